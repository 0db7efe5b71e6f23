import { pool } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import { type PoolDeps, poolIds, runPoolJob } from './job.ts';
import { changeStake, poolInfo, poolPeriods } from './service.ts';
import { poolSettingsFrom } from './settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The prize pool's database, accounts and terms (the console's pool calls use them). */
    pool: PoolDeps;
  }
}

/**
 * The prize pool (issue 18, docs/pool.md): the players' calls under /svc/pool, and the settlement job on every
 * server process (each step is guarded, so processes racing on it pay each holder once).
 */
export async function poolRoutes(app: FastifyInstance) {
  const deps: PoolDeps = {
    db: app.db,
    ids: await poolIds(app.db),
    settings: poolSettingsFrom(app.config.settings),
  };
  app.decorate('pool', deps);

  registerCall(app, pool.poolInfo, async (_i, req) => poolInfo(deps, req.userId || undefined));
  registerCall(app, pool.poolPeriods, async (input, req) =>
    poolPeriods(deps, req.userId || undefined, input.page ?? 1, input.mine === 'true'),
  );
  registerCall(app, pool.poolStake, async (input, req) =>
    changeStake(deps, req.userId, requireKey(req), 'stake', input.amount),
  );
  registerCall(app, pool.poolUnstake, async (input, req) =>
    changeStake(deps, req.userId, requireKey(req), 'unstake', input.amount),
  );

  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    if (deps.settings.jobEveryMs <= 0) return;
    timer = setInterval(() => {
      if (running) return;
      running = true;
      runPoolJob(deps)
        .then((done) => {
          for (const p of done) if (p.funded || p.paid > 0) app.log.info(p, 'prize pool period settled');
        })
        .catch((e) => app.log.warn(e, 'prize pool job'))
        .finally(() => {
          running = false;
        });
    }, deps.settings.jobEveryMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

// Shares `app.pool` with the whole app (tests and the operator console use it), as fastify-plugin would.
(poolRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
