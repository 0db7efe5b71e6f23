import { randomInt } from 'node:crypto';
import { GIFT_CODE_ALPHABET } from '@arcadia/contract/calls/fortune/gift-codes';
import { AGENT_CHANNELS, INVITE_CODE_LENGTH } from '@arcadia/contract/calls/fortune/invites';
import type { Db } from '../../db/client.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError } from '../../lib/errors.ts';
import { requirePlayer } from '../fortune/access.ts';
import { seconds, usdtText, utcDay } from '../fortune/money-format.ts';
import { maskName } from '../fortune/money-service.ts';
import { weekStart } from '../fortune/vip-service.ts';
import { agentTierFor, commissionOf, nextAgentTier } from './commission.ts';
import {
  type AgentRow,
  agentOf,
  commissionDays,
  commissionsOf,
  commissionTotals,
  type DayFigures,
  insertLink,
  inviteesPage,
  type LinkRow,
  linkInvitees,
  linkOf,
  placeOf,
  rankOf,
  subAgents,
  type Team,
  teamCounts,
  teamDays,
  teamWager,
} from './repo.ts';
import { INVITES } from './settings.ts';

/**
 * The invite calls players make (docs/fortune-invites.md): their link, their team's figures, their rewards and the
 * weekly rank. A team is an inviter's direct invitees who are not flagged as self-referrals.
 */

const DAY_MS = 24 * 3600 * 1000;
export const addDays = (day: string, n: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

export interface InviteDeps {
  db: Db;
  /** Links are `${origin}/fortune?invite=<code>`. */
  origin: string;
}

/** A fresh code: INVITE_CODE_LENGTH characters of the look-alike-free alphabet, each from node's CSPRNG. */
function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) code += GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)];
  return code;
}

/**
 * The owner's link for (kind, campaign, package), made on first ask under a fresh code (drawn again on the rare
 * collision). Racing asks answer the same link: the owner's unique index keeps one.
 */
export async function ensureLink(
  db: Exec | Db,
  userId: number,
  kind: 'personal' | 'agent',
  campaign = '',
  pkg = '',
  now = new Date(),
): Promise<{ link: LinkRow; created: boolean }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await linkOf(db, userId, kind, campaign, pkg);
    if (existing) return { link: existing, created: false };
    const made = await insertLink(db, { code: newInviteCode(), userId, kind, campaign, package: pkg, createdAt: now });
    if (made) return { link: made, created: true };
  }
  throw new Error('invite links: five collisions in a row');
}

export function linkView(deps: InviteDeps, link: LinkRow, invitees: number) {
  return {
    id: link.id,
    code: link.code,
    url: `${deps.origin}/fortune?invite=${link.code}`,
    campaign: link.campaign,
    package: link.package,
    invitees,
    created_at: seconds(link.createdAt),
  };
}

/** The caller's application as they see it. */
export function agentState(row: AgentRow | undefined) {
  if (!row) return { status: 'none' as const, applied_at: null, decided_at: null, reason: '', reapply_at: null };
  const reapply =
    row.status === 'rejected' && row.decidedAt
      ? seconds(new Date(row.decidedAt.getTime() + INVITES.reapplyAfterDays * DAY_MS))
      : null;
  return {
    status: row.status as 'pending' | 'approved' | 'rejected',
    applied_at: seconds(row.appliedAt),
    decided_at: row.decidedAt ? seconds(row.decidedAt) : null,
    reason: row.reason,
    reapply_at: reapply,
  };
}

/** An approved agent, else FORBIDDEN (`reason: 'not_agent'`). */
export async function requireAgent(db: Db, userId: number): Promise<AgentRow> {
  await requirePlayer(db, userId);
  const agent = await agentOf(db, userId);
  if (agent?.status !== 'approved')
    throw new AppError('FORBIDDEN', 'Only approved agents can do this.', { reason: 'not_agent' });
  return agent;
}

async function personalLinkView(deps: InviteDeps, userId: number, now = new Date()) {
  await requirePlayer(deps.db, userId);
  const { link } = await ensureLink(deps.db, userId, 'personal', '', '', now);
  return linkView(deps, link, await linkInvitees(deps.db, link.id));
}

export async function pwaInviteUrl(deps: InviteDeps, userId: number) {
  return { link: await personalLinkView(deps, userId) };
}

