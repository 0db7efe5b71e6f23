import { invest } from '@arcadia/contract';
import { opsInvestProductCreate, opsInvestProductStatus, opsInvestProducts } from '@arcadia/contract/ops/index';
import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../lib/periodic-job.ts';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import { testClock } from '../../lib/test-clock.ts';
import { marketOfHeader } from '../activity/recharge-rebate-service.ts';
import { areaOpsDeps, operatorOf } from '../ops/area-deps.ts';
import { registerOpsCall } from '../ops/register-ops-call.ts';
import { type InvestDeps, listPositions, listProducts, redeem, runInvestTick, subscribe } from './invest.ts';
import { opsInvestCreate, opsInvestList, opsInvestSetStatus } from './ops.ts';

/** How often the maturity job runs on every server process (each payout is claimed by a guarded update). */
const JOB_MS = 15_000;

/** Invest (issue 20, docs/invest.md): the players' calls under /svc/game/invest/ and the maturity job. */
export async function investRoutes(app: FastifyInstance) {
  const clock = testClock('invest');
  const deps: InvestDeps = { db: app.db, nowMs: clock.nowMs };

  registerCall(app, invest.investProducts, async (input, req) =>
    listProducts(deps, input.market ?? marketOfHeader(req.headers['country-code']), req.userId || undefined),
  );
  registerCall(app, invest.investSubscribe, async (input, req) => subscribe(deps, req.userId, requireKey(req), input));
  registerCall(app, invest.investPositions, async (input, req) => {
    // Maturity is paid by the job; a player looking at their positions also settles their own due ones first.
    await runInvestTick(deps);
    return listPositions(deps, req.userId, input.page ?? 1, invest.INVEST_POSITIONS_PAGE);
  });
  registerCall(app, invest.investRedeem, async (input, req) => redeem(deps, req.userId, input.position_id));

  // The console (invest.manage, docs/invest.md "Operator"): list, create, pause and resume products.
  const opsDeps = areaOpsDeps(app);
  registerOpsCall(app, opsDeps, opsInvestProducts, async (input) => opsInvestList(deps, input.market, input.page));
  registerOpsCall(app, opsDeps, opsInvestProductCreate, async (input, caller) =>
    opsInvestCreate(deps, operatorOf(caller), input),
  );
  registerOpsCall(app, opsDeps, opsInvestProductStatus, async (input, caller) =>
    opsInvestSetStatus(deps, operatorOf(caller), input),
  );

  runEvery(app, {
    name: 'invest maturities',
    everyMs: JOB_MS,
    run: async () => {
      const r = await runInvestTick(deps);
      return r.paid > 0 ? r : undefined;
    },
  });
}
