import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fortuneMarkets, fortunePlayers, users } from '../../db/schema/index.ts';
import { inTransaction, transfer } from '../../ledger/ledger.ts';
import { one } from '../../ledger/sql.ts';
import { CURRENCIES, paymentMarketsFromEnv } from '../payment/markets.ts';
import { grantBonus, systemIds } from './bonus-service.ts';
import { recordPlay } from './wagering.ts';

/**
 * Fortune's demo data: the markets a demo operator opened (uz, kz and in stay closed, to show that state), Linh
 * (100001, vn) as a player with a month of play (VIP levels) and a locked bonus half wagered, Budi (100002, id) and
 * Ana (100003, br) not joined yet, and players of every open market whose completed withdrawals feed the money
 * page's ticker. Idempotent.
 */
const OPEN = ['vn', 'id', 'br', 'th', 'ph', 'my', 'mx', 'ru'];
const DAY_MS = 24 * 3600 * 1000;
const usdt = (whole: number) => BigInt(Math.round(whole * 1_000_000));

/** Ticker players: one or two per open market, names as people there write them. */
const TICKER = [
  { id: 100201, name: 'Nguyễn Thu Hà', market: 'vn', amount: 42 },
  { id: 100202, name: 'Phạm Quang', market: 'vn', amount: 15.5 },
  { id: 100203, name: 'Siti Rahma', market: 'id', amount: 27 },
  { id: 100204, name: 'João Pereira', market: 'br', amount: 88 },
  { id: 100205, name: 'Camila Rocha', market: 'br', amount: 12 },
  { id: 100206, name: 'Somchai K.', market: 'th', amount: 33.25 },
  { id: 100207, name: 'Maria Santos', market: 'ph', amount: 20 },
  { id: 100208, name: 'Aiman Hakim', market: 'my', amount: 61 },
  { id: 100209, name: 'Luis Hernández', market: 'mx', amount: 18 },
  { id: 100210, name: 'Дмитрий Орлов', market: 'ru', amount: 55 },
];

async function seedMarkets(db: Db) {
  for (const market of Object.keys(CURRENCIES))
    await db
      .insert(fortuneMarkets)
      .values({ market, enabled: OPEN.includes(market) })
      .onConflictDoNothing();
}

async function seedPlayer(db: Db, userId: number, market: string, dailyStake: number) {
  const joined = await db
    .insert(fortunePlayers)
    .values({ userId, market, ageConfirmedAt: new Date(Date.now() - 40 * DAY_MS), registeredAt: new Date() })
    .onConflictDoNothing()
    .returning();
  if (joined.length === 0) return;
  const ids = await systemIds(db);
  await inTransaction(db, async (tx) => {
    for (let day = 1; day <= 28; day += 1) {
      const stake = usdt(dailyStake * (1 + (day % 5) / 4));
      // Most days lose a little, some win: the house edge over a month, not a straight line.
      const win = day % 4 === 0 ? (stake * 13n) / 10n : (stake * 9n) / 10n;
      await recordPlay(tx, { userId, stake, win, at: new Date(Date.now() - day * DAY_MS) });
    }
    const bonus = await grantBonus(tx, ids, {
      userId,
      amount: usdt(20),
      wagerMultiplier: 10,
      expiresDays: 30,
      source: 'first_deposit',
      sourceRef: `user:${userId}`,
    });
    // Half of its wagering done today.
    if (bonus) await recordPlay(tx, { userId, stake: usdt(100), win: usdt(96), at: new Date() });
  });
}

async function seedTicker(db: Db) {
  const markets = paymentMarketsFromEnv(process.env);
  for (const [i, p] of TICKER.entries()) {
    await db
      .insert(users)
      .values({ id: p.id, username: p.name, userLogin: `demo_fortune_${p.id}`, countryCode: p.market, isDemo: true })
      .onConflictDoNothing();
    await db
      .insert(fortunePlayers)
      .values({ userId: p.id, market: p.market, ageConfirmedAt: new Date() })
      .onConflictDoNothing();
    const id = `w_seed_fortune_${p.id}`;
    if (await one(db, sql`select 1 as one from payment_orders where id = ${id}`)) continue;
    const amount = usdt(p.amount);
    const rateE4 = markets.rateE4(p.market);
    const cents = (amount * rateE4) / 10_000n / 10_000n;
    const at = new Date(Date.now() - (i * 37 + 5) * 60_000);
    // The money really came in and went out: a recharge, then the payout of the withdrawal.
    await transfer(
      db,
      [{ debit: { system: 'issuance' }, credit: { userId: p.id }, coin: 'USDT', amount, kind: 'recharge' }],
      { reference: `seed:${id}`, idempotencyKey: `seed:${id}:in` },
    );
    await transfer(
      db,
      [{ debit: { userId: p.id }, credit: { system: 'issuance' }, coin: 'USDT', amount, kind: 'withdrawal' }],
      { reference: `withdraw:${id}`, idempotencyKey: `seed:${id}:out` },
    );
    const currency = (CURRENCIES[p.market] as { code: string }).code;
    await db.execute(sql`
      insert into payment_quotes (id, user_id, direction, market, channel, currency, fiat_cents, fee_cents, coin,
                                  coin_amount, rate_e4, expires_at, used_at, created_at)
      values (${`q_seed_${p.id}`}, ${p.id}, 'withdraw', ${p.market}, 'bank', ${currency}, ${String(cents)}::bigint, 0,
              'USDT', ${String(amount)}::bigint, ${String(rateE4)}::bigint, ${at.toISOString()}::timestamptz,
              ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)
      on conflict do nothing`);
    await db.execute(sql`
      insert into payment_orders (id, user_id, kind, brand, status, quote_id, market, channel, provider, currency,
                                  fiat_cents, fee_cents, coin, coin_amount, expires_at, created_at, updated_at)
      values (${id}, ${p.id}, 'withdraw', 'fortune', 'completed', ${`q_seed_${p.id}`}, ${p.market}, 'bank', 'sandbox',
              ${currency}, ${String(cents)}::bigint, 0, 'USDT', ${String(amount)}::bigint,
              ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)
      on conflict do nothing`);
  }
}

export async function seedFortune(db: Db): Promise<void> {
  await seedMarkets(db);
  await seedPlayer(db, 100001, 'vn', 40);
  await seedTicker(db);
}
