import { randomBytes } from 'node:crypto';
import type { FortuneGame } from '@arcadia/contract/calls/fortune/common';
import { hashServerSeed, lotteryOutcome, spinOutcome } from '@arcadia/contract/fairness';
import { and, eq, sql } from 'drizzle-orm';
import { fortuneMarkets, fortunePlayers, fortuneSeeds } from '../../src/db/schema/index.ts';
import { inTransaction } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { createSession } from '../../src/lib/session-keys.ts';
import { grantChances } from '../../src/services/fortune/chances.ts';
import { SPIN_WEIGHTS } from '../../src/services/fortune/draw-prizes.ts';
import { signedHeaders, type TestApp } from '../helpers.ts';

/** Shared by the lucky spin, free lottery and fairness tests: players of their own, calls, planted seeds. */

// These tests draw hundreds of times a minute for one player: lift the per-user limit wherever they run.
process.env.RATE_USER_PER_MINUTE = '100000';

export const DAY = 24 * 3600 * 1000;

const BASE = '/svc/fortune/fortune';

export interface Player {
  id: number;
  key: string;
}

let next = 0;
/** A user with a session, not a Fortune player yet (ids far from the demo data's). */
export async function newUser(t: TestApp): Promise<Player> {
  const id = 400_000 + ++next;
  const key = `fg${String(id).padStart(62, '0')}`;
  await t.database.db.execute(
    sql`insert into users (id, username, user_login, country_code) values (${id}, ${`Player ${id}`}, ${`fg${id}`}, 'vn')`,
  );
  await createSession(t.database.db, id, 'test', key);
  return { id, key };
}

/** Registers a player directly (the register call is another part's) in vn, with vn open. */
export async function newPlayer(t: TestApp, market = 'vn'): Promise<Player> {
  const player = await newUser(t);
  await t.database.db
    .insert(fortuneMarkets)
    .values({ market, enabled: true })
    .onConflictDoUpdate({ target: fortuneMarkets.market, set: { enabled: true } });
  await t.database.db.insert(fortunePlayers).values({ userId: player.id, market, ageConfirmedAt: new Date() });
  return player;
}

export interface Answer {
  status: number;
  code: number;
  // biome-ignore lint/suspicious/noExplicitAny: each test asserts the fields it reads
  data: any;
}

export interface CallOptions {
  /** POST body; GET when absent. */
  body?: object;
  query?: string;
  key?: string;
  ip?: string;
}

/** A call as the web client makes it; `player` undefined is a visitor (no session headers). */
export async function call(t: TestApp, player: Player | undefined, path: string, options: CallOptions = {}) {
  const extra: Record<string, string> = { 'Country-Code': 'vn' };
  if (options.key !== undefined) extra['Idempotency-Key'] = options.key;
  const user = player ? { userId: player.id, secretKey: player.key } : {};
  const response = await t.app.inject({
    method: options.body ? 'POST' : 'GET',
    url: `${BASE}${path}${options.query ? `?${options.query}` : ''}`,
    headers: signedHeaders({ ...user, extra }),
    remoteAddress: options.ip ?? '127.0.0.1',
    ...(options.body ? { payload: options.body } : {}),
  });
  const json = response.json() as { code: number; data: unknown };
  return { status: response.statusCode, code: json.code, data: json.data } as Answer;
}

export const spin = (t: TestApp, p: Player, key = newKey()) => call(t, p, '/lucky_spin', { body: {}, key });
export const lottery = (t: TestApp, p: Player, key = newKey()) => call(t, p, '/draw_free_lottery', { key });

export const newKey = () => randomBytes(12).toString('hex');

/** Extra chances, as another service would grant them. */
export function grant(t: TestApp, p: Player, game: FortuneGame, amount: number, source = newKey()) {
  return inTransaction(t.database.db, (tx) => grantChances(tx, { userId: p.id, game, source, amount }));
}

/**
 * Replaces the player's active server seed (and its commitment) with one whose next draw gives `wanted`: a search
 * over seeds, so a test can make a chosen prize come out of the real procedure.
 */
export async function plantSeed(t: TestApp, p: Player, game: FortuneGame, wanted: (outcome: number) => boolean) {
  const db = t.database.db;
  const [seed] = await db
    .select()
    .from(fortuneSeeds)
    .where(and(eq(fortuneSeeds.userId, p.id), eq(fortuneSeeds.active, true)));
  if (!seed) throw new Error('no active seed: call fair/seeds first');
  for (let i = 0; i < 1_000_000; i++) {
    const serverSeed = `planted-${p.id}-${i}`;
    const pair = { serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce };
    const outcome = game === 'lucky_spin' ? spinOutcome(SPIN_WEIGHTS, pair) : lotteryOutcome(pair);
    if (!wanted(outcome)) continue;
    await db
      .update(fortuneSeeds)
      .set({ serverSeed, serverSeedHash: hashServerSeed(serverSeed) })
      .where(eq(fortuneSeeds.id, seed.id));
    return outcome;
  }
  throw new Error('no seed found');
}

/** A user's USDT balance and the bonus and house accounts', in minor units. */
export async function balances(t: TestApp, p: Player) {
  const [row] = await rows<{ player: string; bonus: string; house: string }>(
    t.database.db,
    sql`select
      coalesce((select balance from ledger_accounts where user_id = ${p.id} and coin = 'USDT'), 0)::text as player,
      coalesce((select balance from ledger_accounts where system = 'bonus' and coin = 'USDT'), 0)::text as bonus,
      coalesce((select balance from ledger_accounts where system = 'house' and coin = 'USDT'), 0)::text as house`,
  );
  return { player: BigInt(row?.player ?? 0), bonus: BigInt(row?.bonus ?? 0), house: BigInt(row?.house ?? 0) };
}

/** "12.5" USDT as minor units. */
export const minor = (text: string) => {
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(frac.padEnd(6, '0') || '0');
};
