import { rechargeRebate } from '@arcadia/contract';
import * as ops from '@arcadia/contract/ops/index';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { areaOpsDeps } from '../ops/area-deps.ts';
import type { OpsCaller } from '../ops/auth-service.ts';
import { registerOpsCall } from '../ops/register-ops-call.ts';
import { createRebate, endRebate, listRebates } from './recharge-rebate-ops.ts';
import { marketOfHeader, type RebateDeps, rebateClaim, rebateStatus } from './recharge-rebate-service.ts';

/**
 * The recharge rebate (docs/payments.md "Recharge rebate"): the players' calls under /svc/activity and the
 * console's campaigns under /ops-api/recharge-rebates (permission payments.campaigns).
 */
export async function rechargeRebateRoutes(app: FastifyInstance) {
  const settings = app.config.settings;
  const deps: RebateDeps = {
    db: app.db,
    kcPerUsdt: settings.RECHARGE_KC_PER_USDT,
    claimDays: settings.RECHARGE_REBATE_CLAIM_DAYS,
  };
  registerCall(app, rechargeRebate.rechargeRebateStatus, (_input, req) =>
    rebateStatus(deps, marketOfHeader(req.headers['country-code']), req.userId || undefined),
  );
  registerCall(app, rechargeRebate.rechargeRebateClaim, (input, req) =>
    rebateClaim(deps, req.userId, input.campaign_id, input.tier),
  );

  const opsDeps = areaOpsDeps(app);
  const must = (caller: OpsCaller | undefined) => caller as OpsCaller;
  registerOpsCall(app, opsDeps, ops.opsRechargeRebates, (input) => listRebates(deps, input.page));
  registerOpsCall(app, opsDeps, ops.opsRechargeRebatesCreate, (input, caller) =>
    createRebate(deps, must(caller), input),
  );
  registerOpsCall(app, opsDeps, ops.opsRechargeRebatesEnd, (input, caller) =>
    endRebate(deps, must(caller), input.campaign_id),
  );
}
