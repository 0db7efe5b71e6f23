import { DEFAULT_PET_TERMS, RARITIES, type Rarity } from '@arcadia/contract/games/pets';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pets } from '../../db/schema/index.ts';
import { inTransaction, transfer } from '../../ledger/ledger.ts';
import { TICKER } from '../fortune/seed.ts';
import { insertPet } from './service.ts';

/**
 * Pets' demo data (docs/pets.md): two or three pets for the Fortune demo players of every market (vn, id, br, th,
 * ph, my, mx, ru) and for Budi and Ana, of mixed rarity and level, some earning for hours; Linh (100001) gets 500 KC
 * and no pet (Budi 500 KC too, to rent and buy), so her first visit shows the empty state and the draw. Runs once: nothing when any pet exists.
 */
const KEEPERS = [...TICKER.map((p) => p.id), 100002, 100003];
const HOUR_MS = 3600_000;

function rng(seed: number) {
  let s = seed >>> 0;
  return (m: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % m;
  };
}

export async function seedPets(db: Db, nowMs = Date.now()) {
  if ((await db.select({ id: pets.id }).from(pets).limit(1)).length > 0) return;
  const pick = rng(19);
  const rarityOf = (): Rarity => {
    const roll = pick(100);
    return RARITIES[roll < 55 ? 0 : roll < 83 ? 1 : roll < 97 ? 2 : 3] as Rarity;
  };
  await inTransaction(db, async (tx) => {
    for (const [k, ownerId] of KEEPERS.entries()) {
      const count = 2 + pick(2);
      for (let i = 0; i < count; i++) {
        const genes = (pick(0x10000) * 0x10000 + pick(0x10000)).toString(16).padStart(8, '0');
        const pet = await insertPet(tx, DEFAULT_PET_TERMS, {
          ownerId,
          genes,
          rarity: rarityOf(),
          level: 1 + pick(8),
          nowMs: nowMs - pick(6) * HOUR_MS,
          source: 'seed',
        });
        // The first pet of six keepers is on the market: three for sale, three for rent.
        if (i === 0 && k < 6)
          await tx.execute(
            sql`insert into pet_listings (pet_id, seller_id, kind, price, days, created_at)
                values (${pet.id}, ${ownerId}, ${k % 2 === 0 ? 'sale' : 'rent'}, ${String(k % 2 === 0 ? 20_000 + pet.power * 100 : 500 + pet.power * 5)}::bigint,
                        ${k % 2 === 0 ? null : 1 + (k % 3)}, ${new Date(nowMs).toISOString()}::timestamptz)`,
          );
      }
    }
  });
  for (const userId of [100001, 100002])
    await transfer(
      db,
      [{ debit: { system: 'issuance' }, credit: { userId }, coin: 'KC', amount: 50_000n, kind: 'issuance' }],
      { reference: 'demo-seed', idempotencyKey: `seed:pets:${userId}` },
    );
}
