import { ErrorCode } from '@arcadia/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { voteCandidates, votePollOptions, votePolls, voteRounds, voteStakes } from '../../src/db/schema/index.ts';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { advanceTestClock, testClock } from '../../src/lib/test-clock.ts';
import { rewardShares, runVoteTick } from '../../src/services/vote/vote.ts';
import { lastAudit } from '../fortune/growth-support.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';
import { callerFor, expectLedgerOk, newKey, newPlayers, type Player, U, usdtOf } from '../lotto/support.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';

const call = callerFor('/svc/stake');

/**
 * Vote and stake (issue 20, docs/vote.md) through its calls, on both databases: listing, staking with good and bad
 * input, one key sent 50 times holding once, unstake refused before the end, settlement paying stakes back and the
 * reward pro rata (floored) exactly once when run twice and 20 at once, and polls with one vote per player. The vote
 * clock is moved forward in-process. The ledger is checked after each test.
 */

const HOUR = 3_600_000;
let market = 0;

async function round(t: TestApp, over: Partial<typeof voteRounds.$inferInsert> = {}) {
  const now = testClock('vote').nowMs();
  const [r] = await t.database.db
    .insert(voteRounds)
    .values({
      market: `v${String.fromCharCode(97 + (market++ % 26))}`,
      title: 'Test round',
      minStake: 1n * U,
      rewardPool: 100n * U,
      opensAt: new Date(now - HOUR),
      endsAt: new Date(now + HOUR),
      ...over,
    })
    .returning();
  const made = r as typeof voteRounds.$inferSelect;
  const cands = await t.database.db
    .insert(voteCandidates)
    .values(['A', 'B', 'C'].map((name, sort) => ({ roundId: made.id, name, sort })))
    .returning();
  return { round: made, c: cands.map((x) => x.id) as [number, number, number] };
}

const stake = (t: TestApp, p: Player, roundId: number, candidateId: number, amount: string, key = newKey()) =>
  call(t, p, '/vote/stake', { body: { round_id: roundId, candidate_id: candidateId, amount }, key });

