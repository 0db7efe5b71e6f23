import { fortune } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import { clientIp } from '../../plugins/rate-limit.ts';
import type { StudioDeps } from './retiger-service.ts';
import {
  cashOut,
  createTurbo,
  myBet,
  placeBet,
  recoverBets,
  type Turbo,
  tick,
  turboHistory,
  turboSettingsFrom,
  turboState,
} from './turbo-service.ts';

/** Watchers send at most this many state events a second; a heartbeat keeps idle proxies from closing the stream. */
const STREAM_EVENTS_PER_SECOND = 4;
const HEARTBEAT_MS = 15_000;
const STREAMS_PER_IP = { max: 30, windowSeconds: 60 };
const RECOVER_EVERY_MS = 15_000;

/**
 * turbo's calls, its live stream (GET /fortune-live/turbo, Server-Sent Events) and its engine: one tick every
 * TURBO_TICK_MS (100 ms; 0 leaves ticking to the caller, as the tests do). Run the engine on one server only.
 */
export function turboRoutes(app: FastifyInstance, deps: StudioDeps): Turbo {
  const turbo = createTurbo(deps, turboSettingsFrom(app.config.settings, app.config.env === 'production'));

  registerCall(app, fortune.fortuneTurboState, async (_i, req) => {
    const state = await turboState(turbo);
    return { state, mine: req.userId ? await myBet(turbo, req.userId, state.game) : null };
  });
  registerCall(app, fortune.fortuneTurboBet, async (input, req) => placeBet(turbo, req.userId, input, requireKey(req)));
  registerCall(app, fortune.fortuneTurboCashout, async (input, req) => cashOut(turbo, req.userId, input.game));
  registerCall(app, fortune.fortuneTurboHistory, async (input) => turboHistory(turbo, input.before));

  app.get('/fortune-live/turbo', async (request, reply) => {
    await app.rateLimit('turbo-stream', clientIp(request), STREAMS_PER_IP);
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let pending: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    const send = async () => {
      pending = undefined;
      last = Date.now();
      const state = await turboState(turbo).catch(() => undefined);
      if (state && !out.destroyed) out.write(`event: state\ndata: ${JSON.stringify(state)}\n\n`);
    };
    const onChange = () => {
      if (pending) return;
      pending = setTimeout(() => void send(), Math.max(0, last + 1000 / STREAM_EVENTS_PER_SECOND - Date.now()));
    };
    const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
    turbo.events.on('change', onChange);
    request.raw.on('close', () => {
      turbo.events.off('change', onChange);
      clearInterval(heartbeat);
      clearTimeout(pending);
    });
    await send();
  });

  const tickMs = app.config.settings.TURBO_TICK_MS;
  const timers: ReturnType<typeof setInterval>[] = [];
  app.addHook('onReady', async () => {
    if (tickMs <= 0) return;
    let busy = false;
    const engine = setInterval(() => {
      if (busy) return;
      busy = true;
      void tick(turbo)
        .catch((e) => app.log.warn(e, 'turbo tick'))
        .finally(() => {
          busy = false;
        });
    }, tickMs);
    const recovery = setInterval(
      () => void recoverBets(turbo).catch((e) => app.log.warn(e, 'turbo recovery')),
      RECOVER_EVERY_MS,
    );
    for (const t of [engine, recovery]) {
      t.unref();
      timers.push(t);
    }
  });
  app.addHook('onClose', async () => {
    for (const t of timers) clearInterval(t);
  });
  return turbo;
}
