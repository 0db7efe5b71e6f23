import type { FastifyInstance } from 'fastify';
import { ok } from '../lib/envelope.ts';
import { fieldError } from '../lib/errors.ts';
import { advanceTestClock } from '../lib/test-clock.ts';

const AREA = /^[a-z][a-z0-9-]{0,31}$/;
const MAX_ADVANCE_SECONDS = 400 * 86_400;

/**
 * `POST /dev/test-clock {area, advanceSeconds}` moves one area's clock forward (lib/test-clock.ts). Registered only
 * with `TEST_CLOCK=true`, which main.ts warns about loudly: anyone who can reach the server could end rounds early.
 */
export function registerTestClock(app: FastifyInstance) {
  app.post('/dev/test-clock', async (request) => {
    const body = (request.body ?? {}) as { area?: unknown; advanceSeconds?: unknown };
    const area = typeof body.area === 'string' && AREA.test(body.area) ? body.area : undefined;
    const seconds = body.advanceSeconds;
    const validSeconds =
      Number.isInteger(seconds) && (seconds as number) > 0 && (seconds as number) <= MAX_ADVANCE_SECONDS;
    if (!area || !validSeconds) {
      throw fieldError({
        ...(area ? {} : { area: ['lowercase area name'] }),
        ...(validSeconds ? {} : { advanceSeconds: [`whole seconds, 1 to ${MAX_ADVANCE_SECONDS}`] }),
      });
    }
    const offsetMs = advanceTestClock(area, (seconds as number) * 1000);
    return ok({ area, offsetSeconds: offsetMs / 1000 });
  });
}
