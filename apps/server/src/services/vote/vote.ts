import type { Poll, VoteCandidate, VoteRound, VoteStake } from '@arcadia/contract/calls/vote/common';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  voteCandidates,
  votePollOptions,
  votePolls,
  votePollVotes,
  voteRounds,
  voteStakes,
} from '../../db/schema/index.ts';
import { accountId } from '../../ledger/accounts.ts';
import { coinOf, fromMinor, toMinor } from '../../ledger/coins.ts';
import { balanceOf, inTransaction, move, type ResolvedLeg } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';

/**
 * Vote and stake (issue 20, docs/vote.md). A round's life:
 *
 *   upcoming ──opens_at──▶ open ──ends_at──▶ ended ──settle (job, or any read)──▶ settled
 *
 * Only `open` and `settled` are stored; upcoming/ended are derived from the vote clock. A stake locks the round row,
 * checks the window and the minimum, raises the candidate's and the round's totals, records the stake and moves the
 * USDT from the player to the `vote` account, all in one transaction. Settling is a guarded update (status 'open' ->
 * 'settled', ends_at passed) followed in the same transaction by one ledger move per voter keyed
 * `vote:settle:<round>:<user>`: the stakes back from `vote`, plus the voter's share of the reward pool from the house.
 * The winner is the candidate with the most staked (ties: the lower sort, then id). A winner voter's share is
 * floor(pool * their stake on the winner / winner's total); the rounding remainder is never paid and stays with the
 * house. A round nobody staked on settles with no winner and pays nothing.
 */

export const COIN = 'USDT' as CoinCode;
const DECIMALS = coinOf(COIN).decimals;
export const usdt = (minor: bigint) => fromMinor(minor, DECIMALS);
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const asDb = (db: Exec | Db) => db as Db;

export interface VoteDeps {
  db: Db;
  /** The vote area's clock (testClock('vote') in the app; tests inject their own). */
  nowMs: () => number;
}

type RoundRow = typeof voteRounds.$inferSelect;
type CandidateRow = typeof voteCandidates.$inferSelect;
type StakeRow = typeof voteStakes.$inferSelect;

function roundStatus(r: RoundRow, nowMs: number): VoteRound['status'] {
  if (r.status === 'settled') return 'settled';
  if (nowMs < r.opensAt.getTime()) return 'upcoming';
  if (nowMs >= r.endsAt.getTime()) return 'ended';
  return 'open';
}

export function roundView(r: RoundRow, mine: bigint, nowMs: number): VoteRound {
  return {
    id: r.id,
    market: r.market,
    title: r.title,
    coin: 'USDT',
    min_stake: usdt(r.minStake),
    reward_pool: usdt(r.rewardPool),
    total_staked: usdt(r.totalStaked),
    opens_at: seconds(r.opensAt),
    ends_at: seconds(r.endsAt),
    status: roundStatus(r, nowMs),
    winner_id: r.winnerId ?? null,
    mine: usdt(mine),
  };
}

function stakeView(s: StakeRow, round: { title: string }, candidate: { name: string }): VoteStake {
  return {
    id: s.id,
    round_id: s.roundId,
    round_title: round.title,
    candidate_id: s.candidateId,
    candidate_name: candidate.name,
    amount: usdt(s.amount),
    status: s.status as VoteStake['status'],
    reward: usdt(s.reward),
    created_at: seconds(s.createdAt),
  };
}

async function roundOf(db: Exec, id: number, lock = false): Promise<RoundRow | undefined> {
  const q = asDb(db).select().from(voteRounds).where(eq(voteRounds.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

async function mineByRound(db: Db, userId: number | undefined, roundIds: number[]) {
  const mine = new Map<number, bigint>();
  if (!userId || roundIds.length === 0) return mine;
  const held = await db
    .select({ roundId: voteStakes.roundId, total: sql<string>`sum(${voteStakes.amount})::text` })
    .from(voteStakes)
    .where(and(eq(voteStakes.userId, userId), inArray(voteStakes.roundId, roundIds)))
    .groupBy(voteStakes.roundId);
  for (const h of held) mine.set(Number(h.roundId), BigInt(h.total));
  return mine;
}

export async function listRounds(deps: VoteDeps, market: string, userId: number | undefined) {
  await runVoteTick(deps);
  const rounds = await deps.db
    .select()
    .from(voteRounds)
    .where(eq(voteRounds.market, market))
    .orderBy(desc(voteRounds.endsAt), desc(voteRounds.id))
    .limit(50);
  const mine = await mineByRound(
    deps.db,
    userId,
    rounds.map((r) => r.id),
  );
  const nowMs = deps.nowMs();
  const polls = await deps.db
    .select()
    .from(votePolls)
    .where(eq(votePolls.market, market))
    .orderBy(desc(votePolls.id))
    .limit(20);
  return {
    rounds: rounds.map((r) => roundView(r, mine.get(r.id) ?? 0n, nowMs)),
    polls: await Promise.all(polls.map((p) => pollView(deps, p, userId))),
    now: seconds(new Date(nowMs)),
  };
}

async function candidatesOf(db: Db, roundId: number): Promise<VoteCandidate[]> {
  const rows = await db
    .select()
    .from(voteCandidates)
    .where(eq(voteCandidates.roundId, roundId))
    .orderBy(asc(voteCandidates.sort), asc(voteCandidates.id));
  const voters = await db
    .select({ id: voteStakes.candidateId, n: sql<number>`count(distinct ${voteStakes.userId})::int` })
    .from(voteStakes)
    .where(eq(voteStakes.roundId, roundId))
    .groupBy(voteStakes.candidateId);
  const count = new Map(voters.map((v) => [Number(v.id), Number(v.n)]));
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    hue: c.hue,
    glyph: c.glyph,
    staked: usdt(c.staked),
    voters: count.get(c.id) ?? 0,
  }));
}

