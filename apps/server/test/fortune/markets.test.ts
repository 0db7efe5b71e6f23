import { ErrorCode } from '@arcadia/contract';
import * as ops from '@arcadia/contract/ops/index';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fortunePlayers } from '../../src/db/schema/index.ts';
import { rows } from '../../src/ledger/sql.ts';
import { AppError } from '../../src/lib/errors.ts';
import { requirePlay } from '../../src/services/fortune/access.ts';
import { marketRules } from '../../src/services/fortune/markets.ts';
import { CURRENCIES } from '../../src/services/payment/markets.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';

const auditRows = (t: TestApp) =>
  rows<{ operator_id: number; action: string; target: string; before: unknown; after: unknown }>(
    t.database.db,
    sql`select operator_id::int as operator_id, action, target, before, after from operator_audit
        where action = 'fortune.markets.set' order by id`,
  );

async function playRefusal(t: TestApp, userId: number) {
  try {
    await requirePlay(t.database.db, userId);
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.code;
  }
}

const UK = { min_spin_ms: 2500, autoplay: false, turbo: false };

describe.each(DB_KINDS)('fortune markets (%s)', (kind) => {
  const t = useTestApp(kind);
  // A deployment without the demo's market settings (the demo seed opens most markets, as a demo operator would).
  beforeAll(async () => {
    await t.database.db.execute(sql`delete from fortune_markets`);
  });

  it('is off in every market until an operator opens it', async () => {
    const games = await signedInOperator(t, 'games');
    const list = await opsCall(t.app, ops.opsFortuneMarkets, {}, games.token);
    expect(list.body.code).toBe(0);
    expect(list.body.data.list.map((m: { market: string }) => m.market)).toEqual(Object.keys(CURRENCIES));
    for (const market of list.body.data.list)
      expect(market).toMatchObject({
        enabled: false,
        min_spin_ms: 0,
        autoplay: true,
        turbo: true,
        updated_at: null,
        updated_by: null,
      });
    expect(list.body.data.list[0].currency).toBe('VND');
    expect(await marketRules(t.database.db, 'br')).toEqual({
      enabled: false,
      minSpinMs: 0,
      autoplay: true,
      turbo: true,
    });
    await t.database.db.insert(fortunePlayers).values({ userId: 100003, market: 'br', ageConfirmedAt: new Date() });
    expect(await playRefusal(t, 100003)).toBe(ErrorCode.FORTUNE_NOT_AVAILABLE);
  });

  it('is opened by an operator with fortune.markets, with UK-style rules, and audited', async () => {
    const games = await signedInOperator(t, 'games');
    const answer = await opsCall(t.app, ops.opsFortuneMarketsSet, { market: 'br', enabled: true, ...UK }, games.token);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
    expect(answer.body.data).toMatchObject({
      changed: true,
      market: {
        market: 'br',
        currency: 'BRL',
        enabled: true,
        ...UK,
        updated_by: games.id,
        updated_by_email: games.email,
      },
    });
    expect(answer.body.data.market.updated_at).toBeGreaterThan(Math.floor(Date.now() / 1000) - 60);
    expect(await marketRules(t.database.db, 'br')).toEqual({
      enabled: true,
      minSpinMs: 2500,
      autoplay: false,
      turbo: false,
    });
    expect(await playRefusal(t, 100003)).toBeUndefined();
    expect(await auditRows(t)).toEqual([
      {
        operator_id: games.id,
        action: 'fortune.markets.set',
        target: 'market:br',
        before: { enabled: false, min_spin_ms: 0, autoplay: true, turbo: true },
        after: { enabled: true, ...UK },
      },
    ]);

    // The same settings again change nothing and write no record.
    const again = await opsCall(t.app, ops.opsFortuneMarketsSet, { market: 'br', enabled: true, ...UK }, games.token);
    expect(again.body.data.changed).toBe(false);
    expect(await auditRows(t)).toHaveLength(1);

    // Closing it again (an admin) is audited too, and play stops.
    const admin = await signedInOperator(t, 'admin');
    const close = await opsCall(t.app, ops.opsFortuneMarketsSet, { market: 'br', enabled: false, ...UK }, admin.token);
    expect(close.body.data.changed).toBe(true);
    expect(await playRefusal(t, 100003)).toBe(ErrorCode.FORTUNE_NOT_AVAILABLE);
    const audit = await auditRows(t);
    expect(audit[1]).toMatchObject({ operator_id: admin.id, before: { enabled: true }, after: { enabled: false } });
    const list = await opsCall(t.app, ops.opsFortuneMarkets, {}, admin.token);
    const br = list.body.data.list.find((m: { market: string }) => m.market === 'br');
    expect(br).toMatchObject({ enabled: false, ...UK, updated_by: admin.id, updated_by_email: admin.email });
    expect(list.body.data.list.find((m: { market: string }) => m.market === 'vn').enabled).toBe(false);
  });

  it('is refused to roles without fortune.markets', async () => {
    for (const role of ['viewer', 'support', 'finance', 'content'] as const) {
      const operator = await signedInOperator(t, role);
      const set = await opsCall(
        t.app,
        ops.opsFortuneMarketsSet,
        { market: 'vn', enabled: true, ...UK },
        operator.token,
      );
      expect(set.body).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { permission: 'fortune.markets' } });
      const list = await opsCall(t.app, ops.opsFortuneMarkets, {}, operator.token);
      expect(list.body.code).toBe(ErrorCode.FORBIDDEN);
    }
    expect((await marketRules(t.database.db, 'vn')).enabled).toBe(false);
    expect((await opsCall(t.app, ops.opsFortuneMarketsSet, { market: 'vn', enabled: true, ...UK })).body.code).toBe(
      ErrorCode.UNAUTHENTICATED,
    );
  });

  it('answers bad input with field errors and changes nothing', async () => {
    const games = await signedInOperator(t, 'games');
    const good = { market: 'vn', enabled: true, ...UK };
    const bad: [Record<string, unknown>, string][] = [
      [{ ...good, market: 'zz' }, 'market'],
      [{ ...good, market: 'VN' }, 'market'],
      [{ ...good, min_spin_ms: 10_001 }, 'min_spin_ms'],
      [{ ...good, min_spin_ms: -1 }, 'min_spin_ms'],
      [{ ...good, min_spin_ms: 2.5 }, 'min_spin_ms'],
      [{ ...good, enabled: 'yes' }, 'enabled'],
      [{ ...good, autoplay: undefined }, 'autoplay'],
    ];
    const before = (await auditRows(t)).length;
    for (const [body, field] of bad) {
      const answer = await opsCall(t.app, ops.opsFortuneMarketsSet, body, games.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.data[field], JSON.stringify(body)).toBeDefined();
    }
    expect(await auditRows(t)).toHaveLength(before);
    expect((await marketRules(t.database.db, 'vn')).enabled).toBe(false);
  });
});
