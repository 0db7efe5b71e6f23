/**
 * Bad inputs for one contract call, generated from its schema: missing and extra fields, wrong types, huge
 * strings and numbers, negative and fractional amounts, unicode and control characters, and raw bodies
 * (malformed JSON, oversized, wrong content type). Each says whether the server must refuse it.
 */
import type { CallDef } from '@arcadia/contract';
import { accepts, asQuery, fieldTypes, numericBounds, sampleInput } from './sample-input.ts';

export interface Mutation {
  name: string;
  /** A JSON value (sent as JSON for POST, as a query for GET), or a raw body with its content type. */
  value?: unknown;
  raw?: { body: string; contentType?: string };
  /** 'reject': a 4xx envelope error is required; 'any': anything but a 5xx or a hang. */
  expect: 'reject' | 'any';
}

const HUGE = 'x'.repeat(200_000);
const FIELD_VALUES: [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['array', []],
  ['object', {}],
  ['empty string', ''],
  ['huge string', HUGE],
  ['huge number', 1e308],
  ['minus huge number', -1e308],
  ['unsafe integer', 2 ** 53 + 2],
  ['negative', -1],
  ['negative string', '-1'],
  ['fraction', 0.5],
  ['fraction string', '0.000000001'],
  ['long decimal', '1.0000000000000000000001'],
  ['exponent string', '1e30'],
  ['NaN string', 'NaN'],
  ['Infinity string', 'Infinity'],
  ['unicode', '𝟘🎰\u202eabc\u200b'],
  ['control characters', '\u0000\u0007\r\n\u001b[31m'],
  ['sql', "1' OR '1'='1'; --"],
];
const STRING_FOR_NUMBER: [string, unknown][] = [['letters for a number', 'abc']];
const NUMBER_FOR_STRING: [string, unknown][] = [['number for a string', 12345]];

function bodyValues(call: CallDef, base: unknown): [string, unknown][] {
  const out: [string, unknown][] = [
    ['empty object', {}],
    ['null body', null],
    ['array body', [base]],
    ['string body', 'hello'],
    ['number body', 123],
  ];
  if (base && typeof base === 'object') {
    out.push(['extra field', { ...base, extra_field: 'x', isAdmin: true, balance: '999999999' }]);
    for (const field of Object.keys(fieldTypes(call))) {
      const without = { ...(base as Record<string, unknown>) };
      delete without[field];
      out.push([`missing ${field}`, without]);
    }
  }
  return out;
}

function fieldValues(call: CallDef, base: Record<string, unknown>): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [field, type] of Object.entries(fieldTypes(call))) {
    const typed =
      type === 'string' ? NUMBER_FOR_STRING : type === 'number' || type === 'integer' ? STRING_FOR_NUMBER : [];
    for (const [label, value] of [...FIELD_VALUES, ...typed]) {
      const huge = call.method === 'GET' && typeof value === 'string' && value.length > 10_000;
      out.push([`${field}: ${label}`, { ...base, [field]: huge ? value.slice(0, 10_000) : value }]);
    }
  }
  for (const [field, bounds] of Object.entries(numericBounds(call)))
    for (const bound of bounds) out.push([`${field}: boundary ${bound}`, { ...base, [field]: bound }]);
  return out;
}

function rawBodies(base: unknown, bodyLimit: number): Mutation[] {
  const json = JSON.stringify(base ?? {});
  const reject = (name: string, body: string, contentType?: string): Mutation => ({
    name,
    raw: { body, ...(contentType ? { contentType } : {}) },
    expect: 'reject',
  });
  return [
    reject('malformed JSON: cut short', '{"a":', 'application/json'),
    reject('malformed JSON: braces', '}{', 'application/json'),
    reject('malformed JSON: trailing comma', '{"a":1,}', 'application/json'),
    reject('malformed JSON: NaN literal', '{"amount": NaN}', 'application/json'),
    reject('empty JSON body', '', 'application/json'),
    reject('oversized body', JSON.stringify({ pad: 'x'.repeat(bodyLimit + 1024) }), 'application/json'),
    reject('form content type', 'a=1&b=2', 'application/x-www-form-urlencoded'),
    reject('xml content type', '<a>1</a>', 'application/xml'),
    reject('multipart content type', '--x\r\n\r\n--x--', 'multipart/form-data; boundary=x'),
    { name: 'JSON sent as text/plain', raw: { body: json, contentType: 'text/plain' }, expect: 'any' },
    {
      name: 'prototype keys',
      raw: {
        body: `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}`,
        contentType: 'application/json',
      },
      expect: 'any',
    },
  ];
}

/** Every bad input for a call; `expect` comes from the call's own schema, so valid-looking cases are not misjudged. */
export function mutationsOf(call: CallDef, bodyLimit: number): Mutation[] {
  const base = sampleInput(call);
  const obj = base && typeof base === 'object' && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
  const values = [...bodyValues(call, base ?? {}), ...fieldValues(call, obj)];
  const judged: Mutation[] = values.map(([name, value]) => {
    const asSent = call.method === 'GET' ? asQuery(value) : JSON.parse(JSON.stringify(value) ?? 'null');
    return { name, value, expect: accepts(call.request, asSent) ? 'any' : 'reject' };
  });
  return call.method === 'POST' ? [...judged, ...rawBodies(base, bodyLimit)] : judged;
}
