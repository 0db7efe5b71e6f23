import { fortune } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../lib/periodic-job.ts';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import { inviteJoin } from '../fortune-invites/index.ts';
import { withdrawRulesFrom } from '../payment/withdraw-service.ts';
import { requestMarket } from './access.ts';
import { assetDetail, assetList } from './assets-service.ts';
import { reportUserAction, updateGaClientId } from './attribution-service.ts';
import { expireBonuses, lockedDetail, systemIds, unlock } from './bonus-service.ts';
import { assertDepositAllowed, depositAllowance } from './limits.ts';
import {
  firstDepositHook,
  fortuneRecharge,
  fortuneWithdraw,
  type MoneyDeps,
  recentWithdrawLogs,
  rechargeConf,
} from './money-service.ts';
import { availableCountries, type PlayerDeps, query, register } from './player-service.ts';
import { receiveVipReward, vipConf, vipProfile } from './vip-service.ts';

const EXPIRE_EVERY_MS = 10 * 60_000;

export interface GameHooks {
  chancesLeft: PlayerDeps['chancesLeft'];
  startSeedPair: PlayerDeps['startSeedPair'];
  onFirstDeposit: MoneyDeps['onFirstDeposit'];
}

/** Fortune's player, money, bonus, VIP and attribution calls. */
export function coreRoutes(app: FastifyInstance, games: GameHooks) {
  return async (scope: FastifyInstance) => {
    const db = app.db;
    const ids = await systemIds(db);
    const money: MoneyDeps = {
      db,
      payments: app.payments.deps,
      rules: withdrawRulesFrom(app.config.settings),
      ids,
      depositAllowance,
      assertDepositAllowed,
      onFirstDeposit: games.onFirstDeposit,
    };
    app.payments.deps.paidHooks.push(firstDepositHook(money));
    const players: PlayerDeps = { db, markets: app.payments.deps.markets, ...games };

    registerCall(scope, fortune.fortuneAvailableCountries, async (_i, req) =>
      availableCountries(players, requestMarket(req)),
    );
    registerCall(scope, fortune.fortuneQuery, async (_i, req) => query(players, req.userId, requestMarket(req)));
    registerCall(scope, fortune.fortuneRegister, async (input, req) =>
      register(players, req.userId, requestMarket(req), input, new Date(), inviteJoin(app, req, input.invite_code)),
    );
    registerCall(scope, fortune.fortuneAssetList, async (_i, req) =>
      assetList(db, players.markets, req.userId, requestMarket(req)),
    );
    registerCall(scope, fortune.fortuneAssetDetail, async (_i, req) =>
      assetDetail(db, players.markets, req.userId, requestMarket(req)),
    );
    registerCall(scope, fortune.fortuneLockedDetail, async (_i, req) => lockedDetail(db, ids, req.userId));
    registerCall(scope, fortune.fortuneUnlock, async (input, req) => {
      requireKey(req);
      return unlock(db, ids, req.userId, input.bonus_id);
    });
    registerCall(scope, fortune.fortuneRechargeConf, async (_i, req) =>
      rechargeConf(money, req.userId, requestMarket(req)),
    );
    registerCall(scope, fortune.fortuneRecharge, async (input, req) =>
      fortuneRecharge(money, req.userId, requireKey(req), input),
    );
    registerCall(scope, fortune.fortuneWithdraw, async (input, req) =>
      fortuneWithdraw(money, req.userId, requireKey(req), input),
    );
    registerCall(scope, fortune.fortuneRecentWithdrawLogs, async () => recentWithdrawLogs(money));
    registerCall(scope, fortune.fortuneVipConf, async () => vipConf());
    registerCall(scope, fortune.fortuneVipProfile, async (_i, req) => vipProfile(db, req.userId));
    registerCall(scope, fortune.fortuneReceiveVipReward, async (input, req) => {
      requireKey(req);
      return receiveVipReward(db, ids, req.userId, input);
    });
    registerCall(scope, fortune.fortuneReportUserAction, async (input, req) => {
      await app.rateLimit('fortune-actions', req.userId, { max: 120, windowSeconds: 60 });
      return reportUserAction(db, req.userId, input);
    });
    registerCall(scope, fortune.fortuneUpdateGaClientId, async (input, req) => {
      await app.rateLimit('fortune-actions', req.userId, { max: 120, windowSeconds: 60 });
      return updateGaClientId(db, req.userId, input.client_id);
    });

    runEvery(scope, {
      name: 'fortune bonus expiry',
      everyMs: EXPIRE_EVERY_MS,
      run: async () => {
        const expired = await expireBonuses(db, ids);
        return expired > 0 ? { expired } : undefined;
      },
    });
  };
}
