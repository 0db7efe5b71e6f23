import type { RebateState } from '@arcadia/contract/calls/recharge-rebate/common';
import type { Db } from '../../db/client.ts';
import type { RebateTierRow } from '../../db/schema/index.ts';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { inTransaction, move, resolveLegs } from '../../ledger/ledger.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import {
  type CampaignRow,
  campaignById,
  campaignFor,
  claimsOf,
  insertClaim,
  progressOf,
  windowEndOf,
} from './recharge-rebate-repo.ts';

/**
 * The recharge rebate of /activity/recharge (docs/payments.md "Recharge rebate"). A campaign runs per market with
 * a window and tiers; the player's progress is read from the payment core's orders (paid inside the window, not
 * refunded), never reported by the client. Each reached tier pays its KC bonus once: a claim row whose primary key
 * (campaign, player, tier) makes it once-only, written in the same transaction as its ledger transfer from
 * issuance (key recharge-rebate:<campaign>:<user>:<tier>). A later refund does not take a paid tier back.
 */
export const REBATE_COIN = 'KC' as const;
export const PROGRESS_COIN = 'USDT' as const;
const DAY_MS = 86_400_000;

export interface RebateDeps {
  db: Db;
  /** KC per USDT (RECHARGE_KC_PER_USDT). */
  kcPerUsdt: number;
  /** Days after the window's end that reached tiers may still be claimed (RECHARGE_REBATE_CLAIM_DAYS). */
  claimDays: number;
  now?: () => Date;
}

const usdtText = (minor: bigint) => fromMinor(minor, coinOf(PROGRESS_COIN).decimals);
const kcText = (minor: bigint) => fromMinor(minor, coinOf(REBATE_COIN).decimals);
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * The KC bonus of each tier (minor units), worked out once when a campaign is made: reaching tier k brings the
 * rebate to bps_k of threshold_k, so tier k pays that target less the targets of the tiers below it. Thresholds
 * are whole USDT; targets round down to whole KC minor units.
 */
export function tierBonuses(tiers: { threshold: bigint; bps: number }[], kcPerUsdt: number): bigint[] {
  const kcUnit = 10n ** BigInt(coinOf(REBATE_COIN).decimals);
  const usdtUnit = 10n ** BigInt(coinOf(PROGRESS_COIN).decimals);
  let before = 0n;
  return tiers.map((t) => {
    const target = (t.threshold * BigInt(t.bps) * BigInt(kcPerUsdt) * kcUnit) / (10_000n * usdtUnit);
    const bonus = target - before;
    before = target;
    return bonus;
  });
}

export function stateOf(c: CampaignRow, now: Date): 'scheduled' | 'running' | 'ended' {
  if (c.endedEarlyAt && c.endedEarlyAt <= now) return 'ended';
  if (now < c.startsAt) return 'scheduled';
  return now < windowEndOf(c) ? 'running' : 'ended';
}

const claimUntilOf = (deps: RebateDeps, c: CampaignRow) => new Date(windowEndOf(c).getTime() + deps.claimDays * DAY_MS);

export function marketOfHeader(raw: unknown): string {
  const code = String(raw ?? '').toLowerCase();
  return /^[a-z]{2}$/.test(code) ? code : 'vn';
}

async function viewOf(deps: RebateDeps, c: CampaignRow | undefined, userId: number | undefined): Promise<RebateState> {
  if (!c) return { campaign: null, progress: null, claimed_total: '0', claimable: '0' };
  const now = deps.now?.() ?? new Date();
  const progress = userId ? await progressOf(deps.db, userId, c) : undefined;
  const claims = userId ? await claimsOf(deps.db, c.id, userId) : [];
  const paid = new Map(claims.map((x) => [x.tier, x.kc]));
  const open = now >= c.startsAt && now < claimUntilOf(deps, c);
  let claimedTotal = 0n;
  let claimable = 0n;
  const tiers = c.tiers.map((t: RebateTierRow, index) => {
    const threshold = BigInt(t.threshold);
    const claimed = paid.has(index);
    const reached = claimed || (progress !== undefined && progress >= threshold);
    if (claimed) claimedTotal += paid.get(index) ?? 0n;
    else if (reached && open) claimable += BigInt(t.kc);
    return {
      index,
      threshold: usdtText(threshold),
      percent_bps: t.bps,
      bonus: kcText(paid.get(index) ?? BigInt(t.kc)),
      reached,
      claimed,
    };
  });
  return {
    campaign: {
      id: c.id,
      market: c.market,
      title: c.title,
      starts_at: unix(c.startsAt),
      ends_at: unix(windowEndOf(c)),
      state: stateOf(c, now),
      claim_until: unix(claimUntilOf(deps, c)),
      tiers,
    },
    progress: progress === undefined ? null : usdtText(progress),
    claimed_total: kcText(claimedTotal),
    claimable: kcText(claimable),
  };
}

export async function rebateStatus(deps: RebateDeps, market: string, userId: number | undefined) {
  return viewOf(deps, await campaignFor(deps.db, market, deps.now?.() ?? new Date()), userId);
}

/**
 * Pays a reached tier once. A tier already paid answers `already: true` with what it paid (50 racing claims pay
 * once and all answer the same); a tier not reached, or a claim outside [start, end + claim days), is refused
 * (4090 with `reason`).
 */
export async function rebateClaim(deps: RebateDeps, userId: number, campaignId: number, tier: number) {
  const c = await campaignById(deps.db, campaignId);
  if (!c) throw new AppError('NOT_FOUND', 'This campaign does not exist.');
  const row = c.tiers[tier];
  if (!row) throw fieldError({ tier: [`The campaign has ${c.tiers.length} tiers`] });
  const before = (await claimsOf(deps.db, c.id, userId)).find((x) => x.tier === tier);
  if (before) return { ...(await viewOf(deps, c, userId)), paid: kcText(before.kc), already: true };
  const now = deps.now?.() ?? new Date();
  if (now < c.startsAt || now >= claimUntilOf(deps, c))
    throw new AppError('CONFLICT', 'This campaign is closed for claims.', { reason: 'claim_closed' });
  const progress = await progressOf(deps.db, userId, c);
  if (progress < BigInt(row.threshold))
    throw new AppError('CONFLICT', 'Recharge more to reach this tier first.', { reason: 'tier_not_reached' });
  const kc = BigInt(row.kc);
  const legs =
    kc > 0n
      ? await resolveLegs(deps.db, [
          { debit: { system: 'issuance' }, credit: { userId }, coin: REBATE_COIN, amount: kc, kind: 'recharge_rebate' },
        ])
      : [];
  const key = `recharge-rebate:${c.id}:${userId}:${tier}`;
  const inserted = await inTransaction(deps.db, async (tx) => {
    if (!(await insertClaim(tx, { campaignId: c.id, userId, tier, kc, progress }))) return false;
    if (legs.length > 0) await move(tx, legs, { reference: key, idempotencyKey: key });
    return true;
  });
  const paid = inserted ? kc : ((await claimsOf(deps.db, c.id, userId)).find((x) => x.tier === tier)?.kc ?? kc);
  return { ...(await viewOf(deps, c, userId)), paid: kcText(paid), already: !inserted };
}
