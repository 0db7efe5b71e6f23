import { FORTUNE_COIN } from '@arcadia/contract/calls/fortune/common';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { balanceOf, inTransaction, move } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError } from '../../lib/errors.ts';
import {
  addWagered,
  type BonusRow,
  bonusOf,
  expiredLocked,
  insertBonus,
  lockedBonuses,
  lockLockedBonuses,
  settleBonus,
} from './bonus-repo.ts';
import { seconds, usdtText } from './money-format.ts';

const COIN = FORTUNE_COIN as CoinCode;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Locked bonus money (docs/fortune.md, "Locked bonuses"): granted from the house into the `bonus` system account,
 * filled by wagering (oldest bonus first), moved to the player's cash when met (unlock), back to the house when it
 * expires first.
 */
export interface SystemIds {
  house: number;
  bonus: number;
}

/** The house and bonus accounts' ids; resolve once, outside any money transaction. */
export async function systemIds(db: Db): Promise<SystemIds> {
  return {
    house: await accountId(db, { system: 'house' }, COIN),
    bonus: await accountId(db, { system: 'bonus' }, COIN),
  };
}

export interface BonusGrant {
  userId: number;
  amount: bigint;
  wagerMultiplier: number;
  expiresDays: number;
  source: string;
  sourceRef: string;
}

/** Grants a locked bonus inside the caller's transaction, once per (source, source ref). */
export async function grantBonus(tx: Exec, ids: SystemIds, grant: BonusGrant, now = new Date()) {
  const row = await insertBonus(tx, {
    userId: grant.userId,
    coin: FORTUNE_COIN,
    amount: grant.amount,
    wagerRequired: grant.amount * BigInt(grant.wagerMultiplier),
    source: grant.source,
    sourceRef: grant.sourceRef,
    createdAt: now,
    expiresAt: new Date(now.getTime() + grant.expiresDays * DAY_MS),
  });
  if (!row) return undefined;
  await move(
    tx,
    [{ debitId: ids.house, creditId: ids.bonus, coin: COIN, amount: grant.amount, kind: 'fortune_bonus_grant' }],
    { reference: `fortune_bonus:${row.id}`, idempotencyKey: `fortune_bonus_grant:${row.id}` },
  );
  return row;
}

/**
 * Counts a stake towards the player's locked bonuses, oldest first: each takes what it still needs and passes the
 * rest on. Runs inside the game's bet transaction.
 */
export async function applyWagerToBonuses(tx: Exec, userId: number, stake: bigint): Promise<void> {
  let left = stake;
  for (const b of await lockLockedBonuses(tx, userId)) {
    if (left <= 0n) break;
    const need = b.wagerRequired - b.wagered;
    if (need <= 0n) continue;
    // biome-ignore lint/complexity/useMathMinMax: bigints (Math.min takes numbers)
    const take = need < left ? need : left;
    await addWagered(tx, b.id, take);
    left -= take;
  }
}

export function bonusView(b: BonusRow) {
  return {
    id: b.id,
    amount: usdtText(b.amount),
    wager_required: usdtText(b.wagerRequired),
    wagered: usdtText(b.wagered),
    status: b.status as 'locked' | 'unlocked' | 'expired',
    source: b.source,
    created_at: seconds(b.createdAt),
    expires_at: seconds(b.expiresAt),
  };
}

export async function lockedDetail(db: Db, ids: SystemIds, userId: number, now = new Date()) {
  await expireBonuses(db, ids, now, userId);
  const bonuses = await lockedBonuses(db, userId);
  return {
    total_locked: usdtText(bonuses.reduce((sum, b) => sum + b.amount, 0n)),
    bonuses: bonuses.map(bonusView),
  };
}

/**
 * Releases a bonus whose wagering is met to the player's cash. A repeat (or a racing twin) finds it unlocked and
 * answers the same; the ledger key makes the payment once-only either way.
 */
export async function unlock(db: Db, ids: SystemIds, userId: number, bonusId: number, now = new Date()) {
  await expireBonuses(db, ids, now, userId);
  const found = await bonusOf(db, userId, bonusId);
  if (!found) throw new AppError('NOT_FOUND', 'No such bonus.');
  const user = await accountId(db, { userId }, COIN);
  const settled = await inTransaction(db, async (tx) => {
    const row = await settleBonus(tx, bonusId, 'unlocked', now);
    if (!row) return undefined;
    await move(
      tx,
      [{ debitId: ids.bonus, creditId: user, coin: COIN, amount: row.amount, kind: 'fortune_bonus_unlock' }],
      { reference: `fortune_bonus:${row.id}`, idempotencyKey: `fortune_bonus_unlock:${row.id}` },
    );
    return row;
  });
  const bonus = settled ?? ((await bonusOf(db, userId, bonusId)) as BonusRow);
  if (bonus.status !== 'unlocked') {
    if (bonus.status === 'expired') throw new AppError('FORTUNE_REWARD_NOT_CLAIMABLE', 'This bonus has expired.');
    throw new AppError('FORTUNE_WAGERING_NOT_MET', undefined, {
      wagered: usdtText(bonus.wagered),
      wager_required: usdtText(bonus.wagerRequired),
    });
  }
  return { bonus: bonusView(bonus), cash: usdtText(await balanceOf(db, { userId }, COIN)) };
}

/** Returns expired locked bonuses to the house (one player's, or everyone's for the periodic sweep). */
export async function expireBonuses(db: Db, ids: SystemIds, now = new Date(), userId?: number): Promise<number> {
  const due = await expiredLocked(db, now, userId);
  let expired = 0;
  for (const b of due) {
    const done = await inTransaction(db, async (tx) => {
      const row = await settleBonus(tx, b.id, 'expired', now);
      if (!row) return false;
      await move(
        tx,
        [{ debitId: ids.bonus, creditId: ids.house, coin: COIN, amount: row.amount, kind: 'fortune_bonus_expire' }],
        { reference: `fortune_bonus:${row.id}`, idempotencyKey: `fortune_bonus_expire:${row.id}` },
      );
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
