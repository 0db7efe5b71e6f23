import { fortune } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { exclude } from './exclusions.ts';
import { setLimit } from './limits.ts';
import { rgStatus, setRealityCheck } from './rg-service.ts';

/** Responsible gambling: limits, time-outs and self-exclusion, reality checks (issue 16). */
export async function rgRoutes(app: FastifyInstance) {
  registerCall(app, fortune.fortuneRgStatus, (_input, request) => rgStatus(app.db, request.userId, request.sessionKey));
  registerCall(app, fortune.fortuneRgSetLimit, (input, request) => setLimit(app.db, request.userId, input));
  registerCall(app, fortune.fortuneRgExclude, (input, request) => exclude(app.db, request.userId, input));
  registerCall(app, fortune.fortuneRgRealityCheck, (input, request) =>
    setRealityCheck(app.db, request.userId, input.minutes),
  );
}
