import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { sql } from 'drizzle-orm';
import { type Exec, one } from './sql.ts';

/**
 * System accounts, one per coin. Only these may go negative (issuance mirrors every coin given out). `bonus` holds
 * Fortune's locked bonus money until its wagering is met (fortune_bonuses says whose); `escrow` holds what streamers'
 * webcast gift codes have not paid out yet (fortune_gift_codes says whose).
 */
export const SYSTEM_ACCOUNTS = [
  'issuance',
  'fees',
  'house',
  'pending',
  'bridge',
  'bonus',
  'escrow',
  // The prize pool's money between settlements (services/pool).
  'pool',
  // Lucky-code ticket sales held until the draw pays or refunds them (services/luckycode).
  'luckycode',
  // Lotto tickets and xoso bets held until their draw pays or refunds, plus the lotto jackpot (services/lotto).
  'lotto',
  // Game top-ups captured on delivery, owed to the games' merchants (services/topup).
  'topup',
  // Pet rentals' prices held until the rental ends (services/pet).
  'pets',
  // Invest principal held until maturity or redemption (services/invest).
  'invest',
  // PvP stakes held from joining the queue until leaving or the match settles (services/pvp).
  'pvp',
  // Funds of open market orders until they fill or are cancelled (services/market).
  'market',
  // Vote stakes locked until their round settles (services/vote).
  'vote',
  // Staked coins until their cooldown ends and they are returned (services/staking).
  'stake',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

export type AccountRef = { userId: number } | { system: SystemAccount };

/** Account ids never change once created, so they are cached per database. */
const cache = new WeakMap<object, Map<string, number>>();

function cacheKey(ref: AccountRef, coin: CoinCode): string {
  return 'userId' in ref ? `u:${ref.userId}:${coin}` : `s:${ref.system}:${coin}`;
}

/**
 * The id of an account, created on first use. Call it outside money transactions: a rolled-back
 * transaction must not leave a cached id behind.
 */
export async function accountId(db: Exec, ref: AccountRef, coin: CoinCode): Promise<number> {
  let byDb = cache.get(db);
  if (!byDb) {
    byDb = new Map();
    cache.set(db, byDb);
  }
  const key = cacheKey(ref, coin);
  const hit = byDb.get(key);
  if (hit !== undefined) return hit;
  const id = 'userId' in ref ? await userAccount(db, ref.userId, coin) : await systemAccount(db, ref.system, coin);
  byDb.set(key, id);
  return id;
}

async function userAccount(db: Exec, userId: number, coin: CoinCode): Promise<number> {
  await db.execute(
    sql`insert into ledger_accounts (user_id, coin) values (${userId}, ${coin})
        on conflict (user_id, coin) where user_id is not null do nothing`,
  );
  const row = await one<{ id: string | number }>(
    db,
    sql`select id from ledger_accounts where user_id = ${userId} and coin = ${coin}`,
  );
  return Number(row?.id);
}

async function systemAccount(db: Exec, system: SystemAccount, coin: CoinCode): Promise<number> {
  await db.execute(
    sql`insert into ledger_accounts (system, coin, allow_negative) values (${system}, ${coin}, true)
        on conflict (system, coin) where system is not null do nothing`,
  );
  const row = await one<{ id: string | number }>(
    db,
    sql`select id from ledger_accounts where system = ${system} and coin = ${coin}`,
  );
  return Number(row?.id);
}
