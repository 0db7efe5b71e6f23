import * as z from 'zod/mini';
import { isWebLink, lineText, multilineText } from '../product/common.ts';
import { TASK_MARKETS } from '../task/common.ts';

/**
 * Shapes of the partner programme (service `share`, docs/partner.md). A player with a bound phone and enough
 * active invitees, or a creator with an audience, applies; an operator approves or rejects in the console. An
 * approved partner's invite rewards carry max(level bonus, partner bonus) percent on top. Times are unix seconds.
 */

/** Where the applicant reaches their audience. */
export const PARTNER_CHANNELS = ['youtube', 'tiktok', 'facebook', 'telegram', 'zalo', 'website', 'other'] as const;
export const partnerChannel = z.enum(PARTNER_CHANNELS);

/** The audience the applicant says they reach (the operator checks the channel). */
export const PARTNER_AUDIENCES = ['under_1k', '1k_10k', '10k_100k', '100k_plus'] as const;
export const partnerAudience = z.enum(PARTNER_AUDIENCES);
export type PartnerAudience = (typeof PARTNER_AUDIENCES)[number];
/** The smallest audience that makes a creator eligible without invitees. */
export const PARTNER_CREATOR_AUDIENCE: PartnerAudience = '1k_10k';

export const PARTNER_MARKETS = TASK_MARKETS;
export const partnerMarket = z.enum(PARTNER_MARKETS);

export const PARTNER_PITCH_MIN = 20;
export const PARTNER_PITCH_MAX = 500;
export const PARTNER_LINK_MAX = 300;

export const partnerLinkField = z
  .string()
  .check(z.trim(), z.maxLength(PARTNER_LINK_MAX), z.refine(isWebLink, 'Must be an http or https link'));
export const partnerPitchField = multilineText(PARTNER_PITCH_MIN, PARTNER_PITCH_MAX);
export const partnerReasonField = lineText(3, 300);

/** pending: waiting for an operator; approved: the player is a partner; rejected: with a reason; withdrawn. */
export const PARTNER_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export const partnerStatus = z.enum(PARTNER_STATUSES);
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/** An application as its player sees it. */
export const partnerApplication = z.object({
  application_id: z.number(),
  status: partnerStatus,
  channel_type: partnerChannel,
  channel_link: z.string(),
  audience: partnerAudience,
  market: z.string(),
  pitch: z.string(),
  /** The operator's reason for a rejection; empty otherwise. */
  reason: z.string(),
  created_at: z.number(),
  decided_at: z.nullable(z.number()),
});
export type PartnerApplication = z.infer<typeof partnerApplication>;

/** The programme's terms, from the server's settings. */
export const partnerTerms = z.object({
  /** Percent added to an approved partner's invite rewards (in place of the level bonus when larger). */
  bonus_percent: z.number(),
  /** Active (qualified) invitees that make a player eligible. */
  min_invitees: z.number(),
  /** The smallest audience that makes a creator eligible without invitees. */
  creator_audience: partnerAudience,
  /** Days after a rejection before the player may apply again. */
  reapply_days: z.number(),
  coin: z.string(),
  /** The inviter's reward per qualified invitee before any bonus. */
  inviter_reward: z.string(),
  /** The same reward with the partner bonus. */
  partner_reward: z.string(),
  /** The highest invite level's bonus percent, for comparison. */
  top_level_bonus: z.number(),
  channels: z.array(partnerChannel),
  audiences: z.array(partnerAudience),
  markets: z.array(z.string()),
});
