import { ErrorCode } from '@arcadia/contract';
import { PVP_ROUNDS, pvpFee, pvpPayout, pvpRound } from '@arcadia/contract/games/pvp';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coinOf, fromMinor, toMinor } from '../../ledger/coins.ts';
import { balanceOf, inTransaction } from '../../ledger/ledger.ts';
import { one, rows } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { writeAudit } from '../ops/audit.ts';
import { expireMatch, joinQueue, leaveQueue, PVP_COIN, type PvpSettings, roll } from './duel.ts';

/**
 * The players' and operators' PvP calls over the duel engine (docs/pvp.md): wire shapes (USDT decimal strings, Unix
 * seconds), ownership checks (another player's entry or match is NOT_FOUND), the caller's market from their profile,
 * and bans. The money and state transitions stay in duel.ts.
 */

const DECIMALS = coinOf(PVP_COIN).decimals;
export const usdt = (minor: bigint) => fromMinor(minor, DECIMALS);
const secs = (v: string | Date | null | undefined) => (v == null ? 0 : Math.floor(new Date(v).getTime() / 1000));
const PAGE = 20;

/** Masked display name of an opponent: first two characters and stars. */
export const maskName = (name: string) => `${[...name].slice(0, 2).join('')}***`;

/** The tiers of `settings`, with the caller's game balance (minor units; null for visitors). */
export function tiersOf(settings: PvpSettings, balance: bigint | null = null) {
  return {
    coin: PVP_COIN,
    fee_bp: settings.feeBp,
    grace_seconds: settings.graceSeconds,
    rounds: PVP_ROUNDS,
    tiers: settings.stakes.map((s) => ({
      stake: usdt(s),
      fee: usdt(pvpFee(s, settings.feeBp)),
      payout: usdt(pvpPayout(s, settings.feeBp)),
    })),
    balance: balance === null ? null : usdt(balance),
  };
}

/** The tiers that apply now, and the game balance of a logged-in caller. */
export async function tiers(db: Db, settings: PvpSettings, userId: number | undefined) {
  return tiersOf(settings, userId ? await balanceOf(db, { userId }, PVP_COIN) : null);
}

interface EntryRow {
  id: string | number;
  user_id: string | number;
  status: string;
  stake: string;
  match_id: string | number | null;
}

const entryView = (r: EntryRow) => ({
  entry_id: Number(r.id),
  status: r.status as 'waiting' | 'matched' | 'left',
  stake: usdt(BigInt(r.stake)),
  match_id: r.match_id == null ? null : Number(r.match_id),
});

async function ownEntry(db: Db, userId: number, entryId: number) {
  const r = await one<EntryRow>(
    db,
    sql`select id, user_id, status, stake::text as stake, match_id from pvp_queue where id = ${entryId}`,
  );
  if (!r || Number(r.user_id) !== userId) throw new AppError('NOT_FOUND');
  return r;
}

export async function getEntry(db: Db, userId: number, entryId: number) {
  return entryView(await ownEntry(db, userId, entryId));
}

/** True when this player's join with this key was already answered (its repeat is not rate limited). */
export async function joinAnswered(db: Db, userId: number, key: string): Promise<boolean> {
  return Boolean(await one(db, sql`select 1 from pvp_queue where idempotency_key = ${`${userId}:${key}`}`));
}

export async function join(
  db: Db,
  settings: PvpSettings,
  input: { userId: number; stake: string; clientSeed: string; key: string; nowMs: number },
) {
  const stake = toMinor(input.stake, DECIMALS);
  if (stake === undefined || !settings.stakes.includes(stake)) throw fieldError({ stake: ['Not one of the stakes'] });
  const user = await one<{ country_code: string }>(db, sql`select country_code from users where id = ${input.userId}`);
  const market = /^[a-z]{2}$/.test(user?.country_code ?? '') ? (user?.country_code as string) : 'vn';
  let entry: Awaited<ReturnType<typeof joinQueue>>;
  try {
    entry = await joinQueue(
      db,
      {
        userId: input.userId,
        market,
        stake,
        clientSeed: input.clientSeed,
        idempotencyKey: input.key,
        nowMs: input.nowMs,
      },
      settings,
    );
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.FORBIDDEN)
      throw new AppError('FORBIDDEN', 'Barred from PvP', { reason: 'banned' });
    if (error instanceof AppError && error.code === ErrorCode.CONFLICT)
      throw new AppError('CONFLICT', 'Already waiting in the queue', { reason: 'waiting' });
    throw error;
  }
  return getEntry(db, input.userId, entry.id);
}

export async function leave(db: Db, userId: number, entryId: number) {
  const r = await ownEntry(db, userId, entryId);
  if (r.status === 'waiting') await leaveQueue(db, userId);
  return getEntry(db, userId, entryId);
}

