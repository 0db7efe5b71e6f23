import { desc, eq } from 'drizzle-orm';
import { asDb } from '../../db/client.ts';
import { voteCandidates, votePollOptions, votePolls, voteRounds } from '../../db/schema/index.ts';
import { toMinor } from '../../ledger/coins.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { fieldError } from '../../lib/errors.ts';
import { writeAudit } from '../ops/audit.ts';
import { COIN, pollView, roundView, runVoteTick, usdt, type VoteDeps } from './vote.ts';

/**
 * The console's side of vote (docs/vote.md, "Operators"): every market's rounds and polls with their totals, and
 * opening new ones, each audited in the transaction that writes it.
 */

const PAGE = 20;
const YEAR_MS = 366 * 86_400_000;

interface Operator {
  id: number;
  ip: string;
}

export async function opsVoteList(deps: VoteDeps, market: string | undefined, page: number) {
  await runVoteTick(deps);
  const where = market ? eq(voteRounds.market, market) : undefined;
  const rounds = await deps.db
    .select()
    .from(voteRounds)
    .where(where)
    .orderBy(desc(voteRounds.id))
    .limit(PAGE + 1)
    .offset((page - 1) * PAGE);
  const polls = await deps.db
    .select()
    .from(votePolls)
    .where(market ? eq(votePolls.market, market) : undefined)
    .orderBy(desc(votePolls.id))
    .limit(PAGE)
    .offset((page - 1) * PAGE);
  const nowMs = deps.nowMs();
  return {
    list: rounds.slice(0, PAGE).map((r) => roundView(r, 0n, nowMs)),
    polls: await Promise.all(polls.map((p) => pollView(deps, p, undefined, true))),
    has_more: rounds.length > PAGE,
  };
}

/** USDT minor units of a decimal string, or the field error. */
function minor(field: string, value: string, allowZero: boolean): bigint {
  const amount = toMinor(value, 6);
  if (amount === undefined || amount < 0n || (!allowZero && amount === 0n))
    throw fieldError({ [field]: [allowZero ? 'must be 0 or more' : 'must be more than 0'] });
  return amount;
}

export async function opsCreateRound(
  deps: VoteDeps,
  operator: Operator,
  input: {
    market: string;
    title: string;
    min_stake: string;
    reward_pool: string;
    opens_at?: number | undefined;
    ends_at: number;
    candidates: { name: string; hue: number; glyph: string }[];
  },
) {
  const nowMs = deps.nowMs();
  const opensAt = new Date(input.opens_at ? input.opens_at * 1000 : nowMs);
  const endsAt = new Date(input.ends_at * 1000);
  if (endsAt.getTime() <= Math.max(opensAt.getTime(), nowMs))
    throw fieldError({ ends_at: ['must be after the start'] });
  if (endsAt.getTime() - nowMs > YEAR_MS) throw fieldError({ ends_at: ['must be within a year'] });
  const minStake = minor('min_stake', input.min_stake, false);
  const rewardPool = minor('reward_pool', input.reward_pool, true);
  return inTransaction(deps.db, async (tx) => {
    const [round] = await asDb(tx)
      .insert(voteRounds)
      .values({ market: input.market, title: input.title, minStake, rewardPool, opensAt, endsAt })
      .returning();
    if (!round) throw new Error('vote round insert returned nothing');
    await asDb(tx)
      .insert(voteCandidates)
      .values(
        input.candidates.map((c, i) => ({ roundId: round.id, name: c.name, hue: c.hue, glyph: c.glyph, sort: i })),
      );
    await writeAudit(tx, {
      operatorId: operator.id,
      ip: operator.ip,
      action: 'vote.round_create',
      target: `vote_round:${round.id}`,
      after: {
        market: round.market,
        title: round.title,
        coin: COIN,
        min_stake: usdt(minStake),
        reward_pool: usdt(rewardPool),
        ends_at: input.ends_at,
        candidates: input.candidates.map((c) => c.name),
      },
    });
    return { round: roundView(round, 0n, nowMs) };
  });
}

export async function opsCreatePoll(
  deps: VoteDeps,
  operator: Operator,
  input: { market: string; question: string; options: string[]; ends_at?: number | undefined },
) {
  const endsAt = input.ends_at ? new Date(input.ends_at * 1000) : null;
  if (endsAt && endsAt.getTime() <= deps.nowMs()) throw fieldError({ ends_at: ['must be in the future'] });
  const created = await inTransaction(deps.db, async (tx) => {
    const [poll] = await asDb(tx)
      .insert(votePolls)
      .values({ market: input.market, question: input.question, endsAt })
      .returning();
    if (!poll) throw new Error('poll insert returned nothing');
    await asDb(tx)
      .insert(votePollOptions)
      .values(input.options.map((label, i) => ({ pollId: poll.id, label, sort: i })));
    await writeAudit(tx, {
      operatorId: operator.id,
      ip: operator.ip,
      action: 'vote.poll_create',
      target: `vote_poll:${poll.id}`,
      after: { market: poll.market, question: poll.question, options: input.options, ends_at: input.ends_at ?? null },
    });
    return poll;
  });
  return { poll: await pollView(deps, created, undefined, true) };
}
