import { createHash, randomBytes } from 'node:crypto';
import { type PvpResult, pvpFee, pvpMatch, pvpPayout } from '@arcadia/contract/games/pvp';
import { sql } from 'drizzle-orm';
import type { Settings } from '../../config-schema.ts';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { coinOf } from '../../ledger/coins.ts';
import { inTransaction, move, type ResolvedLeg } from '../../ledger/ledger.ts';
import { type Exec, isUniqueViolation, one, rows } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { writeAudit } from '../ops/audit.ts';

/**
 * PvP dice duel core (docs/pvp.md): queue with escrow, matching by market and stake, rolls, settlement, forfeits after
 * the grace period, and operator decisions. Every money move goes through the ledger with an idempotency key, and
 * every state change is a guarded update inside the same transaction as its money, so a repeat moves nothing twice.
 * Times are passed in (the caller's test clock), never SQL now().
 */

export const PVP_COIN = 'USDT';

export interface PvpSettings {
  /** Allowed stakes, minor units. */
  stakes: bigint[];
  feeBp: number;
  graceSeconds: number;
}

export const DEFAULT_PVP_SETTINGS: PvpSettings = {
  stakes: [1_000_000n, 5_000_000n, 20_000_000n],
  feeBp: 500,
  graceSeconds: 60,
};

/** The stakes, fee and grace of PVP_STAKES_USDT, PVP_FEE_BP and PVP_GRACE_SECONDS (config-schema.ts). */
export function pvpSettingsFrom(
  settings: Pick<Settings, 'PVP_STAKES_USDT' | 'PVP_FEE_BP' | 'PVP_GRACE_SECONDS'>,
): PvpSettings {
  const unit = 10n ** BigInt(coinOf(PVP_COIN).decimals);
  return {
    stakes: settings.PVP_STAKES_USDT.split(',').map((x) => BigInt(x.trim()) * unit),
    feeBp: settings.PVP_FEE_BP,
    graceSeconds: settings.PVP_GRACE_SECONDS,
  };
}

export interface QueueEntry {
  id: number;
  status: string;
  matchId: number | null;
}

interface MatchRow {
  id: number;
  status: string;
  stake: bigint;
  feeBp: number;
  graceSeconds: number;
  playerA: number;
  playerB: number;
  clientSeedA: string;
  clientSeedB: string;
  serverSeed: string;
  serverSeedHash: string;
  rolledA: number;
  rolledB: number;
  lastActionAt: number;
  result: string;
  winnerId: number | null;
}

const iso = (ms: number) => new Date(ms).toISOString();
const entryKey = (userId: number, key: string) => `${userId}:${key}`;

async function entryByKey(db: Exec, key: string): Promise<QueueEntry | undefined> {
  const row = await one<{ id: string | number; status: string; match_id: string | number | null }>(
    db,
    sql`select id, status, match_id from pvp_queue where idempotency_key = ${key}`,
  );
  return row
    ? { id: Number(row.id), status: row.status, matchId: row.match_id == null ? null : Number(row.match_id) }
    : undefined;
}

/**
 * Joins the queue: holds the stake on the `pvp` account and, under a per-(market, stake) transaction lock, either
 * pairs with the oldest waiting player of the same market and stake or waits. The same idempotency key returns the
 * first answer and holds once.
 */