async function myStakesIn(db: Db, userId: number, roundId: number): Promise<VoteStake[]> {
  const rows = await db
    .select({ s: voteStakes, r: voteRounds, c: voteCandidates })
    .from(voteStakes)
    .innerJoin(voteRounds, eq(voteRounds.id, voteStakes.roundId))
    .innerJoin(voteCandidates, eq(voteCandidates.id, voteStakes.candidateId))
    .where(and(eq(voteStakes.userId, userId), eq(voteStakes.roundId, roundId)))
    .orderBy(desc(voteStakes.id));
  return rows.map((x) => stakeView(x.s, x.r, x.c));
}

export async function roundDetail(deps: VoteDeps, id: number, userId: number | undefined) {
  let round = await roundOf(deps.db, id);
  if (!round) throw new AppError('NOT_FOUND');
  if (round.status === 'open' && deps.nowMs() >= round.endsAt.getTime()) {
    await settleRound(deps, round.id);
    round = (await roundOf(deps.db, id)) as RoundRow;
  }
  const my = userId ? await myStakesIn(deps.db, userId, id) : [];
  const mine = my.reduce((n, s) => n + (toMinor(s.amount, DECIMALS) ?? 0n), 0n);
  const nowMs = deps.nowMs();
  return {
    round: roundView(round, mine, nowMs),
    candidates: await candidatesOf(deps.db, id),
    my_stakes: my,
    now: seconds(new Date(nowMs)),
  };
}

async function byKey(db: Db, userId: number, key: string) {
  const [s] = await db
    .select()
    .from(voteStakes)
    .where(and(eq(voteStakes.userId, userId), eq(voteStakes.idempotencyKey, key)));
  return s;
}

async function stakeAnswer(deps: VoteDeps, userId: number, s: StakeRow) {
  const round = (await roundOf(deps.db, s.roundId)) as RoundRow;
  const [candidate] = await deps.db.select().from(voteCandidates).where(eq(voteCandidates.id, s.candidateId));
  return {
    stake: stakeView(s, round, candidate as CandidateRow),
    balance: usdt(await balanceOf(deps.db, { userId }, COIN)),
  };
}

export async function stake(
  deps: VoteDeps,
  userId: number,
  key: string,
  input: { round_id: number; candidate_id: number; amount: string },
) {
  const amount = toMinor(input.amount, DECIMALS);
  if (amount === undefined || amount <= 0n) throw fieldError({ amount: ['invalid'] });
  const first = await byKey(deps.db, userId, key);
  if (first) return stakeAnswer(deps, userId, first);
  const round = await roundOf(deps.db, input.round_id);
  if (!round) throw new AppError('NOT_FOUND');
  const [candidate] = await deps.db
    .select()
    .from(voteCandidates)
    .where(and(eq(voteCandidates.id, input.candidate_id), eq(voteCandidates.roundId, round.id)));
  if (!candidate) throw fieldError({ candidate_id: ['unknown'] });
  if (amount < round.minStake) throw fieldError({ amount: ['below_minimum'] });
  const ids = {
    user: await accountId(deps.db, { userId }, COIN),
    pool: await accountId(deps.db, { system: 'vote' }, COIN),
  };
  try {
    const row = await inTransaction(deps.db, async (tx) => {
      const r = await roundOf(tx, round.id, true);
      const nowMs = deps.nowMs();
      if (!r || roundStatus(r, nowMs) !== 'open') throw new AppError('CONFLICT', undefined, { reason: 'not_open' });
      await asDb(tx)
        .update(voteRounds)
        .set({ totalStaked: sql`${voteRounds.totalStaked} + ${String(amount)}::bigint` })
        .where(eq(voteRounds.id, r.id));
      await asDb(tx)
        .update(voteCandidates)
        .set({ staked: sql`${voteCandidates.staked} + ${String(amount)}::bigint` })
        .where(eq(voteCandidates.id, candidate.id));
      const [s] = await asDb(tx)
        .insert(voteStakes)
        .values({
          roundId: r.id,
          candidateId: candidate.id,
          userId,
          amount,
          idempotencyKey: key,
          createdAt: new Date(nowMs),
        })
        .returning();
      const made = s as StakeRow;
      await move(tx, [{ debitId: ids.user, creditId: ids.pool, coin: COIN, amount, kind: 'vote_stake' }], {
        reference: `vote:${r.id}`,
        idempotencyKey: `vote:stake:${made.id}`,
      });
      return made;
    });
    return stakeAnswer(deps, userId, row);
  } catch (error) {
    // The same key sent twice at once: the loser's insert hits the unique key and rolls back.
    const again = await byKey(deps.db, userId, key);
    if (again) return stakeAnswer(deps, userId, again);
    throw error;
  }
}