export async function inviteSummary(deps: InviteDeps, userId: number, now = new Date()) {
  const link = await personalLinkView(deps, userId, now);
  const today = utcDay(now);
  const team: Team = { inviter: userId };
  const [agent, counts, todays, month, totals, settled] = await Promise.all([
    agentOf(deps.db, userId),
    teamCounts(deps.db, userId, today),
    teamWager(deps.db, team, today, today),
    teamWager(deps.db, team, monthStart(today), today),
    commissionTotals(deps.db, userId),
    commissionDays(deps.db, userId, addDays(today, -1), addDays(today, -1)),
  ]);
  const isAgent = agent?.status === 'approved';
  const rate = commissionOf({
    role: isAgent ? 'agent' : 'player',
    directWager: 0n,
    subWager: 0n,
    monthVolume: month.wager,
  });
  const next = isAgent ? nextAgentTier(month.wager) : undefined;
  const yesterday = settled.get(addDays(today, -1));
  return {
    link,
    role: isAgent ? ('agent' as const) : ('player' as const),
    agent: agentState(agent),
    invitees: counts.invitees,
    invitees_today: counts.invitedToday,
    flagged: counts.flagged,
    active_today: todays.active,
    team_wager_today: usdtText(todays.wager),
    team_wager_month: usdtText(month.wager),
    tier: isAgent ? agentTierFor(month.wager).tier : 0,
    rate_bps: rate.rateBps,
    next_tier_volume: next ? usdtText(next.minVolume) : null,
    sub_agents: counts.subAgents,
    rewards_total: usdtText(totals.amount),
    rewards_yesterday: yesterday ? usdtText(yesterday.amount) : null,
  };
}

export async function inviteUsers(db: Db, userId: number, page: number, pageSize: number, today: string) {
  await requirePlayer(db, userId);
  const [list, counts] = await Promise.all([inviteesPage(db, userId, page, pageSize), teamCounts(db, userId, today)]);
  return {
    list: list.map((r) => ({
      user_id: r.user_id,
      name: maskName(r.name),
      joined_at: r.joined_at,
      campaign: r.campaign,
      package: r.package,
      wagered: usdtText(r.wagered),
      flagged: r.flag_reason !== '',
      flag_reason: r.flag_reason ? (r.flag_reason as 'same_device' | 'same_payout_account') : null,
      agent: r.agent,
    })),
    page,
    page_size: pageSize,
    total: counts.invitees,
    has_more: page * pageSize < counts.invitees,
  };
}

export async function inviteRewards(db: Db, userId: number, page: number, pageSize: number) {
  await requirePlayer(db, userId);
  const [list, totals] = await Promise.all([commissionsOf(db, userId, page, pageSize), commissionTotals(db, userId)]);
  return {
    list: list.map((r) => ({
      day: r.day,
      role: r.role as 'player' | 'agent',
      direct_wager: usdtText(r.directWager),
      sub_wager: usdtText(r.subWager),
      house_edge_bps: r.houseEdgeBps,
      rate_bps: r.rateBps,
      override_bps: r.overrideBps,
      direct: usdtText(r.direct),
      override: usdtText(r.override),
      amount: usdtText(r.amount),
      settled_at: seconds(r.settledAt),
    })),
    total_amount: usdtText(totals.amount),
    page,
    page_size: pageSize,
    total: totals.count,
    has_more: page * pageSize < totals.count,
  };
}

const RANK_SIZE = 20;

export async function weeklyRank(db: Db, userId: number, week: 'current' | 'last', now = new Date()) {
  await requirePlayer(db, userId);
  const current = weekStart(now);
  const from = week === 'current' ? current : addDays(current, -7);
  const to = addDays(from, 6);
  const [top, mine] = await Promise.all([
    rankOf(db, from, to, RANK_SIZE),
    teamWager(db, { inviter: userId }, from, to),
  ]);
  return {
    week_start: from,
    list: top.map((r, i) => ({
      rank: i + 1,
      name: maskName(r.name),
      team_wager: usdtText(r.wager),
      active_invitees: r.active,
    })),
    me: {
      rank: mine.wager > 0n ? await placeOf(db, userId, mine.wager, from, to) : null,
      team_wager: usdtText(mine.wager),
      active_invitees: mine.active,
    },
  };
}

