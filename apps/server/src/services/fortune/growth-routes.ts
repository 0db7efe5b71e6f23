import { fortune } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { localeOf } from '../../lib/locale.ts';
import { runEvery } from '../../lib/periodic-job.ts';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import { requestMarket } from './access.ts';
import { guessGuard } from './gift-guard.ts';
import { createWebcastCode, GIFT, giftIds, receiveGiftCode, sweepGiftCodes, webcastQuery } from './gift-service.ts';
import { receiveRtPrize, rtPrizeBillboard, rtPrizeConf } from './rt-prize-service.ts';

/** Fortune's campaigns: gift codes (operators' and streamers' webcast codes) and real-time prize drops. */
export async function growthRoutes(app: FastifyInstance) {
  const db = app.db;
  const ids = await giftIds(db);

  registerCall(app, fortune.fortuneReceiveGiftCode, async (input, req) =>
    receiveGiftCode(db, ids, req.userId, requireKey(req), input.code, guessGuard(app, req, req.userId)),
  );
  registerCall(app, fortune.fortuneWebcastGiftcodeCreate, async (input, req) =>
    createWebcastCode(db, ids, req.userId, requireKey(req), input),
  );
  registerCall(app, fortune.fortuneWebcastGiftcodeQuery, async (_i, req) => webcastQuery(db, ids, req.userId));
  registerCall(app, fortune.fortuneRtPrizeConf, async (_i, req) =>
    rtPrizeConf(db, req.userId, requestMarket(req), localeOf(req)),
  );
  registerCall(app, fortune.fortuneRtPrizeBillboard, async () => rtPrizeBillboard(db));
  registerCall(app, fortune.fortuneRtPrizeReceive, async (input, req) => {
    requireKey(req);
    return receiveRtPrize(db, ids, req.userId, input.prize_id, localeOf(req));
  });

  // Expired codes end (a webcast code's rest back to its streamer) every minute, on every server process: each
  // code ends once under its guarded update.
  runEvery(app, {
    name: 'fortune gift code expiry',
    everyMs: GIFT.sweepEveryMs,
    run: async () => {
      const ended = await sweepGiftCodes(db, ids);
      return ended > 0 ? { ended } : undefined;
    },
  });
}
