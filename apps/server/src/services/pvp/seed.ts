import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transfer } from '../../ledger/ledger.ts';
import { one } from '../../ledger/sql.ts';
import { createSession } from '../../lib/session-keys.ts';
import { DEFAULT_PVP_SETTINGS, joinQueue, PVP_COIN, roll } from './duel.ts';

/**
 * Demo PvP data (docs/pvp.md, "Demo"): in each demo player's market (vn, id, br) one rival, funded from `issuance`,
 * and two finished 1 USDT duels between them, played through the engine (escrow, rolls, settlement on the ledger).
 * Runs at every demo start: it does nothing once a demo match exists, and every move carries its own key.
 * The vn rival also gets a published demo key (like the demo players'), so a second browser can duel Linh in the demo
 * and in e2e/games/pvp.spec.ts.
 */

export const PVP_DEMO_RIVAL = { id: 190_001, key: `${'demo'.padEnd(59, '0')}pvpvn` };

const PAIRS: { demo: number; rival: number; market: string; name: string }[] = [
  { demo: 100001, rival: 190_001, market: 'vn', name: 'Phạm Quang Dũng' },
  { demo: 100002, rival: 190_002, market: 'id', name: 'Budi Santoso' },
  { demo: 100003, rival: 190_003, market: 'br', name: 'Mateus Rocha' },
];
const MATCHES_PER_PAIR = 2;
const STAKE = DEFAULT_PVP_SETTINGS.stakes[0] as bigint;

export async function seedPvp(db: Db, nowMs = Date.now()): Promise<void> {
  await seedRivals(db);
  await createSession(db, PVP_DEMO_RIVAL.id, 'demo', PVP_DEMO_RIVAL.key);
  if (await one(db, sql`select 1 from pvp_queue where idempotency_key like ${'%:seed-pvp-%'} limit 1`)) return;
  for (const p of PAIRS) {
    if (!(await one(db, sql`select 1 from users where id = ${p.demo}`))) continue;
    for (const userId of [p.demo, p.rival])
      await transfer(
        db,
        [{ debit: { system: 'issuance' }, credit: { userId }, coin: PVP_COIN, amount: STAKE * 10n, kind: 'issuance' }],
        { reference: 'demo-seed', idempotencyKey: `seed:pvp:${userId}` },
      );
    for (let n = 0; n < MATCHES_PER_PAIR; n++) await playDemoMatch(db, p, n, nowMs);
  }
}

async function seedRivals(db: Db) {
  await db.execute(
    sql`insert into users (id, username, user_login, country_code, is_demo) values ${sql.join(
      PAIRS.map((p) => sql`(${p.rival}, ${p.name}, ${`demo_pvp_${p.rival}`}, ${p.market}, true)`),
      sql`, `,
    )} on conflict do nothing`,
  );
}

async function playDemoMatch(db: Db, p: (typeof PAIRS)[number], n: number, nowMs: number) {
  const at = nowMs - (MATCHES_PER_PAIR - n) * 3_600_000;
  const join = (userId: number, first: boolean) =>
    joinQueue(
      db,
      {
        userId,
        market: p.market,
        stake: STAKE,
        clientSeed: `demo-${userId}-${n}`,
        idempotencyKey: `seed-pvp-${n}`,
        nowMs: at + (first ? 0 : 1000),
      },
      DEFAULT_PVP_SETTINGS,
    );
  // The rival waits first in even matches, the demo player in odd ones, so both sides show.
  const [a, b] = n % 2 === 0 ? [p.rival, p.demo] : [p.demo, p.rival];
  await join(a, true);
  const { matchId } = await join(b, false);
  if (!matchId) return;
  for (let r = 0; r < 3; r++) {
    await roll(db, a, matchId, at + 2000 + r * 2000);
    await roll(db, b, matchId, at + 3000 + r * 2000);
  }
}
