import type { FieldErrors } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../lib/errors.ts';

const NUL_MESSAGE = 'Must not contain a NUL character';

/** Paths (`a.b.0`) of every string (value or key) holding U+0000 in a parsed body or query. */
export function nulPaths(value: unknown, path = '', out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(path || '_');
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) nulPaths(item, path ? `${path}.${i}` : String(i), out);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) out.push(at);
      nulPaths(item, at, out);
    }
  }
  return out;
}

/**
 * Postgres cannot store U+0000 in text, so a NUL anywhere in the input is refused before validation with a
 * 400 field error, for every route: no service can reach the database with one (it used to answer 500).
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const paths = [...nulPaths(request.query), ...nulPaths(request.params), ...nulPaths(request.body)];
    if (paths.length === 0) return;
    const fields: FieldErrors = {};
    for (const path of paths) fields[path] = [NUL_MESSAGE];
    throw fieldError(fields);
  });
}
