import type { Db } from '../../db/client.ts';
import { stakePools } from '../../db/schema/index.ts';

/**
 * Staking demo pools (docs/staking.md): in every market KTHER, HAPPY and XGT, each flexible, 30-day and 90-day, the
 * longer lock paying more. Amounts in minor units (KTHER 6 decimals, HAPPY 2, XGT 8). Runs once: nothing is made when
 * any pool exists.
 */
const MARKETS = ['vn', 'id', 'br', 'th', 'ph', 'my', 'ru', 'mx', 'in', 'uz', 'kz'];
const COINS: { coin: string; min: bigint; apr: [number, number, number] }[] = [
  { coin: 'KTHER', min: 10_000_000n, apr: [400, 800, 1200] },
  { coin: 'HAPPY', min: 10_000n, apr: [500, 1000, 1500] },
  { coin: 'XGT', min: 100_000_000n, apr: [300, 650, 1000] },
];
const LOCKS = [0, 30, 90] as const;

export async function seedStaking(db: Db) {
  const [any] = await db.select({ id: stakePools.id }).from(stakePools).limit(1);
  if (any) return;
  const rows = MARKETS.flatMap((market) =>
    COINS.flatMap(({ coin, min, apr }, c) =>
      LOCKS.map((lockDays, l) => ({
        market,
        coin,
        aprBps: apr[l] as number,
        lockDays,
        minAmount: min,
        sort: c * 10 + l,
      })),
    ),
  );
  await db.insert(stakePools).values(rows);
}
