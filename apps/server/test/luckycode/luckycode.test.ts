import { createHash, createHmac } from 'node:crypto';
import { ErrorCode } from '@arcadia/contract';
import { auditDraw } from '@arcadia/contract/calls/luckycode/fairness';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/config-schema.ts';
import { rows } from '../../src/ledger/sql.ts';
import { jobIds, runLuckycodeJob } from '../../src/services/luckycode/job.ts';
import { termsFrom } from '../../src/services/luckycode/settings.ts';
import { lastAudit } from '../fortune/growth-support.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';
import { buy, call, expectLedgerOk, kcOf, newKey, newPlayers, type Player, systemKc } from './support.ts';

/**
 * Lucky code (issue 18, docs/luckycode.md) through its calls and its job, on both databases: buying numbered
 * tickets, closing and drawing (reproduced from the published data), paying once, refunding an unsold draw once
 * even when stopped half way, races on one draw, and the console's "draw now".
 */

// Small draws, and no timer: each test runs the job itself with the clock it wants.
const ENV = {
  LUCKYCODE_JOB_MS: '0',
  LUCKYCODE_PRICE_KC: '5',
  LUCKYCODE_CAP: '400',
  LUCKYCODE_MIN_TICKETS: '3',
  LUCKYCODE_PRIZE_BPS: '9000',
  LUCKYCODE_MAX_PER_BUY: '10',
  LUCKYCODE_PERIOD_MINUTES: '60',
};
const saved = Object.fromEntries(Object.keys(ENV).map((k) => [k, process.env[k]]));
Object.assign(process.env, ENV);
afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

const PRICE = 500n;
const HOUR_MS = 3600_000;
const terms = termsFrom(parseSettings(ENV).settings);