export async function joinQueue(
  db: Db,
  input: { userId: number; market: string; stake: bigint; clientSeed: string; idempotencyKey: string; nowMs: number },
  settings: PvpSettings,
): Promise<QueueEntry> {
  const { userId, market, stake, nowMs } = input;
  if (!settings.stakes.includes(stake)) throw fieldError({ stake: ['not an allowed stake'] });
  const clientSeed = input.clientSeed.trim();
  if (clientSeed.length < 1 || clientSeed.length > 64)
    throw fieldError({ clientSeed: ['between 1 and 64 characters'] });
  if (!/^[a-z]{2}$/.test(market)) throw fieldError({ market: ['unknown market'] });
  const key = entryKey(userId, input.idempotencyKey);
  const done = await entryByKey(db, key);
  if (done) return done;
  if (await one(db, sql`select 1 from pvp_bans where user_id = ${userId}`)) throw new AppError('FORBIDDEN');
  const player = await accountId(db, { userId }, PVP_COIN);
  const pool = await accountId(db, { system: 'pvp' }, PVP_COIN);
  try {
    return await inTransaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pvp:${market}:${stake}`}))`);
      const again = await entryByKey(tx, key);
      if (again) return again;
      await move(tx, [{ debitId: player, creditId: pool, coin: PVP_COIN, amount: stake, kind: 'pvp_stake' }], {
        reference: `pvp:join:${userId}`,
        idempotencyKey: `pvp:join:${key}`,
      });
      const opponent = await one<{ id: string | number; user_id: string | number; client_seed: string }>(
        tx,
        sql`select id, user_id, client_seed from pvp_queue
            where status = 'waiting' and market = ${market} and stake = ${String(stake)}::bigint and user_id <> ${userId}
            order by id limit 1 for update`,
      );
      if (!opponent) {
        const row = await one<{ id: string | number }>(
          tx,
          sql`insert into pvp_queue (user_id, market, stake, client_seed, idempotency_key, status, created_at)
              values (${userId}, ${market}, ${String(stake)}::bigint, ${clientSeed}, ${key}, 'waiting', ${iso(nowMs)})
              returning id`,
        );
        return { id: Number(row?.id), status: 'waiting', matchId: null };
      }
      const serverSeed = randomBytes(32).toString('hex');
      const seedHash = createHash('sha256').update(serverSeed).digest('hex');
      const match = await one<{ id: string | number }>(
        tx,
        sql`insert into pvp_matches (market, coin, stake, fee_bp, grace_seconds, player_a, player_b, client_seed_a,
              client_seed_b, server_seed, server_seed_hash, status, last_action_at, created_at)
            values (${market}, ${PVP_COIN}, ${String(stake)}::bigint, ${settings.feeBp}, ${settings.graceSeconds},
              ${Number(opponent.user_id)}, ${userId}, ${opponent.client_seed}, ${clientSeed}, ${serverSeed}, ${seedHash},
              'playing', ${iso(nowMs)}, ${iso(nowMs)})
            returning id`,
      );
      const matchId = Number(match?.id);
      await tx.execute(sql`update pvp_queue set status = 'matched', match_id = ${matchId} where id = ${opponent.id}`);
      const row = await one<{ id: string | number }>(
        tx,
        sql`insert into pvp_queue (user_id, market, stake, client_seed, idempotency_key, status, match_id, created_at)
            values (${userId}, ${market}, ${String(stake)}::bigint, ${clientSeed}, ${key}, 'matched', ${matchId}, ${iso(nowMs)})
            returning id`,
      );
      return { id: Number(row?.id), status: 'matched', matchId };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await entryByKey(db, key);
    if (first) return first;
    throw new AppError('CONFLICT', 'already waiting in the queue');
  }
}

/** Leaves the queue: the waiting entry becomes `left` and its stake goes back, once. */
export async function leaveQueue(db: Db, userId: number): Promise<boolean> {
  const player = await accountId(db, { userId }, PVP_COIN);
  const pool = await accountId(db, { system: 'pvp' }, PVP_COIN);
  return inTransaction(db, async (tx) => {
    const row = await one<{ id: string | number; stake: string }>(
      tx,
      sql`update pvp_queue set status = 'left' where user_id = ${userId} and status = 'waiting'
          returning id, stake::text as stake`,
    );
    if (!row) return false;
    await move(
      tx,
      [{ debitId: pool, creditId: player, coin: PVP_COIN, amount: BigInt(row.stake), kind: 'pvp_leave' }],
      {
        reference: `pvp:leave:${row.id}`,
        idempotencyKey: `pvp:leave:${row.id}`,
      },
    );
    return true;
  });
}