export async function masterConf(db: Db, userId: number | undefined) {
  return {
    house_edge_bps: INVITES.houseEdgeBps,
    player_rate_bps: INVITES.playerRateBps,
    override_bps: INVITES.overrideBps,
    tiers: INVITES.agentTiers.map((t) => ({ tier: t.tier, min_volume: usdtText(t.minVolume), rate_bps: t.rateBps })),
    settle_after_minutes: INVITES.settleAfterMinutes,
    page_size: INVITES.pageSize,
    max_links: INVITES.maxLinks,
    channels: [...AGENT_CHANNELS],
    agent: userId ? agentState(await agentOf(db, userId)) : null,
  };
}

/** The window of `days` UTC days ending today, newest first. */
function window(days: number, now: Date): string[] {
  const today = utcDay(now);
  return Array.from({ length: days }, (_, i) => addDays(today, -i));
}

export async function dailySummary(db: Db, userId: number, days: number, now = new Date()) {
  await requirePlayer(db, userId);
  const span = window(days, now);
  const from = span.at(-1) as string;
  const to = span[0] as string;
  const [figures, paid] = await Promise.all([
    teamDays(db, { inviter: userId }, from, to),
    commissionDays(db, userId, from, to),
  ]);
  const byDay = new Map(figures.map((f) => [f.day, f]));
  return {
    list: span.map((day) => {
      const f = byDay.get(day);
      const commission = paid.get(day);
      return {
        day,
        new_invitees: f?.newInvitees ?? 0,
        active_invitees: f?.active ?? 0,
        wager: usdtText(f?.wager ?? 0n),
        commission: commission ? usdtText(commission.amount) : null,
      };
    }),
  };
}

/** Days with something to show, newest first, then by group name. */
const byDayThenGroup = (a: DayFigures, b: DayFigures) =>
  a.day === b.day ? (a.group < b.group ? -1 : a.group > b.group ? 1 : 0) : a.day < b.day ? 1 : -1;

export async function dailySummaryBy(
  db: Db,
  userId: number,
  days: number,
  by: 'package' | 'campaign',
  now = new Date(),
) {
  await requirePlayer(db, userId);
  const span = window(days, now);
  const figures = await teamDays(db, { inviter: userId }, span.at(-1) as string, span[0] as string, by);
  return figures.sort(byDayThenGroup).map((f) => ({
    day: f.day,
    group: f.group,
    new_invitees: f.newInvitees,
    active_invitees: f.active,
    wager: usdtText(f.wager),
  }));
}

export async function subAgentsSummary(db: Db, userId: number, days: number, now = new Date()) {
  await requireAgent(db, userId);
  const span = window(days, now);
  const from = span.at(-1) as string;
  const to = span[0] as string;
  const [subs, paid] = await Promise.all([subAgents(db, userId, from, to), commissionDays(db, userId, from, to)]);
  let override = 0n;
  for (const day of paid.values()) override += day.override;
  return {
    list: subs.map((s) => ({
      user_id: s.user_id,
      name: maskName(s.name),
      approved_at: s.approved_at,
      invitees: s.invitees,
      new_invitees: s.new_invitees,
      active_invitees: s.active,
      team_wager: usdtText(s.wager),
    })),
    team_wager: usdtText(subs.reduce((sum, s) => sum + s.wager, 0n)),
    override_paid: usdtText(override),
  };
}

export async function subAgentDailySummary(
  db: Db,
  userId: number,
  days: number,
  only: number | undefined,
  isSub: (agentId: number, subId: number) => Promise<boolean>,
  now = new Date(),
) {
  await requireAgent(db, userId);
  if (only !== undefined && !(await isSub(userId, only)))
    throw new AppError('NOT_FOUND', 'No such sub-agent.', { sub_agent_id: only });
  const span = window(days, now);
  const from = span.at(-1) as string;
  const to = span[0] as string;
  const [figures, paid] = await Promise.all([
    teamDays(db, { subAgentsOf: userId, only }, from, to),
    commissionDays(db, userId, from, to),
  ]);
  const byDay = new Map(figures.map((f) => [f.day, f]));
  return {
    list: span.map((day) => {
      const f = byDay.get(day);
      const settled = paid.get(day);
      return {
        day,
        new_invitees: f?.newInvitees ?? 0,
        active_invitees: f?.active ?? 0,
        team_wager: usdtText(f?.wager ?? 0n),
        override: only === undefined && settled ? usdtText(settled.override) : null,
      };
    }),
  };
}
