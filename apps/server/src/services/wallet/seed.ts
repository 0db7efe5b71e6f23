import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ALL_COINS, coinOf, toMinor } from '../../ledger/coins.ts';
import { transfer } from '../../ledger/ledger.ts';
import { one } from '../../ledger/sql.ts';

/** Demo balances, given by issuance transfers (so the ledger still sums to zero). */
const DEMO_BALANCES: Record<number, Partial<Record<CoinCode, string>>> = {
  100001: { WH: '12500', KTHER: '350.5', KC: '1200', HAPPY: '880', USDT: '25.5', XGT: '12.34', TON: '3' },
  100002: { WH: '3400', KTHER: '80', KC: '45', HAPPY: '120', USDT: '8', XCT: '150' },
  100003: { WH: '999', KTHER: '12.75', USDT: '100', XMT: '2.5', TON: '1.2' },
};

/** Hourly USDT prices for the last 48 hours: a gentle deterministic wave around each coin's base price. */
async function seedPrices(db: Db) {
  const hour = 3600_000;
  const end = Math.floor(Date.now() / hour) * hour;
  for (const code of ALL_COINS) {
    const coin = coinOf(code);
    if (coin.priceSource !== 'history') continue;
    const values = [];
    for (let i = 48; i >= 0; i--) {
      const at = end - i * hour;
      const h = at / hour;
      const wave = Math.sin(h / 5 + code.length) * 0.04 + Math.sin(h / 17 + code.charCodeAt(0)) * 0.03;
      const price = (coin.defaultPriceE8 * BigInt(Math.round((1 + wave) * 1_000_000))) / 1_000_000n;
      values.push(sql`(${code}, ${new Date(at).toISOString()}::timestamptz, ${String(price)}::bigint, 'seed')`);
    }
    await db.execute(
      sql`insert into price_history (coin, at, price_e8, source) values ${sql.join(values, sql`, `)} on conflict do nothing`,
    );
  }
}

async function seedBalances(db: Db) {
  for (const [userId, coins] of Object.entries(DEMO_BALANCES)) {
    for (const [code, amount] of Object.entries(coins) as [CoinCode, string][]) {
      const key = `seed:${userId}:${code}`;
      const done = await one(db, sql`select 1 as one from ledger_transfers where idempotency_key = ${`${key}:0`}`);
      if (done) continue;
      const minor = toMinor(amount, coinOf(code).decimals) ?? 0n;
      await transfer(
        db,
        [
          {
            debit: { system: 'issuance' },
            credit: { userId: Number(userId) },
            coin: code,
            amount: minor,
            kind: 'issuance',
          },
        ],
        { reference: 'demo-seed', idempotencyKey: key },
      );
    }
  }
}

export async function seedWallet(db: Db) {
  await seedPrices(db);
  await seedBalances(db);
}
