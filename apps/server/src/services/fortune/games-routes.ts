import { fortune } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import { clientIp } from '../../plugins/rate-limit.ts';
import { systemIds } from './bonus-service.ts';
import type { GameDeps } from './draw-service.ts';
import { fairSeeds, publicDraw, rotateSeed } from './fair-service.ts';
import { drawFreeLottery, freeLotteryChance, queryLotteryStatus } from './lottery-service.ts';
import { luckySpin, luckySpinConf, luckySpinResult } from './spin-service.ts';

/** Public draw look-ups per IP: ids are sequential, so the verifier is limited like other anonymous reads. */
const FAIR_DRAWS_PER_IP = { max: 60, windowSeconds: 60 };

/** The lucky spin, the free lottery and the provably fair seed calls. */
export async function gamesRoutes(app: FastifyInstance) {
  const db = app.db;
  const deps: GameDeps = { db, ids: await systemIds(db) };

  registerCall(app, fortune.fortuneLuckySpinConf, async (_i, req) => luckySpinConf(db, req.userId));
  registerCall(app, fortune.fortuneLuckySpin, async (_i, req) => luckySpin(deps, req.userId, requireKey(req)));
  registerCall(app, fortune.fortuneLuckySpinResult, async (input, req) =>
    luckySpinResult(db, req.userId, input.spin_id),
  );
  registerCall(app, fortune.fortuneFreeLotteryChance, async (_i, req) => freeLotteryChance(db, req.userId));
  registerCall(app, fortune.fortuneDrawFreeLottery, async (_i, req) =>
    drawFreeLottery(deps, req.userId, requireKey(req)),
  );
  registerCall(app, fortune.fortuneQueryLotteryStatus, async (input, req) =>
    queryLotteryStatus(db, req.userId, input.page),
  );
  registerCall(app, fortune.fortuneFairSeeds, async (_i, req) => fairSeeds(db, req.userId));
  registerCall(app, fortune.fortuneFairRotate, async (input, req) => rotateSeed(db, req.userId, input.client_seed));
  registerCall(app, fortune.fortuneFairDraw, async (input, req) => {
    await app.rateLimit('fortune-fair-draw', clientIp(req), FAIR_DRAWS_PER_IP);
    return publicDraw(db, input.id);
  });
}
