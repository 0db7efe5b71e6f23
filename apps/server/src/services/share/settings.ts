import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { Settings } from '../../config-schema.ts';
import { coinOf, toMinor } from '../../ledger/coins.ts';
import type { Limit } from '../../plugins/rate-limit.ts';

/** One invite level: reached at `minActive` qualified invitees; adds `bonusPercent` to the inviter's reward. */
export interface ShareLevel {
  level: number;
  minActive: number;
  bonusPercent: number;
}

/** The share area's configuration (docs/share.md, "Configuration"), read once when the routes are built. */
export interface ShareSettings {
  coin: CoinCode;
  decimals: number;
  inviterReward: bigint;
  inviteeReward: bigint;
  maxPerDay: number;
  bindDays: number;
  rankSize: number;
  levels: ShareLevel[];
  jobMs: number;
}

/** Wrong codes typed on /user/bindCode: per player and per IP, each an hour's window. */
export const BIND_GUESSES: { perUser: Limit; perIp: Limit } = {
  perUser: { max: 10, windowSeconds: 3600 },
  perIp: { max: 30, windowSeconds: 3600 },
};

/** `0:0,3:10,10:20` -> levels 0, 1, 2 sorted by threshold; a level 0 at 0 active is always there. */
function parseLevels(raw: string): ShareLevel[] {
  const pairs = raw
    .split(',')
    .map((p) => p.trim().split(':'))
    .map(([a, b]) => ({ minActive: Number(a), bonusPercent: Number(b) }))
    .filter((p) => Number.isInteger(p.minActive) && Number.isInteger(p.bonusPercent));
  if (!pairs.some((p) => p.minActive === 0)) pairs.push({ minActive: 0, bonusPercent: 0 });
  const unique = [...new Map(pairs.map((p) => [p.minActive, p])).values()].sort((a, b) => a.minActive - b.minActive);
  return unique.map((p, level) => ({ level, ...p }));
}

export function shareSettingsFrom(settings: Settings): ShareSettings {
  const coin = settings.INVITE_REWARD_COIN as CoinCode;
  const { decimals } = coinOf(coin);
  return {
    coin,
    decimals,
    inviterReward: toMinor(settings.INVITE_REWARD_INVITER, decimals) ?? 0n,
    inviteeReward: toMinor(settings.INVITE_REWARD_INVITEE, decimals) ?? 0n,
    maxPerDay: settings.INVITE_REWARD_MAX_PER_DAY,
    bindDays: settings.SHARE_BIND_DAYS,
    rankSize: settings.SHARE_RANK_SIZE,
    levels: parseLevels(settings.SHARE_LEVELS),
    jobMs: settings.SHARE_JOB_MS,
  };
}

/** The level `active` qualified invitees reach, and the threshold of the next one. */
export function levelOf(levels: ShareLevel[], active: number) {
  let current = levels[0] ?? { level: 0, minActive: 0, bonusPercent: 0 };
  for (const l of levels) if (active >= l.minActive) current = l;
  const next = levels.find((l) => l.minActive > active);
  return {
    level: current.level,
    active,
    bonus_percent: current.bonusPercent,
    next_min_active: next ? next.minActive : null,
  };
}
