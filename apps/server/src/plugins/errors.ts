import { ERROR_CATALOGUE, ErrorCode, type FieldErrors } from '@arcadia/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';

function send(reply: FastifyReply, http: number, code: number, msg: string, data: unknown = null) {
  return reply.code(http).type('application/json; charset=utf-8').send({ code, msg, data });
}

/** Turns zod issues into the envelope's `{field: [messages]}`; the request part prefixes nothing for body fields. */
function fieldErrorsOf(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
  context?: string,
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const key = path || context || '_';
    fields[key] ??= [];
    fields[key].push(issue.message ?? 'invalid');
  }
  return fields;
}

/** Known Fastify error codes mapped to our catalogue. */
const FASTIFY_CODES: Record<string, keyof typeof ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_RATE_LIMIT: 'RATE_LIMITED',
};

/** Every answer is an envelope: validation failures, business refusals, 404s and unexpected errors alike. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error.http, error.code, error.message, error.data);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrorsOf(error as never, error.validationContext);
      return send(reply, 400, ErrorCode.VALIDATION, ERROR_CATALOGUE.VALIDATION.msg, fields);
    }

    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) {
      const entry = ERROR_CATALOGUE[mapped];
      return send(reply, entry.http, ErrorCode[mapped], entry.msg);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, status, ErrorCode.VALIDATION, error.message || ERROR_CATALOGUE.VALIDATION.msg);
    }
    if (isConnectionLost(error)) {
      request.log.warn({ err: error }, 'database connection lost');
      return send(reply, 503, ErrorCode.UNAVAILABLE, ERROR_CATALOGUE.UNAVAILABLE.msg);
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, ErrorCode.INTERNAL, ERROR_CATALOGUE.INTERNAL.msg);
  });

  app.setNotFoundHandler((request, reply) =>
    send(
      reply,
      404,
      ErrorCode.NOT_FOUND,
      `${ERROR_CATALOGUE.NOT_FOUND.msg} ${request.method} ${request.url.split('?')[0]}`,
    ),
  );
}
