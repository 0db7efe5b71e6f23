import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { usdtText } from './common.ts';

/**
 * Fortune's invites, agents and sub-agents (issue 17, docs/fortune-invites.md). Every player has a personal invite
 * link; a player the operators approved as an agent also makes links of their own, each with a campaign and a
 * package. A new player is bound to whoever invited them when they register (`register`'s `invite_code`). Inviters
 * earn a daily commission of their invitees' wager x house edge x their rate (agents: a tier by the month's volume,
 * plus an override on their sub-agents' invitees), paid from the house once per inviter and day. Invitees on the
 * inviter's own device or payout account are flagged and earn nothing. Days are UTC (YYYY-MM-DD).
 */

/** Invite codes: 8 characters of the gift codes' look-alike-free alphabet (no 0/O, 1/I/L). */
export const INVITE_CODE_LENGTH = 8;
const INVITE_CODE_RE = /^[A-HJKMNP-Z2-9]{8}$/;

/** A code as typed or taken from a link: spaces dropped and letters upper-cased before the check. */
export const inviteCodeField = z
  .string()
  .check(z.maxLength(64), z.trim(), z.toUpperCase(), z.regex(INVITE_CODE_RE, 'Must be an 8-character invite code'));

/** A campaign's name as an agent types it: plain text, no control characters or markup. */
export const campaignField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.maxLength(60),
    z.regex(/^[^\p{Cc}<>]*$/u, 'must be plain text'),
  );

/** The app package a link installs or opens, e.g. `pwa` or `apk.vn-01`: lower-case letters, digits, . _ -. */
export const packageField = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z][a-z0-9._-]{0,39}$/, 'Lower-case letters, digits and . _ - only'));

const pageField = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1);
const pageSizeField = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20);
const daysField = (fallback: number) => z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(31)), fallback);

export const AGENT_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export const AGENT_CHANNELS = ['social', 'community', 'streaming', 'website', 'offline', 'other'] as const;
export const SELF_REFERRAL_REASONS = ['same_device', 'same_payout_account'] as const;

/** The caller's agent application: `none` until they apply; a rejected player may apply again from `reapply_at`. */
export const agentState = z.object({
  status: z.enum(AGENT_STATUSES),
  applied_at: z.nullable(z.number()),
  decided_at: z.nullable(z.number()),
  /** The operator's reason when rejected, else ''. */
  reason: z.string(),
  reapply_at: z.nullable(z.number()),
});

export const inviteLink = z.object({
  id: z.number(),
  code: z.string(),
  /** Where friends open it: /fortune?invite=<code> on this origin; registering from it binds them. */
  url: z.string(),
  /** '' on the personal link. */
  campaign: z.string(),
  package: z.string(),
  invitees: z.number(),
  created_at: z.number(),
});

/** GET /fortune/pwa_invite_url: the player's personal invite link (made on first ask). */
export const fortunePwaInviteUrl = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/pwa_invite_url',
  auth: 'required',
  request: z.object({}),
  response: z.object({ link: inviteLink }),
});

/**
 * GET /fortune/invite_summary: the caller's invite figures. `team_*` count direct invitees who are not flagged;
 * `rate_bps` is the commission rate today (a share of wager x house edge); rewards are paid commissions.
 */
export const fortuneInviteSummary = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/invite_summary',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    link: inviteLink,
    role: z.enum(['player', 'agent']),
    agent: agentState,
    invitees: z.number(),
    invitees_today: z.number(),
    flagged: z.number(),
    active_today: z.number(),
    team_wager_today: usdtText,
    /** This UTC month's team wager: it decides an agent's tier. */
    team_wager_month: usdtText,
    tier: z.number(),
    rate_bps: z.number(),
    /** The month's volume that reaches the next tier, or null at the top (or for a player). */
    next_tier_volume: z.nullable(usdtText),
    sub_agents: z.number(),
    rewards_total: usdtText,
    /** The commission paid for yesterday, or null before the daily settlement ran. */
    rewards_yesterday: z.nullable(usdtText),
  }),
});

