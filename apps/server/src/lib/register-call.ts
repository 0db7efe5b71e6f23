import { type CallDef, defaultServiceBase, Header, type ParsedRequestOf, type ResponseOf } from '@arcadia/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './envelope.ts';
import { fieldError } from './errors.ts';

export type CallHandler<C extends CallDef> = (
  input: ParsedRequestOf<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<ResponseOf<C>>;

/**
 * Mounts one contract call at `/svc/<service><path>`: validates the input with the call's schema,
 * applies its auth rule, wraps the answer in the envelope. Outside production the answer is also
 * checked against the response schema, so a drift from the contract fails tests.
 */
export function registerCall<C extends CallDef>(app: FastifyInstance, call: C, handler: CallHandler<C>) {
  const checkResponse = app.config.env !== 'production';
  const part = call.method === 'GET' ? 'querystring' : 'body';
  const preHandler = call.auth === 'required' ? app.authenticate : call.auth === 'optional' ? app.identify : undefined;
  app.route({
    method: call.method,
    url: `${defaultServiceBase(call.service)}${call.path}`,
    schema: { [part]: call.request },
    ...(preHandler ? { preHandler } : {}),
    handler: async (request, reply) => {
      const input = (call.method === 'GET' ? request.query : request.body) as ParsedRequestOf<C>;
      const data = await handler(input, request, reply);
      if (checkResponse) {
        const parsed = call.response['~standard'].validate(data);
        if (parsed instanceof Promise || parsed.issues) {
          request.log.error(
            { path: call.path, issues: parsed instanceof Promise ? 'async' : parsed.issues },
            'response breaks the contract',
          );
          throw new Error(`response of ${call.path} breaks the contract`);
        }
      }
      return ok(data);
    },
  });
}

/** The idempotency key of a money-moving call, if the client sent one. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[Header.IDEMPOTENCY_KEY.toLowerCase()];
  return typeof raw === 'string' && raw.length > 0 ? raw : undefined;
}

/** Money-moving calls need the Idempotency-Key header (4000 with a field error otherwise). */
export function requireKey(request: FastifyRequest): string {
  const key = idempotencyKey(request);
  if (!key) throw fieldError({ 'Idempotency-Key': ['This call needs an Idempotency-Key header'] });
  if (key.length > 128) throw fieldError({ 'Idempotency-Key': ['At most 128 characters'] });
  return key;
}