async function lockMatch(tx: Exec, matchId: number): Promise<MatchRow | undefined> {
  const r = await one<Record<string, unknown>>(
    tx,
    sql`select id, status, stake::text as stake, fee_bp, grace_seconds, player_a, player_b, client_seed_a, client_seed_b,
          server_seed, server_seed_hash, rolled_a, rolled_b, last_action_at, result, winner_id
        from pvp_matches where id = ${matchId} for update`,
  );
  if (!r) return undefined;
  return {
    id: Number(r.id),
    status: String(r.status),
    stake: BigInt(String(r.stake)),
    feeBp: Number(r.fee_bp),
    graceSeconds: Number(r.grace_seconds),
    playerA: Number(r.player_a),
    playerB: Number(r.player_b),
    clientSeedA: String(r.client_seed_a),
    clientSeedB: String(r.client_seed_b),
    serverSeed: String(r.server_seed),
    serverSeedHash: String(r.server_seed_hash),
    rolledA: Number(r.rolled_a),
    rolledB: Number(r.rolled_b),
    lastActionAt: new Date(r.last_action_at as string | Date).getTime(),
    result: String(r.result),
    winnerId: r.winner_id == null ? null : Number(r.winner_id),
  };
}

interface Ids {
  pool: number;
  house: number;
  a: number;
  b: number;
}

async function idsFor(db: Db, matchId: number): Promise<Ids | undefined> {
  const m = await one<{ player_a: string | number; player_b: string | number }>(
    db,
    sql`select player_a, player_b from pvp_matches where id = ${matchId}`,
  );
  if (!m) return undefined;
  return {
    pool: await accountId(db, { system: 'pvp' }, PVP_COIN),
    house: await accountId(db, { system: 'house' }, PVP_COIN),
    a: await accountId(db, { userId: Number(m.player_a) }, PVP_COIN),
    b: await accountId(db, { userId: Number(m.player_b) }, PVP_COIN),
  };
}

/** Settles a playing match inside the caller's transaction (guarded: a second call moves nothing). */
async function settle(tx: Exec, m: MatchRow, ids: Ids, result: PvpResult, status: string, nowMs: number) {
  const winnerId = result === 'a' ? m.playerA : result === 'b' ? m.playerB : null;
  const updated = await one<{ id: string | number }>(
    tx,
    sql`update pvp_matches set status = ${status}, result = ${result}, winner_id = ${winnerId}, finished_at = ${iso(nowMs)}
        where id = ${m.id} and status = 'playing' returning id`,
  );
  if (!updated) return;
  const legs: ResolvedLeg[] = [];
  if (result === 'draw') {
    legs.push({ debitId: ids.pool, creditId: ids.a, coin: PVP_COIN, amount: m.stake, kind: 'pvp_refund' });
    legs.push({ debitId: ids.pool, creditId: ids.b, coin: PVP_COIN, amount: m.stake, kind: 'pvp_refund' });
  } else {
    const fee = pvpFee(m.stake, m.feeBp);
    legs.push({
      debitId: ids.pool,
      creditId: result === 'a' ? ids.a : ids.b,
      coin: PVP_COIN,
      amount: pvpPayout(m.stake, m.feeBp),
      kind: 'pvp_win',
    });
    if (fee > 0n) legs.push({ debitId: ids.pool, creditId: ids.house, coin: PVP_COIN, amount: fee, kind: 'pvp_fee' });
  }
  await move(tx, legs, { reference: `pvp:match:${m.id}`, idempotencyKey: `pvp:settle:${m.id}` });
}

/** Who forfeits once the grace has run out: the side that rolled fewer times; both idle at the same count = draw. */
function forfeitResult(m: MatchRow): PvpResult {
  return m.rolledA < m.rolledB ? 'b' : m.rolledB < m.rolledA ? 'a' : 'draw';
}

const graceOver = (m: MatchRow, nowMs: number) => nowMs - m.lastActionAt > m.graceSeconds * 1000;

