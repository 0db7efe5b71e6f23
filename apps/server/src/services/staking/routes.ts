import { staking } from '@arcadia/contract';
import { opsStakePoolCreate, opsStakePoolStatus, opsStakePools } from '@arcadia/contract/ops/index';
import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../lib/periodic-job.ts';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import { testClock } from '../../lib/test-clock.ts';
import { marketOfHeader } from '../activity/recharge-rebate-service.ts';
import { areaOpsDeps, operatorOf } from '../ops/area-deps.ts';
import { registerOpsCall } from '../ops/register-ops-call.ts';
import { opsStakeCreate, opsStakeList, opsStakeSetStatus } from './ops.ts';
import {
  claim,
  collect,
  deposit,
  listPools,
  listPositions,
  runStakeTick,
  type StakingDeps,
  unstake,
} from './staking.ts';

/** How often the release job runs on every server process (each release is claimed by a guarded update). */
const JOB_MS = 15_000;

/** Staking for yield (issue 20, docs/staking.md): the players' calls under /svc/stake/staking/ and the release job. */
export async function stakingRoutes(app: FastifyInstance) {
  const clock = testClock('stake');
  const deps: StakingDeps = {
    db: app.db,
    nowMs: clock.nowMs,
    cooldownMs: app.config.settings.STAKE_COOLDOWN_HOURS * 3_600_000,
  };

  registerCall(app, staking.stakingPools, async (input, req) =>
    listPools(deps, input.market ?? marketOfHeader(req.headers['country-code']), req.userId || undefined),
  );
  registerCall(app, staking.stakingDeposit, async (input, req) => deposit(deps, req.userId, requireKey(req), input));
  registerCall(app, staking.stakingPositions, async (input, req) =>
    listPositions(deps, req.userId, input.page ?? 1, staking.STAKING_POSITIONS_PAGE),
  );
  registerCall(app, staking.stakingClaim, async (input, req) => claim(deps, req.userId, input.position_id));
  registerCall(app, staking.stakingUnstake, async (input, req) => unstake(deps, req.userId, input.position_id));
  registerCall(app, staking.stakingCollect, async (input, req) => collect(deps, req.userId, input.position_id));

  // The console (staking.manage, docs/staking.md "Console"): list, create, pause and resume pools.
  const opsDeps = areaOpsDeps(app);
  registerOpsCall(app, opsDeps, opsStakePools, async (input) => opsStakeList(deps, input.market, input.page));
  registerOpsCall(app, opsDeps, opsStakePoolCreate, async (input, caller) =>
    opsStakeCreate(deps, operatorOf(caller), input),
  );
  registerOpsCall(app, opsDeps, opsStakePoolStatus, async (input, caller) =>
    opsStakeSetStatus(deps, operatorOf(caller), input),
  );

  runEvery(app, {
    name: 'stake releases',
    everyMs: JOB_MS,
    run: async () => {
      const r = await runStakeTick(deps);
      return r.returned > 0 ? r : undefined;
    },
  });
}
