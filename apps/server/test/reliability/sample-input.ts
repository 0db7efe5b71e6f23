/**
 * Valid and invalid inputs for any contract call, derived from its zod/mini schema: the generated bad-input
 * suite and the benchmarks both use it, so new calls are covered the moment they join `CALLS`.
 */
import type { CallDef } from '@arcadia/contract';
import * as z from 'zod/mini';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  default?: unknown;
};

function jsonSchemaOf(schema: z.ZodMiniType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Whether the schema accepts a value (synchronous schemas only; async ones count as rejecting). */
export function accepts(schema: z.ZodMiniType, value: unknown): boolean {
  const result = schema['~standard'].validate(value);
  return !(result instanceof Promise) && !result.issues;
}

const SAMPLE_STRINGS = [
  '1',
  '100',
  '10',
  '0.01',
  '1.5',
  'abc',
  'demo',
  'a1b2c3',
  'ABCDE',
  '123456',
  '+84901234567',
  '84901234567',
  'user@example.com',
  'https://example.com/a.png',
  'vi-VN',
  'vn',
  'en',
  'h5',
  'app',
  'usdt',
  'kther',
  '2026-11-22',
  '2026-11-22T08:00:00.000Z',
  '00000000-0000-4000-8000-000000000001',
  'a'.repeat(64),
  '0'.repeat(64),
];

function stringCandidates(js: JsonSchema): string[] {
  const min = js.minLength ?? 0;
  const max = js.maxLength ?? Number.POSITIVE_INFINITY;
  const pattern = js.pattern ? new RegExp(js.pattern) : undefined;
  const pool = [...SAMPLE_STRINGS, 'a'.repeat(Math.max(min, 1)), '1'.repeat(Math.max(min, 1))];
  return pool.filter((s) => s.length >= min && s.length <= max && (!pattern || pattern.test(s)));
}

function numberCandidates(js: JsonSchema): number[] {
  const pool = [1, 10, 100, 0, 2, 1000, 100001, 0.5];
  const lo = js.minimum ?? js.exclusiveMinimum;
  if (lo !== undefined) pool.push(Math.ceil(lo) + (js.exclusiveMinimum !== undefined ? 1 : 0), Math.ceil(lo));
  return pool.filter((n) => (js.type === 'integer' ? Number.isInteger(n) : true));
}

/** Plausible valid values for a JSON-schema node, best first. */
function candidatesOf(js: JsonSchema, depth = 0): unknown[] {
  if (depth > 6) return [];
  if (js.const !== undefined) return [js.const];
  if (js.enum) return js.enum;
  if (js.default !== undefined) return [js.default];
  const alternatives = js.anyOf ?? js.oneOf;
  if (alternatives) return alternatives.flatMap((alt) => candidatesOf(alt, depth + 1));
  const type = Array.isArray(js.type) ? js.type[0] : js.type;
  switch (type) {
    case 'string':
      return stringCandidates(js);
    case 'integer':
    case 'number':
      return numberCandidates(js);
    case 'boolean':
      return [true, false];
    case 'null':
      return [null];
    case 'array': {
      const item = js.items ? candidatesOf(js.items, depth + 1)[0] : 'a';
      return [Array.from({ length: Math.max(js.minItems ?? 1, 1) }, () => item), []];
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(js.properties ?? {})) {
        const first = candidatesOf(prop, depth + 1)[0];
        if (first !== undefined) out[key] = first;
      }
      return [out];
    }
    default:
      return ['1', 1, true, {}];
  }
}

function shapeOf(schema: z.ZodMiniType): Record<string, z.ZodMiniType> | undefined {
  const def = schema._zod.def as { shape?: Record<string, z.ZodMiniType> };
  return def.shape;
}

/** GET inputs travel as query strings: the same value as the server receives it. */
export function asQuery(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
  return out;
}

/**
 * A valid input for a call, or undefined when none could be found. Each top-level field is sampled
 * against its own schema, then the whole object is checked (object-level refinements included).
 */
export function sampleInput(call: CallDef): unknown {
  const check = (value: unknown) => accepts(call.request, call.method === 'GET' ? asQuery(value) : value);
  const shape = shapeOf(call.request);
  if (!shape) return candidatesOf(jsonSchemaOf(call.request)).find(check);
  const props = jsonSchemaOf(call.request).properties ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const fieldCheck = (v: unknown) => accepts(field, call.method === 'GET' && v !== undefined ? String(v) : v);
    const value = candidatesOf(props[key] ?? {}).find(fieldCheck);
    if (value !== undefined) out[key] = value;
  }
  if (check(out)) return out;
  const requiredOnly = Object.fromEntries(
    Object.entries(out).filter(([key]) => (jsonSchemaOf(call.request).required ?? []).includes(key)),
  );
  return check(requiredOnly) ? requiredOnly : undefined;
}

export function requiredFields(call: CallDef): string[] {
  return jsonSchemaOf(call.request).required ?? [];
}

export function fieldTypes(call: CallDef): Record<string, string> {
  const props = jsonSchemaOf(call.request).properties ?? {};
  return Object.fromEntries(
    Object.entries(props).map(([k, v]) => [k, String((Array.isArray(v.type) ? v.type[0] : v.type) ?? 'any')]),
  );
}

/** The smallest and largest values each numeric field allows (boundary cases that must not break the server). */
export function numericBounds(call: CallDef): Record<string, number[]> {
  const props = jsonSchemaOf(call.request).properties ?? {};
  const out: Record<string, number[]> = {};
  for (const [key, js] of Object.entries(props)) {
    const type = Array.isArray(js.type) ? js.type[0] : js.type;
    if (type !== 'integer' && type !== 'number') continue;
    const bounds = [js.minimum, js.maximum].filter((v): v is number => typeof v === 'number');
    if (bounds.length) out[key] = bounds;
  }
  return out;
}
