import { COIN_CODES, type CoinCode } from '@arcadia/contract/calls/wallet/common';
import { sql } from 'drizzle-orm';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { currentPrices } from '../../ledger/prices.ts';
import { type Exec, one, rows } from '../../ledger/sql.ts';

/**
 * The money rules of a deletion: no request (and no anonymising) while the player has money worth more than dust, or
 * a withdrawal on its way (an open withdrawal order, or any coins held for one).
 */

export interface MoneyLeft {
  reason: 'balance' | 'pending_withdrawal';
  balances: { coin: string; amount: string }[];
}

const isCoin = (code: string): code is CoinCode => (COIN_CODES as readonly string[]).includes(code);

/** USDT value of the player's balances, 1e-8 units; a coin without a price counts as worth more than any dust. */
export async function balancesOf(db: Exec, userId: number) {
  const found = await rows<{ coin: string; balance: string }>(
    db,
    sql`select coin, balance::text as balance from ledger_accounts
        where user_id = ${userId} and balance <> 0 order by coin`,
  );
  const prices = await currentPrices(db);
  let valueE8 = 0n;
  const balances: { coin: string; amount: string }[] = [];
  for (const row of found) {
    const minor = BigInt(row.balance);
    if (!isCoin(row.coin)) {
      balances.push({ coin: row.coin, amount: row.balance });
      valueE8 += 10n ** 18n;
      continue;
    }
    const decimals = coinOf(row.coin).decimals;
    balances.push({ coin: row.coin, amount: fromMinor(minor, decimals) });
    valueE8 += (minor * (prices.get(row.coin) ?? 0n)) / 10n ** BigInt(decimals);
  }
  return { balances, valueE8 };
}

async function hasPendingWithdrawal(db: Exec, userId: number): Promise<boolean> {
  const order = await one(
    db,
    sql`select 1 as one from payment_orders
        where user_id = ${userId} and kind = 'withdraw' and status in ('review', 'approved', 'paying') limit 1`,
  );
  if (order) return true;
  const hold = await one(
    db,
    sql`select 1 as one from ledger_holds h join ledger_accounts a on a.id = h.account_id
        where a.user_id = ${userId} and h.status = 'pending' limit 1`,
  );
  return !!hold;
}

/** Why the player's money stops a deletion, or undefined when nothing does. */
export async function moneyLeft(db: Exec, userId: number, dustCents: number): Promise<MoneyLeft | undefined> {
  if (await hasPendingWithdrawal(db, userId)) return { reason: 'pending_withdrawal', balances: [] };
  const { balances, valueE8 } = await balancesOf(db, userId);
  // One USDT cent is 10^6 units of 1e-8.
  if (valueE8 > BigInt(dustCents) * 1_000_000n) return { reason: 'balance', balances };
  return undefined;
}
