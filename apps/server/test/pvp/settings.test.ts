import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rows } from '../../src/ledger/sql.ts';
import { DEFAULT_PVP_SETTINGS } from '../../src/services/pvp/duel.ts';
import { pvpSettingsStore } from '../../src/services/pvp/settings.ts';
import { lastAudit } from '../fortune/growth-support.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { callerFor, expectLedgerOk, newKey, newPlayers, type Player, U, usdtOf } from '../lotto/support.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';

/**
 * PvP's operator-editable match settings (docs/pvp.md, "Configuration") on both databases: the environment's
 * defaults until an operator saves some; validation with field errors; pvp.admin only; an audit row with before and
 * after; the lobby's tiers and the caller's game balance; new matches use the new stakes, fee and grace while a match
 * already playing keeps its own. Ledger checked after each test.
 */

const call = callerFor('/svc/pvp');
const DEFAULTS = { stakes: ['1', '5', '20'], fee_bp: 500, grace_seconds: 60 };

async function auditCount(db: Parameters<typeof rows>[0]) {
  const [row] = await rows<{ n: string | number }>(
    db,
    sql`select count(*) as n from operator_audit where action = 'pvp.settings'`,
  );
  return Number(row?.n ?? 0);
}

describe.each(DB_KINDS)('pvp settings (%s)', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.database.db;
  afterEach(async () => expectLedgerOk(t));

  let market = 0;
  async function players(count: number, usdt = 50n * U): Promise<Player[]> {
    const made = await newPlayers(t, count, usdt);
    const code = `s${String.fromCharCode(97 + (market++ % 26))}`;
    for (const p of made) await db().execute(sql`update users set country_code = ${code} where id = ${p.id}`);
    return made;
  }
  const join = (p: Player, stake: string) =>
    call(t, p, '/pvp/join', { body: { stake, client_seed: `seed-${p.id}` }, key: newKey() });

  it('the console reads the environment defaults; a viewer may neither read nor save', async () => {
    const games = await signedInOperator(t, 'games');
    const read = await opsCall(t.app, '/pvp/settings', {}, games.token);
    expect(read.body).toMatchObject({
      code: 0,
      data: { current: DEFAULTS, defaults: DEFAULTS, updated_at: null, updated_by_email: null },
    });
    const viewer = await signedInOperator(t, 'viewer');
    for (const [path, body] of [
      ['/pvp/settings', {}],
      ['/pvp/settings/set', { stakes: ['2'], fee_bp: 100, grace_seconds: 30 }],
    ] as const) {
      const refused = await opsCall(t.app, path, body, viewer.token);
      expect(refused.body, path).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { permission: 'pvp.admin' } });
    }
    expect(await auditCount(db())).toBe(0);
    const tiers = await call(t, undefined, '/pvp/tiers');
    expect(tiers.data.tiers.map((x: { stake: string }) => x.stake)).toEqual(DEFAULTS.stakes);
  });

  it('refuses bad settings with field errors and changes nothing', async () => {
    const games = await signedInOperator(t, 'games');
    const good = { stakes: ['2', '10'], fee_bp: 300, grace_seconds: 90 };
    for (const [patch, field] of [
      [{ stakes: [] }, 'stakes'],
      [{ stakes: ['0'] }, 'stakes'],
      [{ stakes: ['1.5'] }, 'stakes'],
      [{ stakes: ['1000000'] }, 'stakes'],
      [{ stakes: ['1', '2', '3', '4', '5', '6', '7'] }, 'stakes'],
      [{ stakes: ['5', '5'] }, 'stakes'],
      [{ stakes: 'x' }, 'stakes'],
      [{ fee_bp: 2001 }, 'fee_bp'],
      [{ fee_bp: -1 }, 'fee_bp'],
      [{ fee_bp: 1.5 }, 'fee_bp'],
      [{ grace_seconds: 9 }, 'grace_seconds'],
      [{ grace_seconds: 3601 }, 'grace_seconds'],
      [{ grace_seconds: '60' }, 'grace_seconds'],
    ] as const) {
      const answer = await opsCall(t.app, '/pvp/settings/set', { ...good, ...patch }, games.token);
      expect(answer.status, JSON.stringify(patch)).toBe(400);
      expect(answer.body.code, JSON.stringify(patch)).toBe(ErrorCode.VALIDATION);
      // An item's error is keyed by its place (`stakes.0`), the list's by its name.
      const keys = Object.keys(answer.body.data ?? {});
      expect(
        keys.some((k) => k === field || k.startsWith(`${field}.`)),
        JSON.stringify(answer.body.data),
      ).toBe(true);
    }
    expect(await auditCount(db())).toBe(0);
    expect((await opsCall(t.app, '/pvp/settings', {}, games.token)).body.data.updated_at).toBeNull();
  });

  it('an operator saves new settings: audited, shown in the lobby, used by new matches only', async () => {
    const [a, b, c, d] = await players(4);
    // A match that starts under the defaults (1 USDT, fee 5 %, grace 60 s).
    expect((await join(a as Player, '1')).data.status).toBe('waiting');
    const old = await join(b as Player, '1');
    expect(old.data.status).toBe('matched');

    const games = await signedInOperator(t, 'games');
    const saved = await opsCall(
      t.app,
      '/pvp/settings/set',
      { stakes: ['10', '2'], fee_bp: 300, grace_seconds: 90 },
      games.token,
    );
    expect(saved.body, JSON.stringify(saved.body)).toMatchObject({
      code: 0,
      data: {
        changed: true,
        settings: {
          current: { stakes: ['2', '10'], fee_bp: 300, grace_seconds: 90 },
          defaults: DEFAULTS,
          updated_by_email: games.email,
        },
      },
    });
    expect(saved.body.data.settings.updated_at).toEqual(expect.any(Number));
    expect(await lastAudit(t, 'pvp.settings')).toMatchObject({
      operatorId: games.id,
      target: 'pvp:settings',
      before: DEFAULTS,
      after: { stakes: ['2', '10'], fee_bp: 300, grace_seconds: 90 },
    });

    const tiers = await call(t, c, '/pvp/tiers');
    expect(tiers.data).toMatchObject({ fee_bp: 300, grace_seconds: 90, balance: '50' });
    expect(tiers.data.tiers).toEqual([
      { stake: '2', fee: '0.12', payout: '3.88' },
      { stake: '10', fee: '0.6', payout: '19.4' },
    ]);
    expect((await call(t, undefined, '/pvp/tiers')).data.balance).toBeNull();

    // An old tier is refused; a new one matches with the new fee and grace.
    const refused = await join(c as Player, '1');
    expect(refused.code).toBe(ErrorCode.VALIDATION);
    expect(refused.data.stake).toEqual(expect.any(Array));
    expect(await usdtOf(t, (c as Player).id)).toBe(50n * U);
    expect((await join(c as Player, '2')).data.status).toBe('waiting');
    const fresh = await join(d as Player, '2');
    expect(fresh.data.status).toBe('matched');
    expect(await usdtOf(t, (d as Player).id)).toBe(48n * U);
    const seenNew = await call(t, d, '/pvp/match', { query: { match_id: fresh.data.match_id } });
    expect(seenNew.data).toMatchObject({ stake: '2', fee_bp: 300, grace_seconds: 90, payout: '3.88' });
    const seenOld = await call(t, b, '/pvp/match', { query: { match_id: old.data.match_id } });
    expect(seenOld.data).toMatchObject({ stake: '1', fee_bp: 500, grace_seconds: 60, payout: '1.9' });

    // Saving the same again changes nothing and writes no audit row.
    const audits = await auditCount(db());
    const same = await opsCall(
      t.app,
      '/pvp/settings/set',
      { stakes: ['2', '10'], fee_bp: 300, grace_seconds: 90 },
      games.token,
    );
    expect(same.body.data.changed).toBe(false);
    expect(await auditCount(db())).toBe(audits);

    // Back to the defaults, so the shared app's later tests see them; both open matches are voided (refunds).
    const back = await opsCall(t.app, '/pvp/settings/set', DEFAULTS, games.token);
    expect(back.body.data).toMatchObject({ changed: true, settings: { current: DEFAULTS } });
    expect((await lastAudit(t, 'pvp.settings'))?.before).toMatchObject({ fee_bp: 300 });
    const admin = await signedInOperator(t, 'admin');
    for (const id of [old.data.match_id, fresh.data.match_id]) {
      const voided = await opsCall(t.app, '/pvp/decide', { match_id: id, decision: 'void' }, admin.token);
      expect(voided.body.code).toBe(0);
    }
    for (const p of [a, b, c, d]) expect(await usdtOf(t, (p as Player).id)).toBe(50n * U);
  });

  it('the store keeps what it read for a few seconds and reads again after a save on its server', async () => {
    const store = pvpSettingsStore(db(), DEFAULT_PVP_SETTINGS, 60_000);
    expect(await store.current()).toEqual(DEFAULT_PVP_SETTINGS);
    await db().execute(
      sql`insert into pvp_settings (id, stakes, fee_bp, grace_seconds, updated_by, updated_at)
          values (1, '3', 100, 30, 1, now())
          on conflict (id) do update set stakes = '3', fee_bp = 100, grace_seconds = 30`,
    );
    expect(await store.current()).toEqual(DEFAULT_PVP_SETTINGS);
    store.forget();
    expect(await store.current()).toEqual({ stakes: [3n * U], feeBp: 100, graceSeconds: 30 });
    expect(await pvpSettingsStore(db(), DEFAULT_PVP_SETTINGS, 0).current()).toMatchObject({ feeBp: 100 });
    await db().execute(sql`delete from pvp_settings`);
  });
});
