import { join } from 'node:path';
import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rows } from '../../src/ledger/sql.ts';
import { seedGiftcodes } from '../../src/services/giftcode/seed.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';
import {
  balance,
  call,
  escrow,
  escrowHeld,
  expectLedgerOk,
  fund,
  house,
  lastAudit,
  newKey,
  newPlayers,
  type Player,
} from './support.ts';

/** Gift codes in the console (campaigns from the house, four eyes, ending packets), the link preview, the seed. */

const WH = 10_000n;
const DAY = 24 * 3600;
const ORIGIN = 'https://arcadia.test';

const campaign = (o: Record<string, unknown> = {}) => ({
  count: 1,
  coin: 'WH',
  amount_per_claim: '2',
  max_claims: 10,
  expires_at: Math.floor(Date.now() / 1000) + 7 * DAY,
  message: 'Happy holidays from Arcadia',
  note: 'test campaign',
  ...o,
});

describe.each(DB_KINDS)('giftcode: console, preview and demo data (%s)', (kind) => {
  const t = useTestApp(kind, {
    config: { webDist: join(import.meta.dirname, '../head/fixture'), publicOrigin: ORIGIN },
  });
  afterEach(async () => {
    await expectLedgerOk(t);
    expect(await escrow(t)).toBe(await escrowHeld(t));
  });

  it('makes campaign codes in the console, audited, paid by the house once per player', async () => {
    const content = await signedInOperator(t, 'content');
    const made = await opsCall(t.app, '/gift-codes/create', campaign({ count: 2, note: ' spring ' }), content.token);
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    expect(made.body.data).toMatchObject({ status: 'done', approval_id: null, total: '40' });
    const [code] = made.body.data.codes as [string];
    expect(await lastAudit(t, 'giftcode.campaign.create')).toMatchObject({
      operatorId: content.id,
      before: null,
      after: { codes: made.body.data.codes, total: '40', note: 'spring' },
    });
    const [a, b] = (await newPlayers(t, 2)) as [Player, Player];
    const houseBefore = await house(t);
    const got = await call(t, a, '/claim', { body: { code }, key: newKey() });
    expect(got.data).toMatchObject({ kind: 'campaign', amount: '2', balance: '2' });
    expect((await call(t, a, '/claim', { body: { code }, key: newKey() })).code).toBe(ErrorCode.GIFT_CODE_USED);
    expect((await call(t, b, '/claim', { body: { code }, key: newKey() })).code).toBe(0);
    expect(await house(t)).toBe(houseBefore - 4n * WH);
    const detail = await call(t, a, '/detail', { query: { code } });
    expect(detail.data).toMatchObject({ kind: 'campaign', nickname: '', message: 'Happy holidays from Arcadia' });

    const listed = await opsCall(t.app, '/gift-codes', { kind: 'campaign', status: 'active' }, content.token);
    expect(listed.body.data.list.find((c: { code: string }) => c.code === code)).toMatchObject({ claims: 2 });
    for (const [o, field] of [
      [{ expires_at: Math.floor(Date.now() / 1000) - 10 }, 'expires_at'],
      [{ amount_per_claim: '0' }, 'amount_per_claim'],
      [{ amount_per_claim: '0.00001' }, 'amount_per_claim'],
      [{ count: 0 }, 'count'],
      [{ coin: 'DOGE' }, 'coin'],
    ] as const) {
      const refused = await opsCall(t.app, '/gift-codes/create', campaign(o), content.token);
      expect(refused.status, JSON.stringify(o)).toBe(400);
      expect(refused.body.data[field], JSON.stringify(refused.body)).toBeDefined();
    }
  });

  it('holds a campaign above the four-eyes limit until a second operator approves it', async () => {
    const content = await signedInOperator(t, 'content');
    const big = campaign({ amount_per_claim: '1000', max_claims: 1000 });
    const asked = await opsCall(t.app, '/gift-codes/create', big, content.token);
    expect(asked.body.data).toMatchObject({ status: 'pending_approval', codes: [] });
    const approvalId = asked.body.data.approval_id as number;
    const [none] = await rows<{ n: string | number }>(
      t.database.db,
      sql`select count(*) as n from gift_codes where note = 'test campaign' and amount_per_claim = ${1000n * WH}`,
    );
    expect(Number(none?.n)).toBe(0);
    const self = await opsCall(t.app, '/approvals/decide', { approval_id: approvalId, approve: true }, content.token);
    expect(self.body.code).toBe(ErrorCode.FORBIDDEN);
    const finance = await signedInOperator(t, 'finance');
    const queue = await opsCall(t.app, '/approvals/list', { status: 'pending' }, finance.token);
    expect(queue.body.data.list.find((x: { id: number }) => x.id === approvalId)).toMatchObject({
      kind: 'giftcode.campaign.create',
      summary: { coin: 'WH', amount: '1000000' },
    });
    const approved = await opsCall(
      t.app,
      '/approvals/decide',
      { approval_id: approvalId, approve: true },
      finance.token,
    );
    expect(approved.body.code, JSON.stringify(approved.body)).toBe(0);
    const made = await lastAudit(t, 'giftcode.campaign.create_approved');
    expect(made?.after.codes).toHaveLength(1);
  });

  it('ends a red packet from the console: its rest goes back to the creator once, audited', async () => {
    const admin = await signedInOperator(t, 'admin');
    const [alice, bob] = (await newPlayers(t, 2)) as [Player, Player];
    await fund(t, alice.id, 30n * WH);
    const body = { coin: 'WH', split: 'fixed', amount: '10', claims: 3, expires_in_hours: 24, message: '' };
    const code = (await call(t, alice, '/create', { body, key: newKey() })).data.gift.code as string;
    expect((await call(t, bob, '/claim', { body: { code }, key: newKey() })).code).toBe(0);
    const end = await opsCall(t.app, '/gift-codes/end', { code: code.toLowerCase() }, admin.token);
    expect(end.body.data).toMatchObject({ changed: true, gift_code: { code, status: 'ended', returned: '20' } });
    expect(await balance(t, alice.id)).toBe(20n * WH);
    expect(await lastAudit(t, 'giftcode.end')).toMatchObject({
      operatorId: admin.id,
      target: `gift_code:${code}`,
      after: { status: 'ended', claims: 1, returned: '20' },
    });
    expect((await opsCall(t.app, '/gift-codes/end', { code }, admin.token)).body.data.changed).toBe(false);
    expect(await balance(t, alice.id)).toBe(20n * WH);
    expect((await opsCall(t.app, '/gift-codes/end', { code: 'ZZZZZZZZZ5' }, admin.token)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('lets only roles with giftcodes.manage see or change gift codes', async () => {
    for (const role of ['viewer', 'support', 'finance', 'games'] as const) {
      const operator = await signedInOperator(t, role);
      for (const [path, body] of [
        ['/gift-codes', {}],
        ['/gift-codes/create', campaign()],
        ['/gift-codes/end', { code: 'ZZZZZZZZZ6' }],
      ] as const) {
        const answer = await opsCall(t.app, path, body, operator.token);
        expect(answer.body, `${role} ${path}`).toMatchObject({
          code: ErrorCode.FORBIDDEN,
          data: { permission: 'giftcodes.manage' },
        });
      }
    }
  });

  it('previews a gift link without JavaScript: masked sender, message, share image', async () => {
    await seedGiftcodes(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: '/en-US/gift/VN8PACKET2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Li***an sent you a gift</title>');
    expect(res.body).toContain('content="Lì xì may mắn cho cả nhà! 🧧"');
    expect(res.body).toContain(`<meta property="og:image" content="${ORIGIN}/resource/giftcode/red-packet-share.png">`);
    expect(res.body).not.toContain('Linh Tran');
    const unknown = await t.app.inject({ method: 'GET', url: '/en-US/gift/ZZZZZZZZZZ' });
    expect(unknown.body).toContain('<title>Gift</title>');
  });

  it('seeds demo codes once however often it runs, funded through escrow', async () => {
    await seedGiftcodes(t.database.db);
    const linh = await balance(t, 100001);
    await seedGiftcodes(t.database.db);
    expect(await balance(t, 100001)).toBe(linh);
    const codes = await rows<{ code: string; kind: string; claims: number }>(
      t.database.db,
      sql`select code, kind, claims from gift_codes where note = 'Demo campaign' or creator_user_id < 100004 order by code`,
    );
    expect(codes.map((c) => c.code)).toEqual([
      'BRFESTA777',
      'BRSUERTE26',
      'SAWASDEE26',
      'SEMANGAT25',
      'TETHAPPY26',
      'VN8PACKET2',
      'WEMEETAGAN',
    ]);
    expect(codes.find((c) => c.code === 'VN8PACKET2')?.claims).toBe(2);
  });
});
