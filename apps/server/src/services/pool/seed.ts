import { sql } from 'drizzle-orm';
import { transfer } from '../../ledger/ledger.ts';
import { one } from '../../ledger/sql.ts';
import { closePeriod, ensureOpenPeriod, fundPeriod, type PoolDeps, payPeriod } from './job.ts';
import { markSettled, openPeriod } from './repo.ts';
import { changeStake } from './service.ts';

/**
 * The prize pool's demo data (docs/pool.md): a week of daily periods already settled, so the page has a history
 * and players have payouts, and holders across the markets the demo covers:
 * - Linh (100001, vn) has staked 250 KC since five days ago; Budi (100002) has not staked (he has little KC);
 * - ten players of the Fortune ticker (vn, id, br, th, ph, my, mx, ru) stake between 300 and 4,000 KC, some
 *   topping up or unstaking part of it during the week, so their counted stakes differ from their stakes.
 * The history's earnings are demo figures (the days before the demo existed have no ledger); every coin still moves
 * through the ledger by the job's own steps: funding from `fees` and `house` into `pool`, payouts to the holders.
 * The current period is read from the ledger like any other. Runs once: nothing happens when any period exists.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const LINH = 100001;

/** [user, KC given by the demo, [days ago, stake (+) or unstake (-) KC]...] */
const HOLDERS: [number, number, [number, number][]][] = [
  [100201, 1500, [[7, 1200]]],
  [
    100202,
    600,
    [
      [7, 300],
      [3, 200],
    ],
  ],
  [
    100203,
    2500,
    [
      [6, 2000],
      [2, -500],
    ],
  ],
  [100204, 5000, [[7, 4000]]],
  [100205, 800, [[5, 450]]],
  [
    100206,
    1800,
    [
      [7, 900],
      [4, 600],
    ],
  ],
  [100207, 700, [[6, 500]]],
  [
    100208,
    3000,
    [
      [7, 2500],
      [1, -1000],
    ],
  ],
  [100209, 400, [[3, 350]]],
  [100210, 2200, [[7, 1800]]],
  [LINH, 0, [[5, 250]]],
];

/** USDT (whole) the fees and the house earned on each past day, oldest first: a busy weekend, a quiet Tuesday. */
const EARNED: [number, number][] = [
  [64, 410],
  [71, 385],
  [58, 262],
  [83, 530],
  [97, 712],
  [110, 845],
  [76, 480],
];

const usdt = (whole: number) => BigInt(whole) * 1_000_000n;

export async function seedPool(deps: PoolDeps, now = new Date()): Promise<void> {
  if (await one(deps.db, sql`select 1 as one from pool_periods limit 1`)) return;
  const period = deps.settings.periodMs;
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const start = today - 7 * DAY_MS;
  for (const [userId, kc] of HOLDERS)
    if (kc > 0)
      await transfer(
        deps.db,
        [{ debit: { system: 'issuance' }, credit: { userId }, coin: 'KC', amount: BigInt(kc) * 100n, kind: 'reward' }],
        { reference: 'pool_seed', idempotencyKey: `pool_seed_kc:${userId}` },
      );
  // Daily periods for the demo whatever POOL_PERIOD_HOURS says; the live ones follow the setting.
  const daily = { ...deps, settings: { ...deps.settings, periodMs: DAY_MS } };
  await ensureOpenPeriod(daily, new Date(start + HOUR_MS));
  for (let day = 0; day < 7; day += 1) {
    const open = await openPeriod(deps.db);
    if (!open) return;
    const daysAgo = 7 - day;
    for (const [userId, , moves] of HOLDERS)
      for (const [ago, amount] of moves)
        if (ago === daysAgo)
          await changeStake(
            deps,
            userId,
            `pool_seed:${userId}:${ago}`,
            amount > 0 ? 'stake' : 'unstake',
            String(Math.abs(amount)),
            new Date(start + day * DAY_MS + (3 + (userId % 9)) * HOUR_MS),
          );
    const end = new Date(start + (day + 1) * DAY_MS);
    await closePeriod(day === 6 ? { ...deps, settings: { ...deps.settings, periodMs: period } } : daily, open.id, end);
    const settledAt = new Date(end.getTime() + 2 * 60_000);
    const [fees, house] = EARNED[day] as [number, number];
    await fundPeriod(deps, open.id, settledAt, () => ({ fees: usdt(fees), house: usdt(house) }));
    await payPeriod(deps, open.id, settledAt);
    await markSettled(deps.db, open.id, settledAt);
  }
}