export const invitee = z.object({
  user_id: z.number(),
  /** Masked, e.g. `Mar***`. */
  name: z.string(),
  joined_at: z.number(),
  campaign: z.string(),
  package: z.string(),
  /** Everything they wagered since they joined. */
  wagered: usdtText,
  /** Self-referral (same device or payout account as the inviter): earns nothing. */
  flagged: z.boolean(),
  flag_reason: z.nullable(z.enum(SELF_REFERRAL_REASONS)),
  /** An approved agent the caller invited: a sub-agent. */
  agent: z.boolean(),
});

/** GET /fortune/invite_users: the caller's invitees, newest first (page=1, page_size=20). */
export const fortuneInviteUsers = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/invite_users',
  auth: 'required',
  request: z.object({ page: pageField, page_size: pageSizeField }),
  response: z.object({
    list: z.array(invitee),
    page: z.number(),
    page_size: z.number(),
    total: z.number(),
    has_more: z.boolean(),
  }),
});

export const inviteReward = z.object({
  day: z.string(),
  role: z.enum(['player', 'agent']),
  /** Direct invitees' wager that day (flagged ones left out). */
  direct_wager: usdtText,
  /** Sub-agents' invitees' wager that day (agents only). */
  sub_wager: usdtText,
  house_edge_bps: z.number(),
  rate_bps: z.number(),
  override_bps: z.number(),
  direct: usdtText,
  override: usdtText,
  amount: usdtText,
  settled_at: z.number(),
});

/** GET /fortune/invite_rewards: commissions paid, one per settled day, newest first (page=1, page_size=20). */
export const fortuneInviteRewards = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/invite_rewards',
  auth: 'required',
  request: z.object({ page: pageField, page_size: pageSizeField }),
  response: z.object({
    list: z.array(inviteReward),
    total_amount: usdtText,
    page: z.number(),
    page_size: z.number(),
    total: z.number(),
    has_more: z.boolean(),
  }),
});

export const rankRow = z.object({
  rank: z.number(),
  name: z.string(),
  team_wager: usdtText,
  active_invitees: z.number(),
});

/**
 * GET /fortune/invite_weekly_rank: inviters by their team's wager in an ISO week (Monday 00:00 UTC), top 20;
 * `me` is the caller's place (null rank when their team did not wager that week).
 */
export const fortuneInviteWeeklyRank = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/invite_weekly_rank',
  auth: 'required',
  request: z.object({ week: z._default(z.enum(['current', 'last']), 'current') }),
  response: z.object({
    week_start: z.string(),
    list: z.array(rankRow),
    me: z.object({ rank: z.nullable(z.number()), team_wager: usdtText, active_invitees: z.number() }),
  }),
});

/** GET /fortune/invite_master_conf: the programme's terms (rates, tiers, settlement) and the caller's application. */
export const fortuneInviteMasterConf = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/invite_master_conf',
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    house_edge_bps: z.number(),
    player_rate_bps: z.number(),
    override_bps: z.number(),
    tiers: z.array(z.object({ tier: z.number(), min_volume: usdtText, rate_bps: z.number() })),
    /** Days close at 00:00 UTC and are settled this many minutes later. */
    settle_after_minutes: z.number(),
    page_size: z.number(),
    max_links: z.number(),
    channels: z.array(z.enum(AGENT_CHANNELS)),
    /** Null for a visitor. */
    agent: z.nullable(agentState),
  }),
});

export const dailyRow = z.object({
  day: z.string(),
  /** Invitees who joined that day (flagged ones too). */
  new_invitees: z.number(),
  /** Invitees (not flagged) who wagered that day. */
  active_invitees: z.number(),
  wager: usdtText,
  /** The commission paid for the day, or null until it is settled. */
  commission: z.nullable(usdtText),
});

/** GET /fortune/invite_daily_summary: the last `days` UTC days (today first) of the caller's direct team. */
export const fortuneInviteDailySummary = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/invite_daily_summary',
  auth: 'required',
  request: z.object({ days: daysField(7) }),
  response: z.object({ list: z.array(dailyRow) }),
});

const grouped = {
  day: z.string(),
  new_invitees: z.number(),
  active_invitees: z.number(),
  wager: usdtText,
};

