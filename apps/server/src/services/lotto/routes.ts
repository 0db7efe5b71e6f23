import { lotto } from '@arcadia/contract';
import { opsLottoCancel, opsLottoDrawNow, opsLottoDraws } from '@arcadia/contract/ops/index';
import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../lib/periodic-job.ts';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import { clientIp } from '../../plugins/rate-limit.ts';
import { areaOpsDeps } from '../ops/area-deps.ts';
import type { OpsCaller } from '../ops/auth-service.ts';
import { registerOpsCall } from '../ops/register-ops-call.ts';
import { runLottoTick } from './job.ts';
import { lottoBuy, lottoCurrent, lottoMyTickets, lottoResults, lottoVerify } from './lotto-game.ts';
import { jobIds } from './money.ts';
import { changeDraw, listGameDraws } from './ops.ts';
import { termsFrom } from './settings.ts';
import { xosoBet, xosoMyBets, xosoRegions, xosoResults, xosoVerify } from './xoso-game.ts';

/** The public proofs list every entry of a draw: limited per IP (anonymous, and the heaviest reads). */
const VERIFY_LIMIT = { max: 60, windowSeconds: 600 };

/**
 * lotto and xoso (issue 21, docs/lotto.md): the players' calls under /svc/game/lotto/ and /svc/game/xoso/, the
 * console's draws page calls (games.draws) and the scheduler tick on every server process (each step is claimed
 * under a row lock, so processes racing do each step once).
 */
export async function lottoRoutes(app: FastifyInstance) {
  const db = app.db;
  const terms = termsFrom(app.config.settings);
  const ids = await jobIds(db);
  const deps = { db, terms, ids };

  registerCall(app, lotto.lottoDraws, async (_input, req) => lottoCurrent(deps, req.userId || undefined));
  registerCall(app, lotto.lottoBuy, async (input, req) => lottoBuy(deps, req.userId, requireKey(req), input));
  registerCall(app, lotto.lottoMyTickets, async (input, req) =>
    lottoMyTickets(deps, req.userId, input.page, lotto.LOTTO_TICKETS_PAGE),
  );
  registerCall(app, lotto.lottoResults, async (input) => lottoResults(deps, input.page, lotto.LOTTO_RESULTS_PAGE));
  registerCall(app, lotto.lottoVerify, async (input, req) => {
    await app.rateLimit('lotto-verify', clientIp(req), VERIFY_LIMIT);
    return lottoVerify(deps, input.draw_id);
  });
  registerCall(app, lotto.xosoRegions, async (_input, req) => xosoRegions(deps, req.userId || undefined));
  registerCall(app, lotto.xosoPlaceBet, async (input, req) => xosoBet(deps, req.userId, requireKey(req), input));
  registerCall(app, lotto.xosoMyBets, async (input, req) =>
    xosoMyBets(deps, req.userId, input.page, lotto.XOSO_BETS_PAGE),
  );
  registerCall(app, lotto.xosoResults, async (input) =>
    xosoResults(deps, input.region, input.page, lotto.XOSO_RESULTS_PAGE),
  );
  registerCall(app, lotto.xosoVerify, async (input, req) => {
    await app.rateLimit('lotto-verify', clientIp(req), VERIFY_LIMIT);
    return xosoVerify(deps, input.draw_id);
  });

  const opsDeps = areaOpsDeps(app);
  const must = (caller: OpsCaller | undefined) => caller as OpsCaller;
  registerOpsCall(app, opsDeps, opsLottoDraws, (input) => listGameDraws(deps, input.game, input.page));
  registerOpsCall(app, opsDeps, opsLottoDrawNow, (input, caller) =>
    changeDraw(deps, must(caller), input.game, input.draw_id, 'draw'),
  );
  registerOpsCall(app, opsDeps, opsLottoCancel, (input, caller) =>
    changeDraw(deps, must(caller), input.game, input.draw_id, 'cancel'),
  );

  if (terms.jobMs <= 0) return;
  runEvery(app, {
    name: 'lotto draws',
    everyMs: terms.jobMs,
    runAtStart: true,
    run: async () => {
      const r = await runLottoTick(db, ids, terms);
      return r.closed.length > 0 || r.opened.length > 0 ? r : undefined;
    },
  });
}