/** Reward shares: floor(pool * stake / winnerTotal) per winning stake; the remainder stays with the house. */
export function rewardShares(pool: bigint, winning: bigint[]): bigint[] {
  const total = winning.reduce((a, b) => a + b, 0n);
  if (total <= 0n || pool <= 0n) return winning.map(() => 0n);
  return winning.map((s) => (pool * s) / total);
}

/**
 * Settles one round if it is open and past its end: returns every stake and pays the winner's voters. Returns true
 * when this call settled it, false when it was not due or someone else settled it first.
 */
export async function settleRound(deps: VoteDeps, roundId: number): Promise<boolean> {
  const now = new Date(deps.nowMs());
  const pool = await accountId(deps.db, { system: 'vote' }, COIN);
  const house = await accountId(deps.db, { system: 'house' }, COIN);
  return inTransaction(deps.db, async (tx) => {
    const db = asDb(tx);
    // Claimed first: the row lock waits out a stake still committing, so the totals read next are final.
    const [closed] = await db
      .update(voteRounds)
      .set({ status: 'settled', settledAt: now })
      .where(and(eq(voteRounds.id, roundId), eq(voteRounds.status, 'open'), lte(voteRounds.endsAt, now)))
      .returning();
    if (!closed) return false;
    const cands = await db
      .select()
      .from(voteCandidates)
      .where(eq(voteCandidates.roundId, roundId))
      .orderBy(desc(voteCandidates.staked), asc(voteCandidates.sort), asc(voteCandidates.id));
    const top = cands[0];
    const winner = top && top.staked > 0n ? top : undefined;
    if (winner) await db.update(voteRounds).set({ winnerId: winner.id }).where(eq(voteRounds.id, roundId));
    const stakes = await db
      .select()
      .from(voteStakes)
      .where(and(eq(voteStakes.roundId, roundId), eq(voteStakes.status, 'locked')))
      .orderBy(asc(voteStakes.id));
    const winning = stakes.filter((s) => winner && s.candidateId === winner.id);
    const shares = rewardShares(
      closed.rewardPool,
      winning.map((s) => s.amount),
    );
    const rewardOf = new Map(winning.map((s, i) => [s.id, shares[i] ?? 0n]));
    const perUser = new Map<number, { back: bigint; reward: bigint }>();
    for (const s of stakes) {
      const reward = rewardOf.get(s.id) ?? 0n;
      await db.update(voteStakes).set({ status: 'returned', reward }).where(eq(voteStakes.id, s.id));
      const u = perUser.get(s.userId) ?? { back: 0n, reward: 0n };
      u.back += s.amount;
      u.reward += reward;
      perUser.set(s.userId, u);
    }
    for (const [userId, u] of perUser) {
      const user = await accountId(tx, { userId }, COIN);
      const legs: ResolvedLeg[] = [{ debitId: pool, creditId: user, coin: COIN, amount: u.back, kind: 'vote_return' }];
      if (u.reward > 0n)
        legs.push({ debitId: house, creditId: user, coin: COIN, amount: u.reward, kind: 'vote_reward' });
      await move(tx, legs, { reference: `vote:${roundId}`, idempotencyKey: `vote:settle:${roundId}:${userId}` });
    }
    return true;
  });
}

/** The settlement job: settles every open round past its end at the vote clock's now. Safe to run twice or at once. */
export async function runVoteTick(deps: VoteDeps, limit = 50) {
  const due = await deps.db
    .select({ id: voteRounds.id })
    .from(voteRounds)
    .where(and(eq(voteRounds.status, 'open'), lte(voteRounds.endsAt, new Date(deps.nowMs()))))
    .orderBy(asc(voteRounds.endsAt))
    .limit(limit);
  let settled = 0;
  for (const r of due) if (await settleRound(deps, r.id)) settled += 1;
  return { settled };
}

