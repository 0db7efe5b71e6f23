import { battle } from '@arcadia/contract';
import * as ops from '@arcadia/contract/ops/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { sweep } from '../honor/service.ts';
import { areaOpsDeps } from '../ops/area-deps.ts';
import { registerOpsCall } from '../ops/register-ops-call.ts';
import { endNow, grant, listSeasons, schedule } from './ops.ts';
import { type BattleDeps, current, ranking, record, tick } from './service.ts';
import { setBattleTerms, termsFrom } from './terms.ts';

/** A visitor's market: the Country-Code header (spec section 7), else vn. */
function countryOf(req: FastifyRequest): string {
  const raw = String(req.headers['country-code'] ?? '').toLowerCase();
  return /^[a-z]{2}$/.test(raw) ? raw : 'vn';
}

/**
 * Battle seasons (issue 21, docs/battle.md): the players' calls under /svc/battle, the console's seasons calls
 * under /ops-api/battle and /ops-api/honor (permission games.seasons), and the job that opens the current season,
 * pays ended ones and sweeps honours on every server process (paying is claimed under a row lock, so processes
 * racing pay once).
 */
export async function battleRoutes(app: FastifyInstance) {
  const settings = app.config.settings;
  const terms = termsFrom(settings);
  setBattleTerms(terms);
  const deps: BattleDeps = { db: app.db, terms };

  registerCall(app, battle.battleSeasonCurrent, async (_input, req) =>
    current(deps, req.userId || undefined, countryOf(req)),
  );
  registerCall(app, battle.battleRanking, async (input, req) =>
    ranking(deps, req.userId || undefined, countryOf(req), input),
  );
  registerCall(app, battle.battleRecord, async (_input, req) => record(deps, req.userId));

  const opsDeps = areaOpsDeps(app);
  const must = <T>(caller: T | undefined): T => caller as T;
  registerOpsCall(app, opsDeps, ops.opsBattleSeasons, (input) => listSeasons(deps, input.page));
  registerOpsCall(app, opsDeps, ops.opsBattleSeasonSchedule, (input, caller) => schedule(deps, must(caller), input));
  registerOpsCall(app, opsDeps, ops.opsBattleSeasonEnd, (input, caller) => endNow(deps, must(caller), input.season_id));
  registerOpsCall(app, opsDeps, ops.opsHonorGrant, (input, caller) => grant(app.db, must(caller), input));

  if (terms.jobMs <= 0) return;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    tick(deps)
      .then(async (paid) => {
        for (const s of paid) app.log.info({ season: s.id, paid: String(s.paidTotal) }, 'battle season paid');
        await sweep(app.db);
      })
      .catch((e) => app.log.warn(e, 'battle job'))
      .finally(() => {
        running = false;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, terms.jobMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
