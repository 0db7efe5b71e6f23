import { ErrorCode, LOCALES } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf, inTransaction } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { recordPlay } from '../../src/services/fortune/wagering.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';
import {
  call,
  expectCampaignsOnly,
  expectLedgerOk,
  lastAudit,
  newKey,
  newPlayer,
  newPlayers,
  type Player,
} from './growth-support.ts';

/** Fortune's real-time prize drops (issue 16): conf, billboard, claims, and the console's side, on both databases. */

const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);
const cash = (t: TestApp, userId: number) => balanceOf(t.database.db, { userId }, 'USDT');
const house = (t: TestApp) => balanceOf(t.database.db, { system: 'house' }, 'USDT');
const receive = (t: TestApp, p: Player, prizeId: unknown, key = newKey()) =>
  call(t, p, '/rt_prize_receive', { body: { prize_id: prizeId }, key });

async function play(t: TestApp, userId: number, stake: bigint, at = new Date()) {
  await inTransaction(t.database.db, (tx) => recordPlay(tx, { userId, stake, win: 0n, at }));
}

interface Drop {
  titles?: { locale: string; text: string }[];
  amount?: string;
  winners?: number;
  min_wager?: string;
  markets?: string[];
  starts_at?: number;
  ends_at?: number;
}

const dropBody = (d: Drop = {}) => ({
  titles: [
    { locale: 'en-US', text: 'Lunch drop' },
    { locale: 'vi-VN', text: 'Thưởng trưa' },
  ],
  amount: '2',
  winners: 10,
  min_wager: '0',
  markets: [],
  starts_at: now() - 60,
  ends_at: now() + HOUR,
  ...d,
});