export async function unstake(deps: VoteDeps, userId: number, roundId: number) {
  const round = await roundOf(deps.db, roundId);
  if (!round) throw new AppError('NOT_FOUND');
  if (round.status === 'open') {
    if (deps.nowMs() < round.endsAt.getTime()) throw new AppError('CONFLICT', undefined, { reason: 'locked' });
    await settleRound(deps, roundId);
  }
  return {
    stakes: await myStakesIn(deps.db, userId, roundId),
    balance: usdt(await balanceOf(deps.db, { userId }, COIN)),
  };
}

export async function listStakes(deps: VoteDeps, userId: number, page: number, size: number) {
  await runVoteTick(deps);
  const rows = await deps.db
    .select({ s: voteStakes, r: voteRounds, c: voteCandidates })
    .from(voteStakes)
    .innerJoin(voteRounds, eq(voteRounds.id, voteStakes.roundId))
    .innerJoin(voteCandidates, eq(voteCandidates.id, voteStakes.candidateId))
    .where(eq(voteStakes.userId, userId))
    .orderBy(desc(voteStakes.id))
    .limit(size)
    .offset((page - 1) * size);
  return { stakes: rows.map((x) => stakeView(x.s, x.r, x.c)), now: seconds(new Date(deps.nowMs())) };
}

// ---- polls -------------------------------------------------------------------------------------------------------

type PollRow = typeof votePolls.$inferSelect;

/** A poll as `userId` sees it: counts once they voted or it ended; `operator` always sees them. */
export async function pollView(
  deps: VoteDeps,
  p: PollRow,
  userId: number | undefined,
  operator = false,
): Promise<Poll> {
  const options = await deps.db
    .select()
    .from(votePollOptions)
    .where(eq(votePollOptions.pollId, p.id))
    .orderBy(asc(votePollOptions.sort), asc(votePollOptions.id));
  let mine: number | null = null;
  if (userId) {
    const [v] = await deps.db
      .select({ optionId: votePollVotes.optionId })
      .from(votePollVotes)
      .where(and(eq(votePollVotes.pollId, p.id), eq(votePollVotes.userId, userId)));
    mine = v ? Number(v.optionId) : null;
  }
  const ended = p.endsAt !== null && deps.nowMs() >= p.endsAt.getTime();
  const show = operator || ended || mine !== null;
  return {
    id: p.id,
    market: p.market,
    question: p.question,
    options: options.map((o) => ({ id: o.id, label: o.label, votes: show ? o.votes : null })),
    ends_at: p.endsAt ? seconds(p.endsAt) : null,
    total_votes: show ? options.reduce((n, o) => n + o.votes, 0) : null,
    my_option_id: mine,
    ended,
  };
}

export async function pollDetail(deps: VoteDeps, id: number, userId: number | undefined) {
  const [p] = await deps.db.select().from(votePolls).where(eq(votePolls.id, id));
  if (!p) throw new AppError('NOT_FOUND');
  return { poll: await pollView(deps, p, userId) };
}

export async function pollVote(deps: VoteDeps, userId: number, input: { poll_id: number; option_id: number }) {
  const [p] = await deps.db.select().from(votePolls).where(eq(votePolls.id, input.poll_id));
  if (!p) throw new AppError('NOT_FOUND');
  const [option] = await deps.db
    .select()
    .from(votePollOptions)
    .where(and(eq(votePollOptions.id, input.option_id), eq(votePollOptions.pollId, p.id)));
  if (!option) throw fieldError({ option_id: ['unknown'] });
  if (p.endsAt !== null && deps.nowMs() >= p.endsAt.getTime())
    throw new AppError('CONFLICT', undefined, { reason: 'ended' });
  try {
    await inTransaction(deps.db, async (tx) => {
      await asDb(tx).insert(votePollVotes).values({ pollId: p.id, optionId: option.id, userId });
      await asDb(tx)
        .update(votePollOptions)
        .set({ votes: sql`${votePollOptions.votes} + 1` })
        .where(eq(votePollOptions.id, option.id));
    });
  } catch (error) {
    const [v] = await deps.db
      .select({ id: votePollVotes.id })
      .from(votePollVotes)
      .where(and(eq(votePollVotes.pollId, p.id), eq(votePollVotes.userId, userId)));
    if (v) throw new AppError('CONFLICT', undefined, { reason: 'already_voted' });
    throw error;
  }
  return { poll: await pollView(deps, p, userId) };
}