describe.each(DB_KINDS)('vote (%s)', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => expectLedgerOk(t));

  it('lists a market’s rounds and polls with what the caller staked', async () => {
    const { round: r, c } = await round(t);
    const [a] = (await newPlayers(t, 1, 100n * U)) as [Player];
    const anon = await call(t, undefined, '/vote/rounds', { query: { market: r.market } });
    expect(anon.status).toBe(200);
    expect(anon.data.rounds).toHaveLength(1);
    expect(anon.data.rounds[0]).toMatchObject({ id: r.id, status: 'open', mine: '0', reward_pool: '100' });
    expect((await stake(t, a, r.id, c[0], '25')).status).toBe(200);
    const mine = await call(t, a, '/vote/rounds', { query: { market: r.market } });
    expect(mine.data.rounds[0]).toMatchObject({ mine: '25', total_staked: '25' });
    const detail = await call(t, a, '/vote/round', { query: { id: r.id } });
    expect(detail.status).toBe(200);
    expect(detail.data.candidates[0]).toMatchObject({ id: c[0], staked: '25', voters: 1 });
    expect(detail.data.my_stakes).toHaveLength(1);
    expect((await call(t, a, '/vote/rounds', { query: { market: 'VNM' } })).status).toBe(400);
    expect((await call(t, a, '/vote/round', { query: { id: 999_999 } })).status).toBe(404);
  });

  it('refuses bad input without moving money', async () => {
    const { round: r, c } = await round(t, { minStake: 10n * U });
    const other = await round(t);
    const [a] = (await newPlayers(t, 1, 100n * U)) as [Player];
    const cases: [object, string][] = [
      [{ round_id: r.id, candidate_id: c[0], amount: '5' }, 'amount'],
      [{ round_id: r.id, candidate_id: c[0], amount: '-1' }, 'amount'],
      [{ round_id: r.id, candidate_id: c[0], amount: '1.1234567' }, 'amount'],
      [{ round_id: r.id, candidate_id: other.c[0], amount: '10' }, 'candidate_id'],
      [{ round_id: 'x', candidate_id: c[0], amount: '10' }, 'round_id'],
      [{ round_id: r.id, candidate_id: c[0] }, 'amount'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t, a, '/vote/stake', { body, key: newKey() });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.data[field], JSON.stringify(body)).toBeDefined();
    }
    expect(
      (await call(t, a, '/vote/stake', { body: { round_id: r.id, candidate_id: c[0], amount: '10' } })).status,
    ).toBe(400);
    expect((await stake(t, a, 999_999, c[0], '10')).status).toBe(404);
    const [poor] = (await newPlayers(t, 1, 5n * U)) as [Player];
    const broke = await stake(t, poor, r.id, c[0], '20');
    expect(broke.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await usdtOf(t, poor.id)).toBe(5n * U);
    expect(await usdtOf(t, a.id)).toBe(100n * U);
    const now = testClock('vote').nowMs();
    const later = await round(t, { opensAt: new Date(now + HOUR), endsAt: new Date(now + 2 * HOUR) });
    const early = await stake(t, a, later.round.id, later.c[0], '10');
    expect(early.status).toBe(409);
    expect(early.data.reason).toBe('not_open');
    const [row] = await t.database.db.select().from(voteRounds).where(eq(voteRounds.id, r.id));
    expect(row?.totalStaked).toBe(0n);
  });

  it('one key sent 50 times at once holds the stake once', async () => {
    const { round: r, c } = await round(t);
    const [a] = (await newPlayers(t, 1, 100n * U)) as [Player];
    const key = newKey();
    const all = await Promise.all(Array.from({ length: 50 }, () => stake(t, a, r.id, c[1], '10', key)));
    for (const res of all) expect(res.status).toBe(200);
    expect(new Set(all.map((res) => res.data.stake.id)).size).toBe(1);
    expect(await usdtOf(t, a.id)).toBe(90n * U);
    const [row] = await t.database.db.select().from(voteRounds).where(eq(voteRounds.id, r.id));
    expect(row?.totalStaked).toBe(10n * U);
    const stakes = await t.database.db.select().from(voteStakes).where(eq(voteStakes.roundId, r.id));
    expect(stakes).toHaveLength(1);
  });

  it('a stake cannot be withdrawn before the round ends; after it, stakes come back with the reward', async () => {
    const { round: r, c } = await round(t, { rewardPool: 100n * U });
    const [a, b, d] = (await newPlayers(t, 3, 100n * U)) as [Player, Player, Player];
    expect((await stake(t, a, r.id, c[0], '20')).status).toBe(200);
    expect((await stake(t, b, r.id, c[0], '10')).status).toBe(200);
    expect((await stake(t, d, r.id, c[1], '25')).status).toBe(200);
    const locked = await call(t, a, '/vote/unstake', { body: { round_id: r.id } });
    expect(locked.status).toBe(409);
    expect(locked.data.reason).toBe('locked');
    expect(await usdtOf(t, a.id)).toBe(80n * U);
    advanceTestClock('vote', 2 * HOUR);
    const late = await stake(t, a, r.id, c[0], '5');
    expect(late.data.reason).toBe('not_open');
    const back = await call(t, a, '/vote/unstake', { body: { round_id: r.id } });
    expect(back.status).toBe(200);
    // A (30 on the winner, 20 of it A's): floor(100 * 20 / 30) = 66.666666, B floor(100 * 10 / 30) = 33.333333.
    expect(back.data.stakes[0]).toMatchObject({ status: 'returned', amount: '20', reward: '66.666666' });
    expect(await usdtOf(t, a.id)).toBe(100n * U + 66_666_666n);
    expect(await usdtOf(t, b.id)).toBe(100n * U + 33_333_333n);
    expect(await usdtOf(t, d.id)).toBe(100n * U);
    const detail = await call(t, d, '/vote/round', { query: { id: r.id } });
    expect(detail.data.round).toMatchObject({ status: 'settled', winner_id: c[0] });
    expect(detail.data.my_stakes[0]).toMatchObject({ status: 'returned', reward: '0' });
    const mine = await call(t, b, '/vote/stakes');
    expect(mine.data.stakes[0]).toMatchObject({ round_id: r.id, reward: '33.333333' });
    expect(await balanceOf(t.database.db, { system: 'vote' }, 'USDT')).toBeGreaterThanOrEqual(0n);
  });

  it('settlement run twice and 20 at once pays exactly once', async () => {
    const { round: r, c } = await round(t, { rewardPool: 10n * U });
    const players = await newPlayers(t, 3, 50n * U);
    for (const [i, p] of players.entries())
      expect((await stake(t, p, r.id, c[i === 2 ? 1 : 2], '10')).status).toBe(200);
    const deps = { db: t.database.db, nowMs: testClock('vote').nowMs };
    await runVoteTick(deps);
    const [still] = await t.database.db.select().from(voteRounds).where(eq(voteRounds.id, r.id));
    expect(still?.status).toBe('open');
    advanceTestClock('vote', 2 * HOUR);
    const runs = await Promise.all(Array.from({ length: 20 }, () => runVoteTick(deps)));
    expect(runs.reduce((n, x) => n + x.settled, 0)).toBeGreaterThanOrEqual(1);
    expect((await runVoteTick(deps)).settled).toBe(0);
    const [row] = await t.database.db.select().from(voteRounds).where(eq(voteRounds.id, r.id));
    expect(row).toMatchObject({ status: 'settled', winnerId: c[2] });
    // Two voters of C share 10: 5 each; the voter of B gets the stake back only.
    expect(await usdtOf(t, (players[0] as Player).id)).toBe(55n * U);
    expect(await usdtOf(t, (players[1] as Player).id)).toBe(55n * U);
    expect(await usdtOf(t, (players[2] as Player).id)).toBe(50n * U);
  });

  it('reward shares are floored and never exceed the pool', () => {
    expect(rewardShares(100n, [1n, 1n, 1n])).toEqual([33n, 33n, 33n]);
    expect(rewardShares(0n, [5n])).toEqual([0n]);
    expect(rewardShares(10n, [])).toEqual([]);
  });

  it('polls: one vote per player, counts shown after voting', async () => {
    const [p] = await t.database.db.insert(votePolls).values({ market: 'vz', question: 'Q?' }).returning();
    const poll = p as typeof votePolls.$inferSelect;
    const opts = await t.database.db
      .insert(votePollOptions)
      .values(['x', 'y'].map((label, sort) => ({ pollId: poll.id, label, sort })))
      .returning();
    const [a, b] = (await newPlayers(t, 2)) as [Player, Player];
    const before = await call(t, a, '/vote/poll', { query: { id: poll.id } });
    expect(before.status).toBe(200);
    expect(before.data.poll).toMatchObject({ my_option_id: null, total_votes: null });
    expect(before.data.poll.options[0].votes).toBeNull();
    const o0 = (opts[0] as { id: number }).id;
    const o1 = (opts[1] as { id: number }).id;
    const all = await Promise.all(
      Array.from({ length: 10 }, () => call(t, a, '/vote/poll/vote', { body: { poll_id: poll.id, option_id: o0 } })),
    );
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of all.filter((r) => r.status !== 200)) expect(r.data.reason).toBe('already_voted');
    const voted = await call(t, b, '/vote/poll/vote', { body: { poll_id: poll.id, option_id: o1 } });
    expect(voted.data.poll).toMatchObject({ my_option_id: o1, total_votes: 2 });
    expect(voted.data.poll.options.map((o: { votes: number }) => o.votes)).toEqual([1, 1]);
    const bad = await call(t, b, '/vote/poll/vote', { body: { poll_id: poll.id, option_id: 999_999 } });
    expect(bad.status).toBe(400);
    expect(bad.data.option_id).toBeDefined();
    expect((await call(t, b, '/vote/poll/vote', { body: { poll_id: poll.id } })).status).toBe(400);
    expect((await call(t, b, '/vote/poll', { query: { id: 999_999 } })).status).toBe(404);
    const anon = await call(t, undefined, '/vote/poll/vote', { body: { poll_id: poll.id, option_id: o0 } });
    expect(anon.code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('operators with vote.manage open rounds and polls players then see, audited; others are refused', async () => {
    const viewer = await signedInOperator(t, 'viewer');
    expect((await opsCall(t.app, '/vote/rounds', {}, viewer.token)).body.code).toBe(ErrorCode.FORBIDDEN);
    const content = await signedInOperator(t, 'content');
    const ends = Math.floor(testClock('vote').nowMs() / 1000) + 3600;
    const good = {
      market: 'th',
      title: 'Game of the month',
      min_stake: '1',
      reward_pool: '20',
      ends_at: ends,
      candidates: [{ name: 'Dice', hue: 30, glyph: '⚄' }, { name: 'Hi-Lo' }],
    };
    const refused = await opsCall(t.app, '/vote/rounds/create', good, viewer.token);
    expect(refused.body.code).toBe(ErrorCode.FORBIDDEN);
    const bad = await opsCall(
      t.app,
      '/vote/rounds/create',
      { ...good, title: '<b>x</b>', min_stake: '0', candidates: [{ name: 'Only' }] },
      content.token,
    );
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    expect(Object.keys(bad.body.data).sort()).toEqual(['candidates', 'title']);
    const zero = await opsCall(t.app, '/vote/rounds/create', { ...good, min_stake: '0' }, content.token);
    expect(zero.body.data).toEqual({ min_stake: ['must be more than 0'] });
    const past = await opsCall(t.app, '/vote/rounds/create', { ...good, ends_at: ends - 7200 }, content.token);
    expect(past.body.data).toEqual({ ends_at: ['must be after the start'] });
    expect(await t.database.db.select().from(voteRounds).where(eq(voteRounds.market, 'th'))).toEqual([]);

    const made = await opsCall(t.app, '/vote/rounds/create', good, content.token);
    expect(made.body.code).toBe(0);
    expect(made.body.data.round).toMatchObject({ market: 'th', status: 'open', reward_pool: '20', min_stake: '1' });
    const audit = await lastAudit(t, 'vote.round_create');
    expect(audit?.after).toMatchObject({ market: 'th', candidates: ['Dice', 'Hi-Lo'] });
    const poll = await opsCall(
      t.app,
      '/vote/polls/create',
      { market: 'th', question: 'Next event?', options: ['Race', 'Draw'] },
      content.token,
    );
    expect(poll.body.data.poll.options.map((o: { votes: number }) => o.votes)).toEqual([0, 0]);

    const seen = await call(t, undefined, '/vote/rounds', { query: { market: 'th' } });
    expect(seen.data.rounds.map((r: { title: string }) => r.title)).toContain('Game of the month');
    expect(seen.data.polls.map((p: { question: string }) => p.question)).toContain('Next event?');
    const detail = await call(t, undefined, '/vote/round', { query: { id: made.body.data.round.id } });
    expect(detail.data.candidates.map((c: { name: string }) => c.name)).toEqual(['Dice', 'Hi-Lo']);
    const listed = await opsCall(t.app, '/vote/rounds', { market: 'th' }, content.token);
    expect(listed.body.data.list).toHaveLength(1);
  });
});
