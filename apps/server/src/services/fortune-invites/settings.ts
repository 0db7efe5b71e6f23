import type { Limit } from '../../plugins/rate-limit.ts';
import { usdtWhole } from '../fortune/money-format.ts';
import { VIP } from '../fortune/settings.ts';

/**
 * The invite programme's terms (docs/fortune-invites.md). Rates are basis points of the house's expected revenue,
 * wager x house edge; volumes and amounts are USDT minor units.
 */

export interface AgentTier {
  tier: number;
  /** This UTC month's team wager, up to and including the day, that reaches the tier. */
  minVolume: bigint;
  rateBps: number;
}

export const INVITES = {
  /** The games' average house edge, the same figure VIP rakeback uses. */
  houseEdgeBps: VIP.houseEdgeBps,
  /** Every player earns this on their invitees until approved as an agent. */
  playerRateBps: 1_000,
  /** An agent earns this on the team of each sub-agent (an approved agent they invited), one level deep. */
  overrideBps: 1_000,
  agentTiers: [
    [0, 2_000],
    [10_000, 2_500],
    [50_000, 3_000],
    [200_000, 3_500],
    [1_000_000, 4_000],
  ].map(
    ([volume, bps], i): AgentTier => ({ tier: i + 1, minVolume: usdtWhole(volume as number), rateBps: bps as number }),
  ),
  /** A UTC day is settled this long after it closes, so rounds closing at midnight have committed. */
  settleAfterMinutes: 10,
  /** How far back the job looks for days it has not settled. */
  lookbackDays: 7,
  /** How often each server process runs the job. */
  jobEveryMs: 15 * 60_000,
  /** Links an agent may have. */
  maxLinks: 100,
  /** Days after a rejection before the player may apply again. */
  reapplyAfterDays: 7,
  pageSize: 20,
} as const;

/** Wrong invite codes at registration, counted like gift-code guesses: per player and per IP. */
export const INVITE_GUESSES: { perUser: Limit; perIp: Limit } = {
  perUser: { max: 10, windowSeconds: 600 },
  perIp: { max: 30, windowSeconds: 600 },
};

/** Links an agent may add per hour (each is cheap, but a script should not fill the table). */
export const LINK_ADDS_PER_HOUR: Limit = { max: 30, windowSeconds: 3600 };

/** Visitors reading the programme's terms, per IP. */
export const CONF_READS_PER_IP: Limit = { max: 120, windowSeconds: 60 };