/** One roll by a player: allowed when it is that side's turn in the current round; the third pair settles. */
export async function roll(db: Db, userId: number, matchId: number, nowMs: number): Promise<{ status: string }> {
  const ids = await idsFor(db, matchId);
  if (!ids) throw new AppError('NOT_FOUND');
  return inTransaction(db, async (tx) => {
    const m = await lockMatch(tx, matchId);
    if (!m) throw new AppError('NOT_FOUND');
    const side = m.playerA === userId ? 'a' : m.playerB === userId ? 'b' : null;
    if (!side) throw new AppError('FORBIDDEN');
    if (m.status !== 'playing') throw new AppError('CONFLICT', 'match is over');
    if (graceOver(m, nowMs)) {
      await settle(tx, m, ids, forfeitResult(m), 'forfeit', nowMs);
      return { status: 'forfeit' };
    }
    const mine = side === 'a' ? m.rolledA : m.rolledB;
    const theirs = side === 'a' ? m.rolledB : m.rolledA;
    if (mine > theirs) throw new AppError('CONFLICT', 'waiting for the opponent');
    const column = side === 'a' ? sql`rolled_a` : sql`rolled_b`;
    await tx.execute(
      sql`update pvp_matches set ${column} = ${column} + 1, last_action_at = ${iso(nowMs)} where id = ${m.id}`,
    );
    if (side === 'a') m.rolledA += 1;
    else m.rolledB += 1;
    if (m.rolledA === 3 && m.rolledB === 3) {
      const { result } = pvpMatch({ serverSeed: m.serverSeed, clientSeedA: m.clientSeedA, clientSeedB: m.clientSeedB });
      await settle(tx, m, ids, result, 'finished', nowMs);
      return { status: 'finished' };
    }
    return { status: 'playing' };
  });
}

/** Settles every playing match whose grace ran out (the job; reads call `expireMatch` on the one they show). */
export async function expireMatches(db: Db, nowMs: number): Promise<number> {
  const due = await rows<{ id: string | number; grace_seconds: number; last_action_at: string | Date }>(
    db,
    sql`select id, grace_seconds, last_action_at from pvp_matches where status = 'playing' order by id limit 500`,
  );
  let settled = 0;
  for (const r of due) {
    if (nowMs - new Date(r.last_action_at).getTime() <= Number(r.grace_seconds) * 1000) continue;
    if (await expireMatch(db, Number(r.id), nowMs)) settled += 1;
  }
  return settled;
}

export async function expireMatch(db: Db, matchId: number, nowMs: number): Promise<boolean> {
  const ids = await idsFor(db, matchId);
  if (!ids) return false;
  return inTransaction(db, async (tx) => {
    const m = await lockMatch(tx, matchId);
    if (!m || m.status !== 'playing' || !graceOver(m, nowMs)) return false;
    await settle(tx, m, ids, forfeitResult(m), 'forfeit', nowMs);
    return true;
  });
}

/** Operator decision on a playing match: void (refund both) or award it to one side. */
export async function decideMatch(
  db: Db,
  matchId: number,
  decision: 'void' | 'a' | 'b',
  nowMs: number,
  audit?: { operatorId: number; ip: string },
): Promise<boolean> {
  const ids = await idsFor(db, matchId);
  if (!ids) throw new AppError('NOT_FOUND');
  return inTransaction(db, async (tx) => {
    const m = await lockMatch(tx, matchId);
    if (!m) throw new AppError('NOT_FOUND');
    if (m.status !== 'playing') throw new AppError('CONFLICT', 'match is over');
    await settle(tx, m, ids, decision === 'void' ? 'draw' : decision, decision === 'void' ? 'void' : 'finished', nowMs);
    if (audit)
      await writeAudit(tx, {
        operatorId: audit.operatorId,
        ip: audit.ip,
        action: 'pvp.decide',
        target: `match:${m.id}`,
        before: { status: m.status, rolledA: m.rolledA, rolledB: m.rolledB },
        after: { decision },
      });
    return true;
  });
}

/** A match as its players see it: the server seed only once the match is over. */
export async function readMatch(db: Db, matchId: number, nowMs: number) {
  await expireMatch(db, matchId, nowMs);
  const m = await inTransaction(db, (tx) => lockMatch(tx, matchId));
  if (!m) throw new AppError('NOT_FOUND');
  const over = m.status !== 'playing';
  return { ...m, serverSeed: over ? m.serverSeed : null };
}
