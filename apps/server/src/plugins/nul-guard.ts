import type { FieldErrors } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../lib/errors.ts';

const NUL_MESSAGE = 'Must not contain a NUL character';

/** Bodies nested deeper than this are refused (no call of ours goes past a few levels). */
export const MAX_JSON_DEPTH = 64;
const TOO_DEEP = 'Nested too deeply';

/**
 * Paths (`a.b.0`) of every string (value or key) holding U+0000 in a parsed body or query, walked with an explicit
 * stack (a recursive walk overflowed on 6,000 levels and answered 500); past MAX_JSON_DEPTH the path is reported
 * as too deep instead.
 */
export function nulPaths(value: unknown, out: string[] = [], tooDeep: string[] = []): string[] {
  const stack: [unknown, string, number][] = [[value, '', 0]];
  while (stack.length > 0) {
    const [item, path, depth] = stack.pop() as [unknown, string, number];
    if (typeof item === 'string') {
      if (item.includes('\u0000')) out.push(path || '_');
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) {
      tooDeep.push(path || '_');
      continue;
    }
    const entries = Array.isArray(item) ? item.map((v, i) => [String(i), v] as const) : Object.entries(item);
    for (const [key, child] of entries) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) out.push(at);
      stack.push([child, at, depth + 1]);
    }
  }
  return out.sort();
}

/**
 * Postgres cannot store U+0000 in text, so a NUL anywhere in the input is refused before validation with a
 * 400 field error, for every route: no service can reach the database with one (it used to answer 500). Bodies
 * nested past MAX_JSON_DEPTH are refused the same way.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const deep: string[] = [];
    const paths: string[] = [];
    for (const part of [request.query, request.params, request.body]) nulPaths(part, paths, deep);
    if (paths.length === 0 && deep.length === 0) return;
    const fields: FieldErrors = {};
    for (const path of paths) fields[path] = [NUL_MESSAGE];
    if (deep.length > 0) fields[deep[0] as string] = [TOO_DEEP];
    throw fieldError(fields);
  });
}
