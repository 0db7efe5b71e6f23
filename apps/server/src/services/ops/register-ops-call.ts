import { OPS_API_BASE, OPS_TOKEN_HEADER, type OpsCallDef } from '@arcadia/contract/ops/define';
import { type Role, roleAllows } from '@arcadia/contract/ops/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { clientIp } from '../../plugins/rate-limit.ts';
import type { OpsCaller, OpsDeps } from './auth-service.ts';
import { liveSessionByToken, touchSession } from './operators-repo.ts';

type Handler<C extends OpsCallDef> = (
  input: z.output<C['request']>,
  caller: OpsCaller | undefined,
  request: FastifyRequest,
) => Promise<z.output<C['response']>>;

/** Wrong or missing operator tokens, counted per IP like player logins. */
const TOKEN_GUESSES = { max: 60, windowSeconds: 600 };

async function callerOf(app: FastifyInstance, deps: OpsDeps, request: FastifyRequest): Promise<OpsCaller> {
  const raw = request.headers[OPS_TOKEN_HEADER.toLowerCase()];
  const token = typeof raw === 'string' ? raw : '';
  const found = /^[A-Za-z0-9_-]{43}$/.test(token)
    ? await liveSessionByToken(deps.db, token, deps.config.idleMs, deps.config.absoluteMs)
    : undefined;
  if (!found) {
    await app.rateLimit('ops-token', clientIp(request), TOKEN_GUESSES);
    throw new AppError('UNAUTHENTICATED', 'Operator session missing or expired.');
  }
  await touchSession(deps.db, found.session.id);
  return {
    operator: found.operator,
    sessionId: found.session.id,
    reauthAt: found.session.reauthAt,
    ip: clientIp(request),
  };
}

/**
 * Mounts one operator call at `/ops-api<path>` (POST JSON): validates the body with the call's schema, resolves
 * the operator session (Ops-Token), checks the role's permission and, for `reauth` calls, a recent password + TOTP
 * check, then wraps the answer in the envelope. Outside production the answer is checked against the contract.
 */
export function registerOpsCall<C extends OpsCallDef>(
  app: FastifyInstance,
  deps: OpsDeps,
  call: C,
  handler: Handler<C>,
) {
  const checkResponse = app.config.env !== 'production';
  app.route({
    method: 'POST',
    url: `${OPS_API_BASE}${call.path}`,
    schema: { body: call.request },
    handler: async (request) => {
      let caller: OpsCaller | undefined;
      if (call.permission !== 'public') {
        caller = await callerOf(app, deps, request);
        if (call.permission !== 'signed-in' && !roleAllows(caller.operator.role as Role, call.permission))
          throw new AppError('FORBIDDEN', `Your role cannot do this (${call.permission}).`, {
            permission: call.permission,
          });
        if (call.reauth && (!caller.reauthAt || Date.now() - caller.reauthAt.getTime() > deps.config.reauthMs))
          throw new AppError('FORBIDDEN', 'Confirm your password and code first.', { reason: 'reauth_required' });
      }
      const data = await handler(request.body as z.output<C['request']>, caller, request);
      if (checkResponse) {
        const parsed = call.response['~standard'].validate(data);
        if (parsed instanceof Promise || parsed.issues) throw new Error(`response of ${call.path} breaks the contract`);
      }
      return ok(data);
    },
  });
}
