import { ErrorCode } from '@arcadia/contract';
import {
  accrued,
  DEFAULT_PET_TERMS,
  type PetTermsWire,
  petTermsToWire,
  ratePerHour,
} from '@arcadia/contract/games/pets';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { rows } from '../../src/ledger/sql.ts';
import { advanceTestClock } from '../../src/lib/test-clock.ts';
import { startSeedPair } from '../../src/services/fortune/fair-service.ts';
import { lastAudit } from '../fortune/growth-support.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';
import { call, givePet, HOUR, kcOf, newKey, newPlayer } from './support.ts';

/**
 * The pets' terms as operator settings (docs/pets.md, "Configuration") and the race history, on both databases:
 * defaults until saved; games.pets only; field errors for bad terms with nothing written; a save is audited with
 * before and after, published by /petV2/terms, and applies to new draws and listings only (a pet keeps its version's
 * rates, a listing its fee). Race history: each race with its entry, place and prize, the caller's only.
 */
const DEFAULTS = petTermsToWire(DEFAULT_PET_TERMS);
const auditCount = async (db: Parameters<typeof rows>[0]) =>
  Number(
    (await rows<{ n: string }>(db, sql`select count(*)::text as n from operator_audit where action = 'pets.terms'`))[0]
      ?.n ?? 0,
  );