/** GET /fortune/invite_daily_summary_by_pkg: the same by the package of the link each invitee came through. */
export const fortuneInviteDailySummaryByPkg = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/invite_daily_summary_by_pkg',
  auth: 'required',
  request: z.object({ days: daysField(7) }),
  response: z.object({ list: z.array(z.object({ ...grouped, package: z.string() })) }),
});

/** GET /fortune/invite_daily_summary_by_campaign: the same by campaign ('' is the personal link). */
export const fortuneInviteDailySummaryByCampaign = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/invite_daily_summary_by_campaign',
  auth: 'required',
  request: z.object({ days: daysField(7) }),
  response: z.object({ list: z.array(z.object({ ...grouped, campaign: z.string() })) }),
});

export const subAgentRow = z.object({
  user_id: z.number(),
  name: z.string(),
  approved_at: z.number(),
  invitees: z.number(),
  new_invitees: z.number(),
  active_invitees: z.number(),
  team_wager: usdtText,
});

/**
 * GET /fortune/invite_sub_agents_summary: an agent's sub-agents (approved agents they invited) with their teams'
 * figures over the last `days` days. FORBIDDEN (`reason: 'not_agent'`) for anyone else.
 */
export const fortuneInviteSubAgentsSummary = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/invite_sub_agents_summary',
  auth: 'required',
  request: z.object({ days: daysField(30) }),
  response: z.object({
    list: z.array(subAgentRow),
    team_wager: usdtText,
    /** Override commission paid over the window. */
    override_paid: usdtText,
  }),
});

/**
 * GET /fortune/invite_subagent_daily_summary: per day, the sub-agents' teams (or one sub-agent's, `sub_agent_id`)
 * and the override paid for it (null until settled, and for one sub-agent). Agents only.
 */
export const fortuneInviteSubagentDailySummary = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/invite_subagent_daily_summary',
  auth: 'required',
  request: z.object({
    days: daysField(7),
    sub_agent_id: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
  }),
  response: z.object({
    list: z.array(
      z.object({
        day: z.string(),
        new_invitees: z.number(),
        active_invitees: z.number(),
        team_wager: usdtText,
        override: z.nullable(usdtText),
      }),
    ),
  }),
});

/** GET /fortune/agent_invite_link/list: an agent's links (newest first) with their campaigns. Agents only. */
export const fortuneAgentInviteLinkList = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/agent_invite_link/list',
  auth: 'required',
  request: z.object({}),
  response: z.object({ list: z.array(inviteLink), max_links: z.number() }),
});

/**
 * POST /fortune/agent_invite_link/add: a link for a campaign and package. The same campaign and package again answer
 * the existing link (`created: false`); at most `max_links` (CONFLICT, `too_many_links`). Agents only.
 */
export const fortuneAgentInviteLinkAdd = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/agent_invite_link/add',
  auth: 'required',
  request: z.object({ campaign: campaignField, package: z._default(packageField, 'pwa') }),
  response: z.object({ link: inviteLink, created: z.boolean() }),
});

/**
 * POST /fortune/agent_apply: asks to become an agent; an operator approves or rejects it. CONFLICT while one is
 * pending (`reason: 'pending'`), for an agent (`already_agent`) and until `reapply_at` after a rejection
 * (`reapply_later`).
 */
export const fortuneAgentApply = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/agent_apply',
  auth: 'required',
  request: z.object({
    /** How the operators reach the applicant: a phone, Telegram handle or e-mail. */
    contact: z
      .string()
      .check(
        z.trim(),
        z.minLength(3, 'at least 3 characters'),
        z.maxLength(100),
        z.regex(/^[^\p{Cc}<>]*$/u, 'must be plain text'),
      ),
    channel: z.enum(AGENT_CHANNELS),
    /** Where and to whom they will share links. */
    note: z._default(
      z.string().check(z.trim(), z.maxLength(500), z.regex(/^(?:[^\p{Cc}<>]|\n)*$/u, 'must be plain text')),
      '',
    ),
  }),
  response: z.object({ agent: agentState }),
});
