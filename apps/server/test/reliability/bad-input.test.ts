// Bad input, everywhere: every call in the contract's CALLS gets the generated bad inputs of mutations.ts and
// must answer an envelope error with a 4xx (never a 5xx or a hang), moving no money. New calls join by themselves.
import * as contract from '@arcadia/contract';
import { CALLS, type CallDef, defaultServiceBase, ErrorCode, isCallDef } from '@arcadia/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, signedHeaders, type TestApp } from '../helpers.ts';
import { moneySnapshot } from './money-snapshot.ts';
import { type Mutation, mutationsOf } from './mutations.ts';
import { asQuery, fieldTypes } from './sample-input.ts';

// Schema-valid cases reach the per-user limiter; raise it so they test the handler rather than the 429.
process.env.RATE_USER_PER_MINUTE = '1000000';
process.env.RATE_LOGIN_PER_IP = '1000000';

const REFUSALS: number[] = [
  ErrorCode.VALIDATION,
  ErrorCode.MALFORMED_JSON,
  ErrorCode.PAYLOAD_TOO_LARGE,
  ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  ErrorCode.RATE_LIMITED,
];
const HANG_MS = 10_000;

// Every entry of CALLS must be a call: a stray constant or schema would otherwise be skipped silently.
const CALL_DEFS: readonly CallDef[] = CALLS;

async function send(t: TestApp, call: CallDef, m: Mutation) {
  const url = `${defaultServiceBase(call.service)}${call.path}`;
  const headers: Record<string, string> = signedHeaders({ userId: 100001 });
  let payload: string | undefined;
  let query: Record<string, string> | undefined;
  if (m.raw) {
    payload = m.raw.body;
    if (m.raw.contentType) headers['content-type'] = m.raw.contentType;
  } else if (call.method === 'GET') {
    query = asQuery(m.value);
  } else {
    payload = JSON.stringify(m.value);
    headers['content-type'] = 'application/json';
  }
  const reply = t.app.inject({
    method: call.method,
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    ...(query ? { query } : {}),
  });
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`hang: ${m.name}`)), HANG_MS));
  return Promise.race([reply, timeout]);
}

function checkAnswer(call: CallDef, m: Mutation, status: number, body: string): string | undefined {
  const where = `${call.method} ${call.path} [${m.name}]`;
  if (status >= 500) return `${where}: HTTP ${status} ${body.slice(0, 200)}`;
  let envelope: { code?: unknown; msg?: unknown };
  try {
    envelope = JSON.parse(body);
  } catch {
    return `${where}: not JSON: ${body.slice(0, 100)}`;
  }
  if (typeof envelope.code !== 'number' || typeof envelope.msg !== 'string') return `${where}: not an envelope`;
  if (m.expect === 'reject') {
    if (status < 400) return `${where}: accepted with HTTP ${status} code ${envelope.code}`;
    if (!REFUSALS.includes(envelope.code))
      return `${where}: refused for another reason: code ${envelope.code} ${envelope.msg}`;
  }
  return undefined;
}

// Validation does not depend on the database, so one kind is enough to keep npm test short: Postgres (what
// production runs) when DATABASE_URL is set, else PGlite.
const KIND = DB_KINDS.at(-1) ?? 'pglite';

describe.each([KIND])('bad input on every contract call (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds the calls in the contract, and nothing else', () => {
    expect(CALL_DEFS.length).toBeGreaterThan(0);
    const strays = CALL_DEFS.filter((c) => !isCallDef(c)).map((c) => JSON.stringify(c)?.slice(0, 80) ?? String(c));
    expect(strays).toEqual([]);
  });

  it('leaves out no call of an area (a half-defined call would be skipped silently)', () => {
    const areas = Object.values(contract.CALL_AREAS);
    const callLike = areas.flatMap((area) =>
      Object.entries(area).filter(([, v]) => !!v && typeof v === 'object' && ('path' in v || 'service' in v)),
    );
    expect(callLike.filter(([, v]) => !isCallDef(v)).map(([name]) => name)).toEqual([]);
    expect(CALL_DEFS.length).toBe(callLike.length);
  });

  it.each(CALL_DEFS.map((call) => [`${call.method} /svc/${call.service}${call.path}`, call] as const))(
    '%s',
    async (_name, call) => {
      const mutations = mutationsOf(call, t.app.config.bodyLimit);
      const refused = mutations.filter((m) => m.expect === 'reject');
      if (Object.keys(fieldTypes(call)).length > 0 || call.method === 'POST') expect(refused.length).toBeGreaterThan(0);
      const before = await moneySnapshot(t.app.db);
      const problems: string[] = [];
      for (const m of refused) {
        const reply = await send(t, call, m);
        const problem = checkAnswer(call, m, reply.statusCode, reply.body);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
      expect(await moneySnapshot(t.app.db)).toEqual(before);
      // Inputs the schema accepts (extra fields, valid edge values) may do real work, but never a 5xx or a hang.
      for (const m of mutations.filter((x) => x.expect === 'any')) {
        const reply = await send(t, call, m);
        const problem = checkAnswer(call, m, reply.statusCode, reply.body);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
