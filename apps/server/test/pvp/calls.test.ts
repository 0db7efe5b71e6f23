import { ErrorCode } from '@arcadia/contract';
import { pvpPayout, verifyPvp } from '@arcadia/contract/games/pvp';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { DEFAULT_PVP_SETTINGS } from '../../src/services/pvp/duel.ts';
import { lastAudit } from '../fortune/growth-support.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { callerFor, expectLedgerOk, newKey, newPlayers, type Player, U, usdtOf } from '../lotto/support.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';

/**
 * The PvP players' and operators' calls (docs/pvp.md) on both databases: tiers, join with good and bad input and one
 * key sent 50 times, polling an entry, leaving (refunded once), rolling in and out of turn, a whole match settled and
 * verified from the revealed seed, history, and bans through the console (pvp.admin). Ledger checked after each.
 */

const call = callerFor('/svc/pvp');
const S = DEFAULT_PVP_SETTINGS;
let market = 0;

describe.each(DB_KINDS)('pvp calls (%s)', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.database.db;
  afterEach(async () => expectLedgerOk(t));

  /** Players in a market of their own, so waiting entries of other tests never pair with them. */
  async function players(count: number, usdt = 10n * U): Promise<Player[]> {
    const made = await newPlayers(t, count, usdt);
    const code = `q${String.fromCharCode(97 + (market++ % 26))}`;
    for (const p of made) await db().execute(sql`update users set country_code = ${code} where id = ${p.id}`);
    return made;
  }
  const join = (p: Player, stake = '1', key = newKey(), seed = `seed-${p.id}`) =>
    call(t, p, '/pvp/join', { body: { stake, client_seed: seed }, key });

  it('tiers list stakes with fee and payout, for visitors too', async () => {
    const answer = await call(t, undefined, '/pvp/tiers');
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ coin: 'USDT', fee_bp: S.feeBp, grace_seconds: S.graceSeconds, rounds: 3 });
    expect(answer.data.tiers[0]).toEqual({ stake: '1', fee: '0.1', payout: '1.9' });
    expect(answer.data.tiers).toHaveLength(S.stakes.length);
  });

  it('join refuses bad input with field errors and holds nothing', async () => {
    const [p] = (await players(1)) as [Player];
    for (const [body, field] of [
      [{ stake: '2', client_seed: 'x' }, 'stake'],
      [{ stake: 'abc', client_seed: 'x' }, 'stake'],
      [{ stake: '1', client_seed: '' }, 'client_seed'],
      [{ stake: '1', client_seed: 'x'.repeat(65) }, 'client_seed'],
      [{ client_seed: 'x' }, 'stake'],
    ] as const) {
      const answer = await call(t, p, '/pvp/join', { body, key: newKey() });
      expect(answer.code, JSON.stringify(body)).toBe(ErrorCode.VALIDATION);
      expect(answer.data[field], JSON.stringify(answer.data)).toEqual(expect.any(Array));
    }
    const noKey = await call(t, p, '/pvp/join', { body: { stake: '1', client_seed: 'x' } });
    expect(noKey.data['Idempotency-Key']).toEqual(expect.any(Array));
    const visitor = await call(t, undefined, '/pvp/join', { body: { stake: '1', client_seed: 'x' }, key: newKey() });
    expect(visitor.code).not.toBe(0);
    const poor = (await players(1, U / 2n))[0] as Player;
    expect((await join(poor)).code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await usdtOf(t, p.id)).toBe(10n * U);
    expect(await usdtOf(t, poor.id)).toBe(U / 2n);
  });

  it('the same join sent 50 times with one key holds once; a second wait is a conflict; leave refunds once', async () => {
    const [p, q] = (await players(2)) as [Player, Player];
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => join(p, '5', key)));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.data.entry_id)).size).toBe(1);
    expect(answers[0]?.data).toMatchObject({ status: 'waiting', stake: '5', match_id: null });
    expect(await usdtOf(t, p.id)).toBe(5n * U);
    const again = await join(p, '1');
    expect(again.code).toBe(ErrorCode.CONFLICT);
    expect(again.data).toMatchObject({ reason: 'waiting' });
    const entryId = answers[0]?.data.entry_id as number;
    expect((await call(t, q, '/pvp/entry', { query: { entry_id: entryId } })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, q, '/pvp/leave', { body: { entry_id: entryId } })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, p, '/pvp/leave', { body: { entry_id: 0 } })).data.entry_id).toEqual(expect.any(Array));
    const leaves = await Promise.all([1, 2, 3].map(() => call(t, p, '/pvp/leave', { body: { entry_id: entryId } })));
    for (const l of leaves) expect(l.data).toMatchObject({ entry_id: entryId, status: 'left' });
    expect(await usdtOf(t, p.id)).toBe(10n * U);
    expect((await call(t, p, '/pvp/entry', { query: { entry_id: entryId } })).data.status).toBe('left');
  });

  it('a whole match: matched, polled, rolled in turn, settled, verified and listed', async () => {
    const [a, b, c] = (await players(3, 30n * U)) as [Player, Player, Player];
    const first = await join(a, '20');
    expect(first.data).toMatchObject({ status: 'waiting', match_id: null });
    const second = await join(b, '20');
    expect(second.data.status).toBe('matched');
    const matchId = second.data.match_id as number;
    const polled = await call(t, a, '/pvp/entry', { query: { entry_id: first.data.entry_id } });
    expect(polled.data).toMatchObject({ status: 'matched', match_id: matchId });
    expect((await call(t, a, '/pvp/leave', { body: { entry_id: first.data.entry_id } })).data.status).toBe('matched');
    expect(await usdtOf(t, a.id)).toBe(10n * U);

    const seen = await call(t, a, '/pvp/match', { query: { match_id: matchId } });
    expect(seen.data).toMatchObject({
      status: 'playing',
      me: 'a',
      stake: '20',
      fee: '2',
      payout: '38',
      can_roll: true,
    });
    expect(seen.data.server_seed).toBeNull();
    expect(seen.data.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(seen.data.opponent).toMatch(/\*\*\*$/);
    expect(seen.data.rounds).toEqual([
      { a: null, b: null },
      { a: null, b: null },
      { a: null, b: null },
    ]);
    expect((await call(t, c, '/pvp/match', { query: { match_id: matchId } })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, c, '/pvp/roll', { body: { match_id: matchId } })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, a, '/pvp/match', { query: { match_id: 'x' } })).data.match_id).toEqual(expect.any(Array));

    const r1 = await call(t, a, '/pvp/roll', { body: { match_id: matchId } });
    expect(r1.data.rounds[0].a).toHaveLength(2);
    expect(r1.data.rounds[0].b).toBeNull();
    expect(r1.data.can_roll).toBe(false);
    const early = await call(t, a, '/pvp/roll', { body: { match_id: matchId } });
    expect(early.code).toBe(ErrorCode.CONFLICT);
    expect(early.data).toMatchObject({ reason: 'turn' });
    let last = r1;
    for (let r = 0; r < 3; r++) {
      if (r > 0) last = await call(t, a, '/pvp/roll', { body: { match_id: matchId } });
      last = await call(t, b, '/pvp/roll', { body: { match_id: matchId } });
      expect(last.code, JSON.stringify(last.data)).toBe(0);
    }
    expect(last.data.status).toBe('finished');
    const over = await call(t, a, '/pvp/roll', { body: { match_id: matchId } });
    expect(over.data).toMatchObject({ reason: 'over' });

    const done = (await call(t, a, '/pvp/match', { query: { match_id: matchId } })).data;
    expect(done.server_seed).toMatch(/^[0-9a-f]{64}$/);
    const check = verifyPvp(
      { serverSeed: done.server_seed, clientSeedA: `seed-${a.id}`, clientSeedB: `seed-${b.id}` },
      done.server_seed_hash,
      done.result,
    );
    expect(check).toEqual({ hashOk: true, resultOk: true });
    const pay = pvpPayout(20n * U, S.feeBp);
    const expectA = done.result === 'a' ? 10n * U + pay : done.result === 'b' ? 10n * U : 30n * U;
    const expectB = done.result === 'b' ? 10n * U + pay : done.result === 'a' ? 10n * U : 30n * U;
    expect(await usdtOf(t, a.id)).toBe(expectA);
    expect(await usdtOf(t, b.id)).toBe(expectB);
    const mine = await call(t, b, '/pvp/my_matches', { query: { page: 1 } });
    expect(mine.data).toMatchObject({ has_more: false, waiting: null });
    expect(mine.data.list[0]).toMatchObject({ id: matchId, status: 'finished', stake: '20' });
    expect(['won', 'lost', 'draw']).toContain(mine.data.list[0].outcome);
    expect((await call(t, b, '/pvp/my_matches', { query: { page: 0 } })).data.page).toEqual(expect.any(Array));
  });

  it('console: matches and bans need pvp.admin; a ban refuses joins and refunds a waiting entry; unban lets back in', async () => {
    const [p, q] = (await players(2)) as [Player, Player];
    const waiting = await join(p, '1');
    expect(waiting.data.status).toBe('waiting');
    const viewer = await signedInOperator(t, 'viewer');
    const refused = await opsCall(t.app, '/pvp/ban', { user_id: p.id, banned: true, reason: 'abuse' }, viewer.token);
    expect(refused.body).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { permission: 'pvp.admin' } });
    expect((await opsCall(t.app, '/pvp/matches', {}, viewer.token)).body.code).toBe(ErrorCode.FORBIDDEN);
    const games = await signedInOperator(t, 'games');
    const bad = await opsCall(t.app, '/pvp/ban', { user_id: -1, banned: 'yes' }, games.token);
    expect(bad.status).toBe(400);
    expect(bad.body.data.user_id).toBeDefined();
    expect(bad.body.data.banned).toBeDefined();
    const noReason = await opsCall(t.app, '/pvp/ban', { user_id: p.id, banned: true }, games.token);
    expect(noReason.body.data.reason).toEqual(expect.any(Array));
    const ban = await opsCall(t.app, '/pvp/ban', { user_id: p.id, banned: true, reason: 'abuse' }, games.token);
    expect(ban.body, JSON.stringify(ban.body)).toMatchObject({ code: 0, data: { user_id: p.id, banned: true } });
    expect(await lastAudit(t, 'pvp.ban')).toMatchObject({ operatorId: games.id, target: `user:${p.id}` });
    expect(await usdtOf(t, p.id)).toBe(10n * U);
    const refusedJoin = await join(p, '1');
    expect(refusedJoin.code).toBe(ErrorCode.FORBIDDEN);
    expect(refusedJoin.data).toMatchObject({ reason: 'banned' });
    expect(await usdtOf(t, p.id)).toBe(10n * U);
    const bans = await opsCall(t.app, '/pvp/bans', { page: 1 }, games.token);
    expect(bans.body.data.list).toContainEqual(expect.objectContaining({ user_id: p.id, reason: 'abuse' }));
    const unban = await opsCall(t.app, '/pvp/ban', { user_id: p.id, banned: false }, games.token);
    expect(unban.body.data).toEqual({ user_id: p.id, banned: false });
    const back = await join(p, '1');
    expect(back.data.status).toBe('waiting');
    const matched = await join(q, '1');
    const listed = await opsCall(t.app, '/pvp/matches', { status: 'playing' }, games.token);
    expect(listed.body.data.list).toContainEqual(
      expect.objectContaining({ id: matched.data.match_id, player_a: p.id, player_b: q.id, stake: '1' }),
    );
    const voided = await opsCall(
      t.app,
      '/pvp/decide',
      { match_id: matched.data.match_id, decision: 'void' },
      games.token,
    );
    expect(voided.body.code).toBe(0);
    const seen = await call(t, q, '/pvp/match', { query: { match_id: matched.data.match_id } });
    expect(seen.data).toMatchObject({ status: 'void', outcome: 'void', received: '1' });
    expect(await usdtOf(t, p.id)).toBe(10n * U);
    expect(await balanceOf(db(), { userId: q.id }, 'USDT')).toBe(10n * U);
  });
});