describe.each(DB_KINDS)('fortune: real-time prizes (%s)', (kind) => {
  const t = useTestApp(kind);

  async function drop(d: Drop = {}): Promise<number> {
    const admin = await signedInOperator(t, 'content');
    const answer = await opsCall(t.app, '/fortune/rt-prizes/create', dropBody(d), admin.token);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
    return answer.body.data.prize.id;
  }

  it('shows the drops running in the player’s market, titled in their language, with what they wagered today', async () => {
    const running = await drop({ min_wager: '10', winners: 3 });
    const brOnly = await drop({ markets: ['br'] });
    const upcoming = await drop({ starts_at: now() + HOUR, ends_at: now() + 2 * HOUR });
    const over = await drop();
    const admin = await signedInOperator(t, 'admin');
    expect((await opsCall(t.app, '/fortune/rt-prizes/end', { prize_id: over }, admin.token)).body.code).toBe(0);

    const p = await newPlayer(t);
    const vi = await call(t, p, '/rt_prize_conf', { language: 'vi-VN' });
    expect(vi.code).toBe(0);
    const ids = vi.data.prizes.map((x: { id: number }) => x.id);
    expect(ids).toContain(running);
    for (const hidden of [brOnly, upcoming, over]) expect(ids).not.toContain(hidden);
    const mine = vi.data.prizes.find((x: { id: number }) => x.id === running);
    expect(mine).toMatchObject({
      title: 'Thưởng trưa',
      amount: '2',
      winners: 3,
      claimed: 0,
      remaining: 3,
      min_wager: '10',
      wagered_today: '0',
      claimed_by_me: false,
      can_claim: false,
    });
    const ko = await call(t, p, '/rt_prize_conf', { language: 'ko-KR' });
    expect(ko.data.prizes.find((x: { id: number }) => x.id === running).title).toBe('Lunch drop');

    // Yesterday's play does not count; today's does.
    await play(t, p.id, 50_000_000n, new Date(Date.now() - 24 * HOUR * 1000));
    await play(t, p.id, 10_000_000n);
    const ready = await call(t, p, '/rt_prize_conf');
    expect(ready.data.prizes.find((x: { id: number }) => x.id === running)).toMatchObject({
      wagered_today: '10',
      can_claim: true,
    });

    const br = await newPlayer(t, 'br');
    const brIds = (await call(t, br, '/rt_prize_conf', { country: 'br' })).data.prizes.map((x: { id: number }) => x.id);
    expect(brIds).toEqual(expect.arrayContaining([running, brOnly]));
  });

  it('pays a claim once from the house, and refuses players below the wager, outside the drop or unable to play', async () => {
    const id = await drop({ min_wager: '5', amount: '1.25' });
    const p = await newPlayer(t);
    const short = await receive(t, p, id);
    expect(short).toMatchObject({ code: ErrorCode.FORTUNE_WAGERING_NOT_MET, data: { wagered: '0', min_wager: '5' } });
    await play(t, p.id, 4_999_999n);
    expect((await receive(t, p, id)).code).toBe(ErrorCode.FORTUNE_WAGERING_NOT_MET);
    await play(t, p.id, 1n);

    const houseBefore = await house(t);
    const got = await receive(t, p, id);
    expect(got.code, JSON.stringify(got)).toBe(0);
    expect(got.data).toMatchObject({
      amount: '1.25',
      cash: '1.25',
      prize: { id, claimed: 1, claimed_by_me: true, can_claim: false },
    });
    // A repeat answers the claim made; it pays nothing more.
    expect((await receive(t, p, id)).data).toMatchObject({ amount: '1.25', cash: '1.25' });
    expect(await cash(t, p.id)).toBe(1_250_000n);
    expect(await house(t)).toBe(houseBefore - 1_250_000n);

    const noKey = await call(t, p, '/rt_prize_receive', { body: { prize_id: id } });
    expect(noKey.status).toBe(400);
    for (const bad of [0, -1, 1.5, 'x', 2_147_483_648, null])
      expect((await receive(t, p, bad)).status, String(bad)).toBe(400);
    expect((await receive(t, p, 2_147_483_000)).code).toBe(ErrorCode.NOT_FOUND);

    const brOnly = await drop({ markets: ['br'] });
    expect(await receive(t, p, brOnly)).toMatchObject({
      code: ErrorCode.FORTUNE_REWARD_NOT_CLAIMABLE,
      data: { reason: 'ended' },
    });
    const upcoming = await drop({ starts_at: now() + HOUR, ends_at: now() + 2 * HOUR });
    expect((await receive(t, p, upcoming)).data).toEqual({ reason: 'ended' });

    // Budi (100002) has not joined Fortune.
    const unregistered = await t.app.inject({
      method: 'POST',
      url: '/svc/fortune/fortune/rt_prize_receive',
      headers: signedHeaders({ userId: 100002, extra: { 'Idempotency-Key': newKey() } }),
      payload: { prize_id: id },
    });
    expect(unregistered.json().code).toBe(ErrorCode.FORTUNE_NOT_REGISTERED);
    const excluded = await newPlayer(t);
    await play(t, excluded.id, 10_000_000n);
    expect((await call(t, excluded, '/rg/exclude', { body: { kind: 'timeout', duration: '1d' } })).code).toBe(0);
    expect((await receive(t, excluded, id)).code).toBe(ErrorCode.FORTUNE_EXCLUDED);
    const conf = await call(t, excluded, '/rt_prize_conf');
    expect(conf.data.prizes.find((x: { id: number }) => x.id === id).can_claim).toBe(false);
    await expectLedgerOk(t);
  });

  it('pays 50 racing claims of one player once, and exactly `winners` of more racers', async () => {
    const id = await drop({ winners: 10, amount: '0.5' });
    const racer = await newPlayer(t);
    const answers = await Promise.all(Array.from({ length: 50 }, () => receive(t, racer, id)));
    for (const a of answers) expect(a.code, JSON.stringify(a)).toBe(0);
    expect(await cash(t, racer.id)).toBe(500_000n);

    const crowd = await newPlayers(t, 40);
    const houseBefore = await house(t);
    const results = await Promise.all(crowd.map((p) => receive(t, p, id)));
    const paid = crowd.filter((_, i) => results[i]?.code === 0);
    expect(paid).toHaveLength(9);
    for (const r of results.filter((x) => x.code !== 0))
      expect(r).toMatchObject({ code: ErrorCode.FORTUNE_REWARD_NOT_CLAIMABLE, data: { reason: 'sold_out' } });
    for (const p of paid) expect(await cash(t, p.id)).toBe(500_000n);
    expect(await house(t)).toBe(houseBefore - 9n * 500_000n);
    const [row] = await rows<{ claimed: number; n: string | number }>(
      t.database.db,
      sql`select p.claimed, (select count(*) from fortune_rt_prize_claims where prize_id = p.id) as n
          from fortune_rt_prizes p where p.id = ${id}`,
    );
    expect(row?.claimed).toBe(10);
    expect(Number(row?.n)).toBe(10);
    const conf = await call(t, crowd[0] as Player, '/rt_prize_conf');
    expect(conf.data.prizes.find((x: { id: number }) => x.id === id)).toMatchObject({ remaining: 0, can_claim: false });
    await expectLedgerOk(t);
  });

  it('shows the latest 30 claims across drops on the billboard, newest first, names masked', async () => {
    const id = await drop({ winners: 40, amount: '0.1' });
    const crowd = await newPlayers(t, 32);
    for (const p of crowd) expect((await receive(t, p, id)).code).toBe(0);
    const board = await call(t, await newPlayer(t), '/rt_prize_billboard');
    expect(board.code).toBe(0);
    expect(board.data.items).toHaveLength(30);
    expect(board.data.items.every((x: { prize_id: number }) => x.prize_id === id)).toBe(true);
    const ats = board.data.items.map((x: { at: number }) => x.at);
    expect([...ats].sort((a, b) => b - a)).toEqual(ats);
    for (const item of board.data.items) {
      expect(item.name).toMatch(/^Vie\*\*\*$/);
      expect(item).toMatchObject({ prize_id: expect.any(Number), amount: expect.any(String) });
    }
    expect(JSON.stringify(board.data)).not.toContain('Viewer');
  });

  it('creates drops in the console (audited, validated), lists them by status and ends one early', async () => {
    const admin = await signedInOperator(t, 'admin');
    const titles = LOCALES.map((locale) => ({ locale, text: `Drop ${locale}` }));
    const created = await opsCall(
      t.app,
      '/fortune/rt-prizes/create',
      dropBody({ titles, winners: 5, amount: '3', markets: ['vn', 'vn'] }),
      admin.token,
    );
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);
    const prize = created.body.data.prize;
    expect(prize).toMatchObject({ amount: '3', winners: 5, claimed: 0, markets: ['vn'], status: 'live' });
    expect(prize.titles).toHaveLength(13);
    expect(await lastAudit(t, 'fortune.rt_prizes.create')).toMatchObject({
      operatorId: admin.id,
      target: `rt_prize:${prize.id}`,
      before: null,
      after: { amount: '3', winners: 5, total: '15' },
    });

    const p = await newPlayer(t);
    expect(
      (await call(t, p, '/rt_prize_conf', { language: 'ja-JP' })).data.prizes.map((x: { title: string }) => x.title),
    ).toContain('Drop ja-JP');
    const ended = await opsCall(t.app, '/fortune/rt-prizes/end', { prize_id: prize.id }, admin.token);
    expect(ended.body.data).toMatchObject({ changed: true, prize: { id: prize.id, status: 'ended' } });
    expect(await lastAudit(t, 'fortune.rt_prizes.end')).toMatchObject({
      target: `rt_prize:${prize.id}`,
      before: { ends_at: prize.ends_at },
    });
    expect(
      (await opsCall(t.app, '/fortune/rt-prizes/end', { prize_id: prize.id }, admin.token)).body.data.changed,
    ).toBe(false);
    expect((await receive(t, p, prize.id)).data).toEqual({ reason: 'ended' });
    expect((await opsCall(t.app, '/fortune/rt-prizes/end', { prize_id: 2_147_483_000 }, admin.token)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );

    const list = await opsCall(t.app, '/fortune/rt-prizes', {}, admin.token);
    expect(list.body.code).toBe(0);
    expect(list.body.data.list[0]).toMatchObject({ id: prize.id, status: 'ended' });
    const statuses = new Set(list.body.data.list.map((x: { status: string }) => x.status));
    expect([...statuses].sort()).toEqual(['ended', 'live', 'upcoming']);

    const refusals: [Drop, string][] = [
      [{ titles: [{ locale: 'vi-VN', text: 'Chỉ tiếng Việt' }] }, 'titles'],
      [
        {
          titles: [
            { locale: 'en-US', text: 'A' },
            { locale: 'en-US', text: 'B' },
          ],
        },
        'titles',
      ],
      [{ titles: [{ locale: 'en-US', text: '  ' }] }, 'titles.0.text'],
      [{ titles: [{ locale: 'xx-XX', text: 'A' }] }, 'titles.0.locale'],
      [{ ends_at: now() - 10, starts_at: now() - 20 }, 'ends_at'],
      [{ starts_at: now() + 100, ends_at: now() + 50 }, 'ends_at'],
      [{ ends_at: now() + 100 * 24 * HOUR }, 'ends_at'],
      [{ markets: ['zz'] }, 'markets'],
      [{ winners: 0 }, 'winners'],
      [{ amount: '0' }, 'amount'],
      [{ min_wager: '-1' }, 'min_wager'],
    ];
    const before = await rows(t.database.db, sql`select id from fortune_rt_prizes`);
    for (const [d, field] of refusals) {
      const answer = await opsCall(t.app, '/fortune/rt-prizes/create', dropBody(d), admin.token);
      expect(answer.status, JSON.stringify(d)).toBe(400);
      expect(answer.body.data[field], JSON.stringify(answer.body)).toBeDefined();
    }
    expect(await rows(t.database.db, sql`select id from fortune_rt_prizes`)).toHaveLength(before.length);
  });

  it('lets only roles with fortune.campaigns (content, admin) see or change drops', async () => {
    await expectCampaignsOnly(t, [
      ['/fortune/rt-prizes', {}],
      ['/fortune/rt-prizes/create', dropBody()],
      ['/fortune/rt-prizes/end', { prize_id: 1 }],
    ]);
    const content = await signedInOperator(t, 'content');
    expect((await opsCall(t.app, '/fortune/rt-prizes', {}, content.token)).body.code).toBe(0);
    await expectLedgerOk(t);
  });
});
