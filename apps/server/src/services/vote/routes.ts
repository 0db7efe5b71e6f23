import { vote } from '@arcadia/contract';
import { opsVotePollCreate, opsVoteRoundCreate, opsVoteRounds } from '@arcadia/contract/ops/index';
import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../lib/periodic-job.ts';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import { testClock } from '../../lib/test-clock.ts';
import { marketOfHeader } from '../activity/recharge-rebate-service.ts';
import { areaOpsDeps, operatorOf } from '../ops/area-deps.ts';
import { registerOpsCall } from '../ops/register-ops-call.ts';
import { opsCreatePoll, opsCreateRound, opsVoteList } from './ops.ts';
import {
  listRounds,
  listStakes,
  pollDetail,
  pollVote,
  roundDetail,
  runVoteTick,
  stake,
  unstake,
  type VoteDeps,
} from './vote.ts';

/** How often the settlement job runs on every server process (each settlement is claimed by a guarded update). */
const JOB_MS = 15_000;

/**
 * Vote and stake (issue 20, docs/vote.md): the players' calls under /svc/stake/vote/, the console's (vote.manage: list,
 * open a round, open a poll) and the settlement job.
 */
export async function voteRoutes(app: FastifyInstance) {
  const clock = testClock('vote');
  const deps: VoteDeps = { db: app.db, nowMs: clock.nowMs };

  registerCall(app, vote.voteRounds, async (input, req) =>
    listRounds(deps, input.market ?? marketOfHeader(req.headers['country-code']), req.userId || undefined),
  );
  registerCall(app, vote.voteRoundDetail, async (input, req) => roundDetail(deps, input.id, req.userId || undefined));
  registerCall(app, vote.voteStakeCall, async (input, req) => stake(deps, req.userId, requireKey(req), input));
  registerCall(app, vote.voteUnstake, async (input, req) => unstake(deps, req.userId, input.round_id));
  registerCall(app, vote.voteMyStakes, async (input, req) =>
    listStakes(deps, req.userId, input.page ?? 1, vote.VOTE_STAKES_PAGE),
  );
  registerCall(app, vote.pollDetail, async (input, req) => pollDetail(deps, input.id, req.userId || undefined));
  registerCall(app, vote.pollVote, async (input, req) => pollVote(deps, req.userId, input));

  const opsDeps = areaOpsDeps(app);
  registerOpsCall(app, opsDeps, opsVoteRounds, async (input) => opsVoteList(deps, input.market, input.page));
  registerOpsCall(app, opsDeps, opsVoteRoundCreate, async (input, caller) =>
    opsCreateRound(deps, operatorOf(caller), input),
  );
  registerOpsCall(app, opsDeps, opsVotePollCreate, async (input, caller) =>
    opsCreatePoll(deps, operatorOf(caller), input),
  );

  runEvery(app, {
    name: 'vote settlements',
    everyMs: JOB_MS,
    run: async () => {
      const r = await runVoteTick(deps);
      return r.settled > 0 ? r : undefined;
    },
  });
}
