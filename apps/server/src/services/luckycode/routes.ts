import { luckycode } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import { jobIds, runLuckycodeJob } from './job.ts';
import { audit, buy, current, draws, history, type LuckyDeps } from './service.ts';
import { termsFrom } from './settings.ts';

/**
 * Lucky code (issue 18, docs/luckycode.md): the players' calls under /svc/activity/luckycode/, and the job that
 * closes, pays and opens draws on every server process (each step is claimed under a row lock, so processes racing
 * do each step once).
 */
export async function luckycodeRoutes(app: FastifyInstance) {
  const db = app.db;
  const terms = termsFrom(app.config.settings);
  const ids = await jobIds(db);
  const deps: LuckyDeps = { db, terms, pool: ids.pool };

  registerCall(app, luckycode.luckycodeCurrent, async (_input, req) => current(deps, req.userId || undefined));
  registerCall(app, luckycode.luckycodeBuy, async (input, req) => buy(deps, req.userId, requireKey(req), input));
  registerCall(app, luckycode.luckycodeHistory, async (input, req) => history(deps, req.userId, input.page));
  registerCall(app, luckycode.luckycodeDraws, async (input) => draws(deps, input.page));
  registerCall(app, luckycode.luckycodeAudit, async (input) => audit(deps, input.draw_id));

  if (terms.jobMs <= 0) return;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runLuckycodeJob(db, ids, terms)
      .then((r) => {
        if (r.closed.length > 0 || r.opened) app.log.info(r, 'lucky code draws');
      })
      .catch((e) => app.log.warn(e, 'lucky code job'))
      .finally(() => {
        running = false;
      });
  };
  app.addHook('onReady', async () => {
    // The first draw opens at start, so the land page has one to show at once.
    tick();
    timer = setInterval(tick, terms.jobMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
