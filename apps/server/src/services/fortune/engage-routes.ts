import { fortune } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { localeOf } from '../../lib/locale.ts';
import { registerCall } from '../../lib/register-call.ts';
import { requestMarket } from './access.ts';
import { systemIds } from './bonus-service.ts';
import { newbieStatus, newbieVisible } from './newbie-service.ts';
import { popupQuery } from './popups-service.ts';
import { helpShare, shareData } from './share-service.ts';

/** Fortune's engagement calls: operators' popups, the new-player checklist and share-to-unlock links. */
export async function engageRoutes(app: FastifyInstance) {
  const db = app.db;
  const ids = await systemIds(db);
  const origin = app.config.publicOrigin;
  registerCall(app, fortune.fortuneGeneralPopupQuery, async (_i, req) =>
    popupQuery(db, req.userId, requestMarket(req), localeOf(req)),
  );
  registerCall(app, fortune.fortuneNewbieTaskVisible, async (_i, req) => newbieVisible(db, req.userId));
  registerCall(app, fortune.fortuneNewbieTaskStatus, async (_i, req) => newbieStatus(db, req.userId));
  registerCall(app, fortune.fortuneGetPddShareData, async (_i, req) => shareData(db, req.userId, origin));
  registerCall(app, fortune.fortuneShareHelp, async (input, req) => {
    // Slugs are unguessable, but a helper trying many is refused early.
    await app.rateLimit('fortune-share-help', req.userId, { max: 20, windowSeconds: 600 });
    return helpShare(db, ids, req.userId, input.slug, origin);
  });
}
