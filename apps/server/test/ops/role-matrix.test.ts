import type { CallDef } from '@arcadia/contract';
import { ErrorCode } from '@arcadia/contract';
import { DEFAULT_PET_TERMS, petTermsToWire } from '@arcadia/contract/games/pets';
import { OPS_CALLS, type OpsCallDef } from '@arcadia/contract/ops/index';
import { PERMISSIONS, type Permission, ROLE_PERMISSIONS, ROLES, type Role } from '@arcadia/contract/ops/permissions';
import { describe, expect, it } from 'vitest';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { sampleInput } from '../reliability/sample-input.ts';
import { opsCall, signedInOperator, type TestOperator } from './support.ts';

/** A valid body; ids point at nothing, so calls a role may make change no one (they answer NOT_FOUND). */
/** Bodies the schema-driven sampler cannot make (patterned ids); each names nothing that exists. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  '/withdrawals/decide': { order_id: 'w_aaaaaaaaaaaaaaaaaaaa', approve: true },
  '/fortune/gift-codes/end': { code: 'ZZZZZZZZZZ' },
  '/gift-codes/end': { code: 'ZZZZZZZZZZ' },
  '/moderation/decide': { post_id: 'zzzzzzzzzzzz', action: 'dismiss' },
  '/payments/recharge': { order_id: 'r_aaaaaaaaaaaaaaaaaaaa' },
  '/payments/refund': { order_id: 'r_aaaaaaaaaaaaaaaaaaaa', amount: '1', reason: 'role matrix' },
  // Ended long ago: refused with a field error after the permission check, so nothing is opened.
  '/vote/rounds/create': {
    market: 'vn',
    title: 'Role matrix',
    min_stake: '1',
    reward_pool: '0',
    ends_at: 1,
    candidates: [{ name: 'A' }, { name: 'B' }],
  },
  '/vote/polls/create': { market: 'vn', question: 'Role matrix?', options: ['A', 'B'], ends_at: 1 },
  // The environment's defaults: saving them changes nothing.
  '/pvp/settings/set': { stakes: ['1', '5', '20'], fee_bp: 500, grace_seconds: 60 },
  // The pets' built-in terms: saving them changes nothing.
  '/pets/terms/set': { ...petTermsToWire(DEFAULT_PET_TERMS) },
  // A pair that does not exist: NOT_FOUND after the permission check, so no pair is halted.
  '/market/pairs/halt': { symbol: 'ZZ_USDT', halted: true },
  // A product and an offer that do not exist: NOT_FOUND or a field error after the check, so nothing is made.
  '/catalogue/products': {},
  '/catalogue/products/save': {
    product_id: 2_147_483_000,
    titles: { 'en-US': 'Role matrix' },
    category_id: 'rpg',
    product_type: 'game',
    markets: [],
  },
  // Game settings equal to the defaults: saving them changes nothing.
  '/games/settings': {},
  '/games/settings/provider': { provider: 'inhouse', enabled: true },
  '/games/settings/game': { game: 'retiger', enabled: true, min_bet: '0.05', max_bet: '10' },
  '/catalogue/offers/save': {
    offer_id: 2_147_483_000,
    product_id: 2_147_483_000,
    kind: 'cpl',
    titles: { 'en-US': 'Role matrix' },
    markets: [],
    daily_cap: 0,
    expire_days: 7,
    steps: [{ goal: 'install', titles: { 'en-US': 'Install' }, reward_kc: '1' }],
  },
};

function sample(call: OpsCallDef): Record<string, unknown> | undefined {
  const fixed = SAMPLES[call.path];
  if (fixed) return fixed;
  const body = sampleInput({ ...call, method: 'POST' } as unknown as CallDef) as Record<string, unknown> | undefined;
  if (!body) return undefined;
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, k.endsWith('_id') ? 2_147_483_000 : v]));
}
/** Logout last: it ends the session the other calls use. */
const MATRIX_CALLS = [
  ...OPS_CALLS.filter((c) => c.path !== '/logout'),
  ...OPS_CALLS.filter((c) => c.path === '/logout'),
];

describe.each(DB_KINDS)('operator role matrix (%s)', (kind) => {
  const t = useTestApp(kind);

  it('every operator call is mounted, and refuses a caller without a session', async () => {
    // Each from its own address: unauthenticated calls count against the per-IP token-guess limit.
    for (const [i, call] of OPS_CALLS.filter((c) => c.permission !== 'public').entries()) {
      const answer = await opsCall(t.app, call, sample(call), undefined, {
        remoteAddress: `10.9.${i >> 8}.${i & 255}`,
      });
      expect(answer.body.code, call.path).toBe(ErrorCode.UNAUTHENTICATED);
    }
  });

  it('each role reaches exactly the calls its permissions name', async () => {
    const byRole = new Map<Role, TestOperator>();
    for (const role of ROLES) byRole.set(role, await signedInOperator(t, role));
    for (const call of MATRIX_CALLS.filter((c) => c.permission !== 'public')) {
      const body = sample(call);
      expect(body, `${call.path}: no valid sample input`).toBeDefined();
      for (const role of ROLES) {
        const answer = await opsCall(t.app, call, body, byRole.get(role)?.token);
        const refused = answer.body.code === ErrorCode.FORBIDDEN && answer.body.data?.permission === call.permission;
        const allowed =
          call.permission === 'signed-in' || ROLE_PERMISSIONS[role].includes(call.permission as Permission);
        expect(refused, `${role} on ${call.path}: ${JSON.stringify(answer.body)}`).toBe(!allowed);
        expect(answer.status, `${role} on ${call.path}`).toBeLessThan(500);
      }
    }
  });

  it('answers bad input with a field error, never a 500', async () => {
    const admin = await signedInOperator(t, 'admin');
    for (const call of OPS_CALLS) {
      const body = sample(call) ?? {};
      for (const field of Object.keys(body)) {
        const answer = await opsCall(t.app, call, { ...body, [field]: { wrong: [1] } }, admin.token);
        expect(answer.status, `${call.path}.${field}`).toBe(400);
        expect(answer.body.data?.[field], `${call.path}.${field}`).toBeDefined();
      }
      expect((await opsCall(t.app, call, [], admin.token)).status, call.path).toBe(400);
    }
  });

  it('admins hold every permission, and every permission belongs to some call', () => {
    expect([...ROLE_PERMISSIONS.admin].sort()).toEqual([...PERMISSIONS].sort());
    const used = new Set(OPS_CALLS.map((c) => c.permission));
    for (const p of PERMISSIONS) expect(used.has(p), p).toBe(true);
  });
});