describe.each(DB_KINDS)('lucky code (%s)', (kind) => {
  const t = useTestApp(kind);
  let clock = Date.now();
  /** Runs the job as if `ms` later than the last run: the open draw's time is up. */
  const runJobLater = async (hooks = {}) => {
    clock += 2 * HOUR_MS;
    return runLuckycodeJob(t.database.db, await jobIds(t.database.db), terms, new Date(clock), hooks);
  };
  const openDraw = async (p?: Player) => (await call(t, p, '/current')).data;
  const transfers = async () =>
    Number((await rows<{ n: string }>(t.database.db, sql`select count(*)::text as n from ledger_transfers`))[0]?.n);

  beforeAll(async () => {
    // Start from a fresh draw whose time runs on this test's clock.
    await runJobLater();
  });
  afterEach(async () => expectLedgerOk(t));

  it('shows a visitor the open draw with its committed seed hash and no seed', async () => {
    const answer = await call(t, undefined, '/current');
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    const { draw } = answer.data;
    expect(draw).toMatchObject({ status: 'open', coin: 'KC', price: '5', cap: 400, min_tickets: 3, prize_bps: 9000 });
    expect(draw.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(draw.seed).toBeNull();
    expect(draw.list_hash).toBeNull();
    expect(answer.data).toMatchObject({ my_tickets: [], balance: null, max_per_buy: 10 });
  });

  it('sells sequential tickets once per key, refuses bad input without taking numbers, draws and pays once', async () => {
    const [a, b] = (await newPlayers(t, 2, 100_00n)) as [Player, Player];
    const poor = ((await newPlayers(t, 1, 4_00n)) as [Player])[0];
    const { draw } = await openDraw();
    const key = newKey();
    const first = await buy(t, a, draw.id, 3, key);
    expect(first.code, JSON.stringify(first)).toBe(0);
    expect(first.data.order).toMatchObject({ draw_id: draw.id, from: 1, to: 3, count: 3, amount: '15', won: false });
    expect(first.data.balance).toBe('85');
    expect(await kcOf(t, a.id)).toBe(100_00n - 3n * PRICE);
    // The same request again: the same answer, nothing more taken.
    expect((await buy(t, a, draw.id, 3, key)).data).toEqual(first.data);
    expect((await buy(t, a, draw.id, 4, key)).code).toBe(ErrorCode.IDEMPOTENCY_MISMATCH);
    expect(await kcOf(t, a.id)).toBe(100_00n - 3n * PRICE);

    // Refusals: none takes a number or a coin.
    const noKey = await call(t, a, '/buy', { body: { draw_id: draw.id, count: 1 } });
    expect(noKey.status).toBe(400);
    expect(noKey.data['Idempotency-Key']).toBeDefined();
    const tooMany = await buy(t, a, draw.id, 11);
    expect([tooMany.status, tooMany.code]).toEqual([400, ErrorCode.VALIDATION]);
    expect(tooMany.data.count).toBeDefined();
    for (const bad of [0, -1, 1.5, '2']) {
      const answer = await call(t, a, '/buy', { body: { draw_id: draw.id, count: bad }, key: newKey() });
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.data.count, String(bad)).toBeDefined();
    }
    expect((await buy(t, a, 2_000_000_000, 1)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await buy(t, poor, draw.id, 1)).code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await kcOf(t, poor.id)).toBe(4_00n);
    expect((await openDraw()).draw.sold).toBe(3);

    const second = await buy(t, b, draw.id, 2);
    expect(second.data.order).toMatchObject({ from: 4, to: 5 });
    const third = await buy(t, a, draw.id, 1);
    expect(third.data.order).toMatchObject({ from: 6, to: 6 });
    const mine = await openDraw(a);
    expect(mine.my_tickets.map((r: { from: number; to: number }) => [r.from, r.to])).toEqual([
      [1, 3],
      [6, 6],
    ]);
    expect(mine.balance).toBe('80');
    expect(mine.draw).toMatchObject({ sold: 6, sales: '30', prize: '27' });

    // Close: drawn and paid in one run; the seed is revealed and reproduces the winner.
    const houseBefore = await systemKc(t, 'house');
    const balances = { a: await kcOf(t, a.id), b: await kcOf(t, b.id) };
    const run = await runJobLater();
    expect(run.closed).toEqual([draw.id]);
    expect(run.opened).toBeGreaterThan(draw.id);
    const audit = await call(t, undefined, '/audit', { query: { draw_id: draw.id } });
    expect(audit.code).toBe(0);
    const closed = audit.data.draw;
    expect(closed).toMatchObject({ status: 'paid', sold: 6, sales: '30', prize: '27', closed_by: 'schedule' });
    expect(createHash('sha256').update(closed.seed).digest('hex')).toBe(draw.seed_hash);
    // The list and the winner, recomputed with node's own crypto from the published orders.
    const list = audit.data.ranges
      .flatMap((r: { order_id: number; from: number; to: number }) =>
        Array.from({ length: r.to - r.from + 1 }, (_, i) => `${r.from + i}:${r.order_id}\n`),
      )
      .join('');
    expect(list.split('\n')).toHaveLength(7);
    expect(createHash('sha256').update(list).digest('hex')).toBe(closed.list_hash);
    const digest = createHmac('sha256', closed.seed).update(`${draw.id}:${closed.list_hash}`).digest('hex');
    expect(Number(BigInt(`0x${digest}`) % 6n) + 1).toBe(closed.winning_number);
    expect(
      await auditDraw({
        draw_id: closed.id,
        seed_hash: closed.seed_hash,
        seed: closed.seed,
        list_hash: closed.list_hash,
        winning_number: closed.winning_number,
        ranges: audit.data.ranges,
      }),
    ).toMatchObject({ match: true });
    const winner = closed.winning_number <= 3 || closed.winning_number === 6 ? a : b;
    const loser = winner === a ? b : a;
    const winnerKey = winner === a ? 'a' : 'b';
    expect(await kcOf(t, winner.id)).toBe(balances[winnerKey] + 27_00n);
    expect(await kcOf(t, loser.id)).toBe(balances[winnerKey === 'a' ? 'b' : 'a']);
    expect(await systemKc(t, 'house')).toBe(houseBefore + 3_00n);
    expect(closed.winner).toBe('Lu***00'.replace('00', String(winner.id).slice(-2)));

    // Run twice: nothing paid twice.
    const count = await transfers();
    const again = await runLuckycodeJob(t.database.db, await jobIds(t.database.db), terms, new Date(clock));
    expect(again.closed).toEqual([]);
    expect(await transfers()).toBe(count);
    expect(await kcOf(t, winner.id)).toBe(balances[winnerKey] + 27_00n);

    // The closed draw sells nothing more; history tells each buyer what happened.
    const late = await buy(t, a, draw.id, 1);
    expect([late.code, late.data]).toEqual([ErrorCode.CONFLICT, { reason: 'closed' }]);
    const history = await call(t, a, '/history');
    expect(history.data.list.map((o: { from: number; won: boolean }) => o.from)).toEqual([6, 1]);
    expect(history.data.list.every((o: { draw_status: string }) => o.draw_status === 'paid')).toBe(true);
    expect(history.data.list.some((o: { won: boolean }) => o.won)).toBe(winner === a);
    const past = await call(t, undefined, '/draws');
    expect(past.data.list[0]).toMatchObject({ id: draw.id, winning_number: closed.winning_number });
    expect((await call(t, undefined, '/history')).code).not.toBe(0);
  });

  it('refunds a draw under the minimum, once, resuming a run stopped half way', async () => {
    const players = await newPlayers(t, 2, 10_00n);
    const [a, b] = players as [Player, Player];
    const { draw } = await openDraw();
    expect((await buy(t, a, draw.id, 1)).code).toBe(0);
    expect((await buy(t, b, draw.id, 1)).code).toBe(0);
    expect(await systemKc(t, 'luckycode')).toBeGreaterThanOrEqual(2n * PRICE);
    // The run stops after the first refund, as a crash would.
    await expect(
      runJobLater({
        afterRefund: async () => {
          throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    const halfway = (await call(t, undefined, '/audit', { query: { draw_id: draw.id } })).data.draw;
    expect(halfway).toMatchObject({ status: 'refunding', winning_number: null, winner: null, prize: '0' });
    const refunded = [await kcOf(t, a.id), await kcOf(t, b.id)].filter((v) => v === 10_00n);
    expect(refunded).toHaveLength(1);
    // The next run refunds the other one only, then the draw is refunded; a third run changes nothing.
    await runLuckycodeJob(t.database.db, await jobIds(t.database.db), terms, new Date(clock));
    expect([await kcOf(t, a.id), await kcOf(t, b.id)]).toEqual([10_00n, 10_00n]);
    const count = await transfers();
    await runLuckycodeJob(t.database.db, await jobIds(t.database.db), terms, new Date(clock));
    expect(await transfers()).toBe(count);
    const done = (await call(t, undefined, '/audit', { query: { draw_id: draw.id } })).data;
    expect(done.draw.status).toBe('refunded');
    expect(done.draw.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(done.ranges).toHaveLength(2);
    const history = await call(t, a, '/history');
    expect(history.data.list[0]).toMatchObject({ draw_id: draw.id, refunded: true, draw_status: 'refunded' });
  });

  it('gives 50 players buying at once unique, consecutive numbers', async () => {
    const players = await newPlayers(t, 50, 100_00n);
    const { draw } = await openDraw();
    const answers = await Promise.all(players.map((p, i) => buy(t, p, draw.id, (i % 3) + 1)));
    for (const answer of answers) expect(answer.code, JSON.stringify(answer)).toBe(0);
    const blocks = answers.map((a) => [a.data.order.from, a.data.order.to] as [number, number]);
    blocks.sort((x, y) => x[0] - y[0]);
    let next = 1;
    for (const [from, to] of blocks) {
      expect(from).toBe(next);
      next = to + 1;
    }
    const total = players.reduce((n, _p, i) => n + (i % 3) + 1, 0);
    expect(next - 1).toBe(total);
    expect((await openDraw()).draw.sold).toBe(total);
    const tickets = await rows<{ n: string; d: string }>(
      t.database.db,
      sql`select count(*)::text as n, count(distinct number)::text as d from luckycode_tickets where draw_id = ${draw.id}`,
    );
    expect(tickets[0]).toEqual({ n: String(total), d: String(total) });
    for (const [i, p] of players.entries()) expect(await kcOf(t, p.id)).toBe(100_00n - BigInt((i % 3) + 1) * PRICE);
  });

  it('answers the same purchase sent 50 times at once with one key with one order', async () => {
    const [p] = (await newPlayers(t, 1, 100_00n)) as [Player];
    const { draw } = await openDraw();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => buy(t, p, draw.id, 2, key)));
    for (const answer of answers) expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(new Set(answers.map((a) => a.data.order.order_id)).size).toBe(1);
    expect(await kcOf(t, p.id)).toBe(100_00n - 2n * PRICE);
    const mine = await openDraw(p);
    expect(mine.my_tickets).toHaveLength(1);
  });

  it('refuses a purchase past the cap, naming what is left', async () => {
    const [p] = (await newPlayers(t, 1, 2_000_00n)) as [Player];
    const { draw } = await openDraw();
    while ((await openDraw()).draw.sold < 395) expect((await buy(t, p, draw.id, 5)).code).toBe(0);
    const left = 400 - (await openDraw()).draw.sold;
    const refused = await buy(t, p, draw.id, left + 1);
    expect([refused.code, refused.data]).toEqual([ErrorCode.CONFLICT, { reason: 'sold_out', left }]);
    expect((await buy(t, p, draw.id, left)).code).toBe(0);
    expect((await openDraw()).draw.sold).toBe(400);
  });

  it('lets an operator with the permission draw now, audited, and refuses the others', async () => {
    const [a, b] = (await newPlayers(t, 2, 100_00n)) as [Player, Player];
    // The draw left full by the test before closes on schedule first.
    await runJobLater();
    const { draw } = await openDraw();
    await buy(t, a, draw.id, 2);
    await buy(t, b, draw.id, 2);
    const viewer = await signedInOperator(t, 'viewer');
    const refused = await opsCall(t.app, '/luckycode/draw-now', { draw_id: draw.id }, viewer.token);
    expect(refused.body).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { permission: 'luckycode.draws' } });
    expect((await openDraw()).draw.id).toBe(draw.id);

    const games = await signedInOperator(t, 'games');
    const done = await opsCall(t.app, '/luckycode/draw-now', { draw_id: draw.id }, games.token);
    expect(done.body.code, JSON.stringify(done.body)).toBe(0);
    expect(done.body.data.draw).toMatchObject({ id: draw.id, status: 'paid', closed_by: 'operator', sold: 4 });
    expect(done.body.data.draw.winner_user_id).toBeOneOf([a.id, b.id]);
    expect(done.body.data.draw).toMatchObject({ prize: '18', edge: '2', orders: 2 });
    expect(done.body.data.next_draw_id).toBeGreaterThan(draw.id);
    const audit = await lastAudit(t, 'luckycode.draw_now');
    expect(audit).toMatchObject({ operatorId: games.id, target: String(draw.id), before: { status: 'open', sold: 4 } });
    expect(audit?.after).toMatchObject({ status: 'drawn', winning_number: done.body.data.draw.winning_number });
    const twice = await opsCall(t.app, '/luckycode/draw-now', { draw_id: draw.id }, games.token);
    expect(twice.body.code).toBe(ErrorCode.CONFLICT);
    const missing = await opsCall(t.app, '/luckycode/draw-now', { draw_id: 2_000_000_000 }, games.token);
    expect(missing.body.code).toBe(ErrorCode.NOT_FOUND);
    const list = await opsCall(t.app, '/luckycode/draws', { page: 1 }, games.token);
    expect(list.body.data.list[0]).toMatchObject({ status: 'open', id: done.body.data.next_draw_id });
    expect(list.body.data.list[1]).toMatchObject({ id: draw.id, status: 'paid' });
    const published = (await call(t, undefined, '/audit', { query: { draw_id: draw.id } })).data;
    expect(
      (
        await auditDraw({
          draw_id: draw.id,
          seed_hash: published.draw.seed_hash,
          seed: published.draw.seed,
          list_hash: published.draw.list_hash,
          winning_number: published.draw.winning_number,
          ranges: published.ranges,
        })
      ).match,
    ).toBe(true);
  });

  it('answers bad queries with field errors', async () => {
    for (const query of [{ draw_id: 'x' }, { draw_id: 0 }, {}]) {
      const answer = await call(t, undefined, '/audit', { query: query as Record<string, string> });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.data.draw_id).toBeDefined();
    }
    expect((await call(t, undefined, '/audit', { query: { draw_id: 2_000_000_000 } })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, undefined, '/draws', { query: { page: 0 } })).status).toBe(400);
  });
});