describe.each(DB_KINDS)('pet terms and race history (%s)', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => expect((await checkLedger(t.database.db)).problems).toEqual([]));

  it('reads the defaults; a viewer may neither read nor save', async () => {
    const games = await signedInOperator(t, 'games');
    const read = await opsCall(t.app, '/pets/terms', {}, games.token);
    expect(read.body).toMatchObject({
      code: 0,
      data: { current: DEFAULTS, defaults: DEFAULTS, version: 0, updated_at: null, updated_by_email: null },
    });
    const viewer = await signedInOperator(t, 'viewer');
    for (const [path, body] of [
      ['/pets/terms', {}],
      ['/pets/terms/set', DEFAULTS],
    ] as const) {
      const refused = await opsCall(t.app, path, body, viewer.token);
      expect(refused.body, path).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { permission: 'games.pets' } });
    }
    expect(await auditCount(t.database.db)).toBe(0);
  });

  it('refuses bad terms with field errors and writes nothing', async () => {
    const games = await signedInOperator(t, 'games');
    const cases: [Partial<Record<keyof PetTermsWire, unknown>>, string][] = [
      [{ weights: [6000, 2800, 1000, 300] }, 'weights'],
      [{ weights: [6000, 2800, 1200, 0] }, 'weights.3'],
      [{ weights: [6000, 2800, 1200] }, 'weights'],
      [{ weights: [5000.5, 2800, 1000, 1199.5] }, 'weights.0'],
      [{ market_fee_bps: 2001 }, 'market_fee_bps'],
      [{ market_fee_bps: -1 }, 'market_fee_bps'],
      [{ draw_price: '0' }, 'draw_price'],
      [{ draw_price: '1.234' }, 'draw_price'],
      [{ base_rate: ['2', 'x', '12', '30'] }, 'base_rate.1'],
      [{ max_rent_days: 0 }, 'max_rent_days'],
      [{ pity: 1 }, 'pity'],
      [{ restore_cost: '1000001' }, 'restore_cost'],
      [{ pity: '30' }, 'pity'],
    ];
    for (const [patch, field] of cases) {
      const answer = await opsCall(t.app, '/pets/terms/set', { ...DEFAULTS, ...patch }, games.token);
      expect(answer.status, JSON.stringify(patch)).toBe(400);
      expect(answer.body.code, JSON.stringify(patch)).toBe(ErrorCode.VALIDATION);
      expect(Object.keys(answer.body.data ?? {}), JSON.stringify(answer.body.data)).toContain(field);
    }
    expect(await auditCount(t.database.db)).toBe(0);
    const [n] = await rows<{ n: string }>(t.database.db, sql`select count(*)::text as n from pet_terms`);
    expect(n?.n).toBe('0');
    const same = await opsCall(t.app, '/pets/terms/set', DEFAULTS, games.token);
    expect(same.body.data.changed).toBe(false);
    expect(await auditCount(t.database.db)).toBe(0);
  });

  it('a save is audited, published, and applies to new draws and listings only', async () => {
    const owner = await newPlayer(t, 100_000n);
    const old = await givePet(t, owner, 'rare');
    const oldListing = await call(t, owner, '/list', {
      body: { pet_id: old.id, kind: 'sale', price: '100' },
      key: newKey(),
    });
    expect(oldListing.code).toBe(0);

    const games = await signedInOperator(t, 'games');
    const next: PetTermsWire = {
      ...DEFAULTS,
      draw_price: '150',
      weights: [5000, 3000, 1500, 500],
      base_rate: ['4', '10', '24', '60'],
      market_fee_bps: 1000,
      max_rent_days: 7,
    };
    const saved = await opsCall(t.app, '/pets/terms/set', next, games.token);
    expect(saved.body, JSON.stringify(saved.body)).toMatchObject({
      code: 0,
      data: { changed: true, settings: { current: next, version: 1, updated_by_email: games.email } },
    });
    expect(await lastAudit(t, 'pets.terms')).toMatchObject({
      operatorId: games.id,
      target: 'pets:terms:1',
      before: DEFAULTS,
      after: next,
    });
    const published = await call(t, undefined, '/terms');
    expect(published.data).toMatchObject({ version: 1, draw_price: '150', market_fee_bps: 1000, max_rent_days: 7 });
    expect(published.data.odds.map((o: { probability: number }) => o.probability)).toEqual([0.5, 0.3, 0.15, 0.05]);

    // A new draw pays the new price and keeps version 1; the old pet keeps version 0's rate.
    await startSeedPair(t.database.db, owner.id, undefined);
    const before = await kcOf(t, owner);
    const drawn = await call(t, owner, '/draw', { body: {}, key: newKey() });
    expect(drawn.code).toBe(0);
    expect(before - (await kcOf(t, owner))).toBe(15_000n);
    const [v] = await rows<{ terms_version: number }>(
      t.database.db,
      sql`select terms_version from pets where id = ${drawn.data.pet.id}`,
    );
    expect(Number(v?.terms_version)).toBe(1);
    const info = await call(t, owner, '/info', { query: { pet_id: old.id } });
    expect(info.data.pet.rate_per_hour).toBe('5');
    expect(drawn.data.pet.rate_per_hour).toBe(
      String(
        Number(ratePerHour({ ...DEFAULT_PET_TERMS, baseRate: [400n, 1000n, 2400n, 6000n] }, drawn.data.pet.rarity, 1)) /
          100,
      ),
    );
    // The old pet's output over 2 h is version 0's, not re-rated.
    advanceTestClock('pets', 2 * HOUR);
    await t.database.db.execute(
      sql`update pet_listings set status = 'delisted' where id = ${oldListing.data.listing.id}`,
    );
    const collected = await call(t, owner, '/collect', { body: { pet_id: old.id }, key: newKey() });
    const clock = { rarity: 'rare' as const, level: 1, lastCollectedMs: 0, staminaUntilMs: 1e15, buffUntilMs: null };
    expect(collected.data.paid).toBe(String(Number(accrued(DEFAULT_PET_TERMS, clock, 2 * HOUR)) / 100));

    // Rental days: the new bound; a new listing's fee is the new 10 %, the old listing kept 5 %.
    const tooLong = await call(t, owner, '/list', {
      body: { pet_id: drawn.data.pet.id, kind: 'rent', price: '1', days: 8 },
      key: newKey(),
    });
    expect(tooLong.data).toHaveProperty('days');
    const fresh = await call(t, owner, '/list', {
      body: { pet_id: drawn.data.pet.id, kind: 'sale', price: '100' },
      key: newKey(),
    });
    const buyer = await newPlayer(t, 100_000n);
    expect((await call(t, buyer, '/buy', { body: { listing_id: fresh.data.listing.id }, key: newKey() })).code).toBe(0);
    const feeOf = async (id: number) =>
      (await rows<{ fee: string }>(t.database.db, sql`select fee::text from pet_listings where id = ${id}`))[0]?.fee;
    expect(await feeOf(fresh.data.listing.id)).toBe('1000');
    const relisted = await call(t, owner, '/list', {
      body: { pet_id: old.id, kind: 'sale', price: '100' },
      key: newKey(),
    });
    await t.database.db.execute(sql`update pet_listings set fee_bps = 500 where id = ${relisted.data.listing.id}`);
    const before2 = await kcOf(t, owner);
    expect((await call(t, buyer, '/buy', { body: { listing_id: relisted.data.listing.id }, key: newKey() })).code).toBe(
      0,
    );
    expect(await feeOf(relisted.data.listing.id)).toBe('500');
    expect((await kcOf(t, owner)) - before2).toBe(9_500n);
  });

  it('lists the player’s past races with entry, place and prize', async () => {
    const p = await newPlayer(t, 100_000n);
    const other = await newPlayer(t, 100_000n);
    const pet = await givePet(t, p, 'epic');
    await startSeedPair(t.database.db, p.id, undefined);
    const empty = await call(t, p, '/history', { base: '/svc/pet/petGame' });
    expect(empty.data).toEqual({ list: [], has_more: false });
    const races = [];
    for (let i = 0; i < 3; i++) {
      const r = await call(t, p, '/race', { body: { pet_id: pet.id }, key: newKey(), base: '/svc/pet/petGame' });
      expect(r.code).toBe(0);
      races.push(r.data.result);
      advanceTestClock('pets', 1000);
    }
    const h = await call(t, p, '/history', { base: '/svc/pet/petGame' });
    expect(h.data.has_more).toBe(false);
    expect(h.data.list).toHaveLength(3);
    const newestFirst = [...races].reverse();
    h.data.list.forEach((row: { paid: string; place: number; prize: string; pet: { id: number } }, i: number) => {
      expect(row).toMatchObject({
        paid: newestFirst[i].paid,
        place: newestFirst[i].place,
        prize: newestFirst[i].reward,
        pet: { id: pet.id },
      });
    });
    expect(h.data.list.map((r: { paid: string }) => r.paid)).toEqual(['10', '10', '0']);
    expect((await call(t, other, '/history', { base: '/svc/pet/petGame' })).data.list).toEqual([]);
    expect((await call(t, undefined, '/history', { base: '/svc/pet/petGame' })).code).toBe(ErrorCode.SESSION_INVALID);
    const bad = await call(t, p, '/history', { base: '/svc/pet/petGame', query: { page: 0 } });
    expect(bad.code).toBe(ErrorCode.VALIDATION);
  });
});