interface MatchDbRow {
  id: string | number;
  status: string;
  coin: string;
  stake: string;
  fee_bp: number;
  grace_seconds: number;
  player_a: string | number;
  player_b: string | number;
  client_seed_a: string;
  client_seed_b: string;
  server_seed: string;
  server_seed_hash: string;
  rolled_a: number;
  rolled_b: number;
  last_action_at: string | Date;
  result: string;
  created_at: string | Date;
  name_a: string | null;
  name_b: string | null;
}

const MATCH_COLUMNS = sql`m.id, m.status, m.coin, m.stake::text as stake, m.fee_bp, m.grace_seconds, m.player_a, m.player_b,
  m.client_seed_a, m.client_seed_b, m.server_seed, m.server_seed_hash, m.rolled_a, m.rolled_b, m.last_action_at,
  m.result, m.created_at, ua.username as name_a, ub.username as name_b`;

type Outcome = 'playing' | 'won' | 'lost' | 'draw' | 'void';

function outcomeOf(status: string, result: string, side: 'a' | 'b'): Outcome {
  if (status === 'playing') return 'playing';
  if (status === 'void') return 'void';
  if (result === 'draw') return 'draw';
  return result === side ? 'won' : 'lost';
}

function receivedOf(outcome: Outcome, stake: bigint, feeBp: number): bigint {
  if (outcome === 'won') return pvpPayout(stake, feeBp);
  if (outcome === 'draw' || outcome === 'void') return stake;
  return 0n;
}

function view(r: MatchDbRow, userId: number, nowMs: number) {
  const side: 'a' | 'b' = Number(r.player_a) === userId ? 'a' : 'b';
  const stake = BigInt(r.stake);
  const feeBp = Number(r.fee_bp);
  const status = r.status as 'playing' | 'finished' | 'forfeit' | 'void';
  const seeds = { serverSeed: r.server_seed, clientSeedA: r.client_seed_a, clientSeedB: r.client_seed_b };
  const rolledA = Number(r.rolled_a);
  const rolledB = Number(r.rolled_b);
  const rounds = Array.from({ length: PVP_ROUNDS }, (_, i) => {
    const dice = pvpRound(seeds, i);
    return { a: i < rolledA ? dice.a : null, b: i < rolledB ? dice.b : null };
  });
  const outcome = outcomeOf(status, r.result, side);
  const mine = side === 'a' ? rolledA : rolledB;
  const theirs = side === 'a' ? rolledB : rolledA;
  const playing = status === 'playing';
  return {
    id: Number(r.id),
    status,
    outcome,
    coin: r.coin,
    stake: usdt(stake),
    fee: usdt(pvpFee(stake, feeBp)),
    payout: usdt(pvpPayout(stake, feeBp)),
    fee_bp: feeBp,
    me: side,
    opponent: maskName((side === 'a' ? r.name_b : r.name_a) ?? ''),
    rolled_a: rolledA,
    rolled_b: rolledB,
    rounds,
    result: r.result,
    received: usdt(receivedOf(outcome, stake, feeBp)),
    can_roll: playing && mine <= theirs && mine < PVP_ROUNDS,
    grace_seconds: Number(r.grace_seconds),
    deadline_at: playing ? secs(r.last_action_at) + Number(r.grace_seconds) : null,
    now: Math.floor(nowMs / 1000),
    server_seed_hash: r.server_seed_hash,
    server_seed: playing ? null : r.server_seed,
    client_seed_a: r.client_seed_a,
    client_seed_b: r.client_seed_b,
    created_at: secs(r.created_at),
  };
}

async function matchRow(db: Db, matchId: number) {
  return one<MatchDbRow>(
    db,
    sql`select ${MATCH_COLUMNS} from pvp_matches m
        left join users ua on ua.id = m.player_a left join users ub on ub.id = m.player_b
        where m.id = ${matchId}`,
  );
}

async function ownMatchPlayer(db: Db, userId: number, matchId: number) {
  const m = await one<{ player_a: string | number; player_b: string | number }>(
    db,
    sql`select player_a, player_b from pvp_matches where id = ${matchId}`,
  );
  if (!m || (Number(m.player_a) !== userId && Number(m.player_b) !== userId)) throw new AppError('NOT_FOUND');
}

/** One of the caller's matches; reading settles it when its grace ran out. */
export async function getMatch(db: Db, userId: number, matchId: number, nowMs: number) {
  await ownMatchPlayer(db, userId, matchId);
  await expireMatch(db, matchId, nowMs);
  const r = await matchRow(db, matchId);
  if (!r) throw new AppError('NOT_FOUND');
  return view(r, userId, nowMs);
}

export async function rollMatch(db: Db, userId: number, matchId: number, nowMs: number) {
  await ownMatchPlayer(db, userId, matchId);
  try {
    await roll(db, userId, matchId, nowMs);
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.CONFLICT) {
      const reason = /opponent/.test(error.message) ? 'turn' : 'over';
      throw new AppError('CONFLICT', reason === 'turn' ? 'Waiting for the opponent' : 'The match is over', { reason });
    }
    throw error;
  }
  return getMatch(db, userId, matchId, nowMs);
}

