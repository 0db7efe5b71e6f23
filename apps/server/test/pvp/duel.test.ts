import { ErrorCode } from '@arcadia/contract';
import { pvpMatch, pvpPayout } from '@arcadia/contract/games/pvp';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/config-schema.ts';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import {
  DEFAULT_PVP_SETTINGS,
  decideMatch,
  expireMatches,
  joinQueue,
  leaveQueue,
  pvpSettingsFrom,
  readMatch,
  roll,
} from '../../src/services/pvp/duel.ts';
import { lastAudit } from '../fortune/growth-support.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { expectLedgerOk, newKey, newPlayers, U, usdtOf } from '../lotto/support.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';

const S = DEFAULT_PVP_SETTINGS;
const T0 = Date.parse('2026-11-28T00:00:00Z');

describe.each(DB_KINDS)('pvp duel (%s)', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.database.db;
  const pool = () => balanceOf(db(), { system: 'pvp' }, 'USDT');
  afterEach(async () => expectLedgerOk(t));

  const join = (userId: number, stake = U, key = newKey(), market = 'vn') =>
    joinQueue(db(), { userId, market, stake, clientSeed: `seed-${userId}`, idempotencyKey: key, nowMs: T0 }, S);

  it('rejects bad input with field errors and holds nothing', async () => {
    const [p] = await newPlayers(t, 1, 10n * U);
    const id = p?.id as number;
    await expect(join(id, 123n)).rejects.toMatchObject({ data: { stake: expect.any(Array) } });
    await expect(
      joinQueue(db(), { userId: id, market: 'vn', stake: U, clientSeed: ' ', idempotencyKey: newKey(), nowMs: T0 }, S),
    ).rejects.toMatchObject({ data: { clientSeed: expect.any(Array) } });
    await expect(join(id, U, newKey(), 'VNM')).rejects.toMatchObject({ data: { market: expect.any(Array) } });
    expect(await usdtOf(t, id)).toBe(10n * U);
  });

  it('refuses without the balance, and a second wait at once', async () => {
    const [poor, rich] = await newPlayers(t, 2, U / 2n);
    await expect(join(poor?.id as number)).rejects.toMatchObject({ message: expect.stringMatching(/nsufficient/) });
    expect(await usdtOf(t, poor?.id as number)).toBe(U / 2n);
    const [r] = await newPlayers(t, 1, 30n * U);
    await join(r?.id as number, 5n * U, newKey(), 'th');
    await expect(join(r?.id as number, 20n * U, newKey(), 'th')).rejects.toMatchObject({ message: /already waiting/ });
    expect(await usdtOf(t, r?.id as number)).toBe(25n * U);
    expect(await leaveQueue(db(), r?.id as number)).toBe(true);
    expect(await leaveQueue(db(), r?.id as number)).toBe(false);
    expect(await usdtOf(t, r?.id as number)).toBe(30n * U);
    expect(rich).toBeDefined();
  });

  it('the same join 50 times with one key holds once', async () => {
    const [p] = await newPlayers(t, 1, 10n * U);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => join(p?.id as number, U, key, 'ph')));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(await usdtOf(t, p?.id as number)).toBe(9n * U);
    await leaveQueue(db(), p?.id as number);
  });

  it('100 players joining at once make 50 matches, each stake held once', async () => {
    const before = await pool();
    const players = await newPlayers(t, 100, 5n * U);
    const answers = await Promise.all(players.map((p) => join(p.id, U, newKey(), 'br')));
    const matchIds = new Set(answers.filter((a) => a.matchId != null).map((a) => a.matchId));
    expect(matchIds.size).toBe(50);
    const waiting = await rows<{ n: string | number }>(
      db(),
      sql`select count(*) as n from pvp_queue where market = 'br' and status = 'waiting'`,
    );
    expect(Number(waiting[0]?.n)).toBe(0);
    expect((await pool()) - before).toBe(100n * U);
    for (const p of players) expect(await usdtOf(t, p.id)).toBe(4n * U);
    for (const id of matchIds) await decideMatch(db(), id as number, 'void', T0);
    expect(await pool()).toBe(before);
  });

  it('plays a duel to the end and pays the winner 2x minus the fee, verifiable', async () => {
    const [a, b] = await newPlayers(t, 2, 10n * U);
    const A = a?.id as number;
    const B = b?.id as number;
    await join(A, U, newKey(), 'id');
    const m = await join(B, U, newKey(), 'id');
    const matchId = m.matchId as number;
    await expect(roll(db(), A + 999_999, matchId, T0)).rejects.toMatchObject({ message: expect.any(String) });
    const hidden = await readMatch(db(), matchId, T0);
    expect(hidden.serverSeed).toBeNull();
    await roll(db(), A, matchId, T0 + 1000);
    await expect(roll(db(), A, matchId, T0 + 1000)).rejects.toMatchObject({ message: /opponent/ });
    for (let r = 0; r < 3; r++) {
      if (r > 0) await roll(db(), A, matchId, T0 + 2000 + r);
      await roll(db(), B, matchId, T0 + 3000 + r);
    }
    const done = await readMatch(db(), matchId, T0 + 5000);
    expect(done.status).toBe('finished');
    const expected = pvpMatch({
      serverSeed: done.serverSeed as string,
      clientSeedA: `seed-${A}`,
      clientSeedB: `seed-${B}`,
    });
    expect(done.result).toBe(expected.result);
    const pay = pvpPayout(U, S.feeBp);
    const [ea, eb] =
      expected.result === 'draw'
        ? [10n * U, 10n * U]
        : expected.result === 'a'
          ? [9n * U + pay, 9n * U]
          : [9n * U, 9n * U + pay];
    expect(await usdtOf(t, A)).toBe(ea);
    expect(await usdtOf(t, B)).toBe(eb);
    await expect(roll(db(), A, matchId, T0 + 6000)).rejects.toMatchObject({ message: /over/ });
  });

  it('a player idle past the grace forfeits, once, on read or by the job', async () => {
    const [a, b] = await newPlayers(t, 2, 10n * U);
    const A = a?.id as number;
    const B = b?.id as number;
    await join(A, U, newKey(), 'mx');
    const { matchId } = await join(B, U, newKey(), 'mx');
    await roll(db(), A, matchId as number, T0 + 1000);
    // within the grace nothing happens
    expect(await expireMatches(db(), T0 + 1000 + S.graceSeconds * 1000)).toBe(0);
    const results = await Promise.all([
      expireMatches(db(), T0 + 1001 + S.graceSeconds * 1000),
      readMatch(db(), matchId as number, T0 + 1001 + S.graceSeconds * 1000),
    ]);
    expect(results[1].status).toBe('forfeit');
    expect(results[1].winnerId).toBe(A);
    expect(await usdtOf(t, A)).toBe(9n * U + pvpPayout(U, S.feeBp));
    expect(await usdtOf(t, B)).toBe(9n * U);
  });

  it('an operator voids a match and both are refunded; bans keep a player out', async () => {
    const [a, b] = await newPlayers(t, 2, 10n * U);
    await join(a?.id as number, U, newKey(), 'ru');
    const { matchId } = await join(b?.id as number, U, newKey(), 'ru');
    expect(await decideMatch(db(), matchId as number, 'void', T0)).toBe(true);
    await expect(decideMatch(db(), matchId as number, 'void', T0)).rejects.toMatchObject({ message: /over/ });
    expect(await usdtOf(t, a?.id as number)).toBe(10n * U);
    expect(await usdtOf(t, b?.id as number)).toBe(10n * U);
    await db().execute(
      sql`insert into pvp_bans (user_id, reason, created_at) values (${a?.id as number}, 'test', ${new Date(T0).toISOString()})`,
    );
    await expect(join(a?.id as number, U, newKey(), 'ru')).rejects.toMatchObject({ message: expect.any(String) });
    expect(await usdtOf(t, a?.id as number)).toBe(10n * U);
  });

  it('ops /pvp/decide: pvp.admin only, 400 on bad input, audited, once', async () => {
    const [a, b] = await newPlayers(t, 2, 10n * U);
    await join(a?.id as number, U, newKey(), 'my');
    const { matchId } = await join(b?.id as number, U, newKey(), 'my');
    const viewer = await signedInOperator(t, 'viewer');
    const refused = await opsCall(t.app, '/pvp/decide', { match_id: matchId, decision: 'void' }, viewer.token);
    expect(refused.body).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { permission: 'pvp.admin' } });
    const games = await signedInOperator(t, 'games');
    const bad = await opsCall(t.app, '/pvp/decide', { match_id: matchId, decision: 'maybe' }, games.token);
    expect(bad.status).toBe(400);
    expect(bad.body.data.decision).toBeDefined();
    const done = await opsCall(t.app, '/pvp/decide', { match_id: matchId, decision: 'a' }, games.token);
    expect(done.body.code, JSON.stringify(done.body)).toBe(0);
    expect(await usdtOf(t, a?.id as number)).toBe(9n * U + pvpPayout(U, S.feeBp));
    expect(await lastAudit(t, 'pvp.decide')).toMatchObject({ operatorId: games.id, target: `match:${matchId}` });
    const again = await opsCall(t.app, '/pvp/decide', { match_id: matchId, decision: 'a' }, games.token);
    expect(again.body.code).toBe(ErrorCode.CONFLICT);
    expect(await usdtOf(t, a?.id as number)).toBe(9n * U + pvpPayout(U, S.feeBp));
  });
});

describe('PvP settings from the environment', () => {
  it('reads the stake tiers, fee and grace, and refuses values out of range', () => {
    const { settings, errors } = parseSettings({
      PVP_STAKES_USDT: '2, 10',
      PVP_FEE_BP: '300',
      PVP_GRACE_SECONDS: '90',
    });
    expect(errors).toEqual([]);
    expect(pvpSettingsFrom(settings)).toEqual({ stakes: [2_000_000n, 10_000_000n], feeBp: 300, graceSeconds: 90 });
    expect(pvpSettingsFrom(parseSettings({}).settings)).toEqual(DEFAULT_PVP_SETTINGS);
    const bad = parseSettings({ PVP_STAKES_USDT: '0,5', PVP_FEE_BP: '5000', PVP_GRACE_SECONDS: '1' }).errors.join('\n');
    for (const name of ['PVP_STAKES_USDT', 'PVP_FEE_BP', 'PVP_GRACE_SECONDS']) expect(bad).toContain(name);
  });
});