export async function myMatches(db: Db, userId: number, page: number) {
  const found = await rows<MatchDbRow>(
    db,
    sql`select ${MATCH_COLUMNS} from pvp_matches m
        left join users ua on ua.id = m.player_a left join users ub on ub.id = m.player_b
        where m.player_a = ${userId} or m.player_b = ${userId}
        order by m.id desc limit ${PAGE + 1} offset ${(page - 1) * PAGE}`,
  );
  const waiting = await one<EntryRow>(
    db,
    sql`select id, user_id, status, stake::text as stake, match_id from pvp_queue
        where user_id = ${userId} and status = 'waiting' limit 1`,
  );
  return {
    list: found.slice(0, PAGE).map((r) => {
      const side: 'a' | 'b' = Number(r.player_a) === userId ? 'a' : 'b';
      const outcome = outcomeOf(r.status, r.result, side);
      const stake = BigInt(r.stake);
      return {
        id: Number(r.id),
        status: r.status as 'playing' | 'finished' | 'forfeit' | 'void',
        outcome,
        stake: usdt(stake),
        received: usdt(receivedOf(outcome, stake, Number(r.fee_bp))),
        opponent: maskName((side === 'a' ? r.name_b : r.name_a) ?? ''),
        created_at: secs(r.created_at),
      };
    }),
    has_more: found.length > PAGE,
    waiting: waiting ? entryView(waiting) : null,
  };
}

// ---- operators ----

export async function opsMatches(db: Db, status: string, page: number) {
  const filter = status === 'all' ? sql`true` : sql`status = ${status}`;
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select id, market, coin, stake::text as stake, status, player_a, player_b, rolled_a, rolled_b, result,
          last_action_at, created_at
        from pvp_matches where ${filter} order by id desc limit ${PAGE + 1} offset ${(page - 1) * PAGE}`,
  );
  return {
    list: found.slice(0, PAGE).map((r) => ({
      id: Number(r.id),
      market: String(r.market),
      coin: String(r.coin),
      stake: usdt(BigInt(String(r.stake))),
      status: String(r.status) as 'playing' | 'finished' | 'forfeit' | 'void',
      player_a: Number(r.player_a),
      player_b: Number(r.player_b),
      rolled_a: Number(r.rolled_a),
      rolled_b: Number(r.rolled_b),
      result: String(r.result),
      last_action_at: secs(r.last_action_at as string),
      created_at: secs(r.created_at as string),
    })),
    has_more: found.length > PAGE,
  };
}

export async function opsBans(db: Db, page: number) {
  const found = await rows<{
    user_id: string | number;
    reason: string;
    operator_id: string | number | null;
    created_at: string;
  }>(
    db,
    sql`select user_id, reason, operator_id, created_at from pvp_bans
        order by created_at desc, user_id desc limit ${PAGE + 1} offset ${(page - 1) * PAGE}`,
  );
  return {
    list: found.slice(0, PAGE).map((r) => ({
      user_id: Number(r.user_id),
      reason: r.reason,
      operator_id: r.operator_id == null ? null : Number(r.operator_id),
      created_at: secs(r.created_at),
    })),
    has_more: found.length > PAGE,
  };
}

/** Bans or unbans a player; a ban also leaves (and refunds) the player's waiting entry. Audited. */
export async function setBan(
  db: Db,
  input: { userId: number; banned: boolean; reason: string },
  operator: { id: number; ip: string },
  nowMs: number,
) {
  if (input.banned && input.reason.trim().length === 0) throw fieldError({ reason: ['A reason is needed'] });
  const user = await one(db, sql`select 1 from users where id = ${input.userId}`);
  if (!user) throw fieldError({ user_id: ['No such player'] });
  await inTransaction(db, async (tx) => {
    const before = await one<{ reason: string }>(tx, sql`select reason from pvp_bans where user_id = ${input.userId}`);
    if (input.banned)
      await tx.execute(
        sql`insert into pvp_bans (user_id, reason, operator_id, created_at)
            values (${input.userId}, ${input.reason.trim()}, ${operator.id}, ${new Date(nowMs).toISOString()})
            on conflict (user_id) do update set reason = excluded.reason, operator_id = excluded.operator_id`,
      );
    else await tx.execute(sql`delete from pvp_bans where user_id = ${input.userId}`);
    await writeAudit(tx, {
      operatorId: operator.id,
      ip: operator.ip,
      action: input.banned ? 'pvp.ban' : 'pvp.unban',
      target: `user:${input.userId}`,
      before: { banned: Boolean(before), reason: before?.reason ?? null },
      after: { banned: input.banned, reason: input.banned ? input.reason.trim() : null },
    });
  });
  if (input.banned) await leaveQueue(db, input.userId);
  return { user_id: input.userId, banned: input.banned };
}
