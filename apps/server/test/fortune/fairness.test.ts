import { ErrorCode } from '@arcadia/contract';
import { floats, hashServerSeed, verifyDraw } from '@arcadia/contract/fairness';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startSeedPair } from '../../src/services/fortune/fair-service.ts';
import { SPIN_TABLE } from '../../src/services/fortune/games-settings.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { call, grant, lottery, newPlayer, newUser, spin } from './games-support.ts';

const clientSeed = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);

describe('the published vectors, as the server computes them', () => {
  it('Shuffle (server seed "def", client seed "abc", nonce 0) and OpDuel (first float 0.5365416235)', () => {
    expect(floats('def', 'abc', 0, 3)).toEqual([0.8320531346835196, 0.8531235849950463, 0.18227359023876488]);
    const opduel = 'c5e7146c5863d7d647c93ffe7d4ec13fffbb7311108fab0c067d97bcc2b32d55';
    expect(floats(opduel, 'LuckyClientSeed777', 2, 1)[0]?.toFixed(10)).toBe('0.5365416235');
  });
});

describe.each(DB_KINDS)('fortune provable fairness (%s)', (kind) => {
  const t = useTestApp(kind);

  it('commits to a new pair at first need and keeps it until rotated', async () => {
    const p = await newPlayer(t);
    const first = await call(t, p, '/fair/seeds');
    expect(first.code).toBe(0);
    expect(first.data.active).toMatchObject({ server_seed: null, nonce: 0 });
    expect(first.data.active.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.data.active.client_seed).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(first.data.revealed).toEqual([]);
    expect((await call(t, p, '/fair/seeds')).data).toEqual(first.data);
    await spin(t, p);
    expect((await call(t, p, '/fair/seeds')).data.active).toEqual({ ...first.data.active, nonce: 1 });
  });

  it('registration starts the pair with the client seed the browser made, once', async () => {
    const p = await newPlayer(t);
    await startSeedPair(t.database.db, p.id, 'from-the-browser');
    await startSeedPair(t.database.db, p.id, 'a-second-call');
    const seeds = await call(t, p, '/fair/seeds');
    expect(seeds.data.active).toMatchObject({ client_seed: 'from-the-browser', nonce: 0, server_seed: null });
  });

  it('rotation reveals the committed seed, which reproduces every draw made with it', async () => {
    const p = await newPlayer(t);
    const commitment = (await call(t, p, '/fair/seeds')).data.active;
    await grant(t, p, 'lucky_spin', 3);
    const draws = [];
    for (let i = 0; i < 4; i++) draws.push((await spin(t, p)).data.spin);
    for (let i = 0; i < 3; i++) draws.push((await lottery(t, p)).data.draw);
    expect(draws.map((d) => d.proof.nonce)).toEqual([0, 1, 2, 3, 4, 5, 6]);

    // Before the rotation the public verifier sees the commitment only.
    const hidden = await call(t, undefined, '/fair/draw', { query: `id=${draws[0].id}` });
    expect(hidden.data.draw.proof.server_seed).toBeNull();
    expect(verifyDraw({ ...hidden.data.draw, weights: hidden.data.weights })).toEqual({
      ok: false,
      reason: 'not_revealed',
    });

    const rotated = await call(t, p, '/fair/rotate', { body: { client_seed: 'my-new_seed42' } });
    expect(rotated.code).toBe(0);
    const { revealed, active } = rotated.data;
    expect(revealed).toMatchObject({ server_seed_hash: commitment.server_seed_hash, nonce: 7 });
    expect(hashServerSeed(revealed.server_seed)).toBe(commitment.server_seed_hash);
    expect(active).toMatchObject({ client_seed: 'my-new_seed42', nonce: 0, server_seed: null });
    expect(active.server_seed_hash).not.toBe(commitment.server_seed_hash);

    for (const d of draws) {
      const shown = await call(t, undefined, '/fair/draw', { query: `id=${d.id}` });
      expect(Object.keys(shown.data).sort()).toEqual(['draw', 'weights']);
      expect(JSON.stringify(shown.data)).not.toContain(String(p.id));
      expect(shown.data.draw.proof.server_seed).toBe(revealed.server_seed);
      expect(shown.data.weights).toEqual(d.game === 'lucky_spin' ? SPIN_TABLE.map((r) => r.weight) : []);
      expect(verifyDraw({ ...shown.data.draw, weights: shown.data.weights })).toEqual({ ok: true, outcome: d.outcome });
      // A changed outcome does not verify.
      const wrong = {
        ...shown.data.draw,
        outcome: (d.outcome + 1) % (d.game === 'lucky_spin' ? SPIN_TABLE.length : 10_000),
      };
      expect(verifyDraw({ ...wrong, weights: shown.data.weights }).ok).toBe(false);
    }

    // The next draw uses the new pair from nonce 0.
    await grant(t, p, 'free_lottery', 1);
    const next = (await lottery(t, p)).data.draw;
    expect(next.proof).toEqual({ ...active, nonce: 0 });

    const seeds = await call(t, p, '/fair/seeds');
    expect(seeds.data.active).toEqual({ ...active, nonce: 1 });
    expect(seeds.data.revealed).toEqual([revealed]);
  });

  it('for any client seed, a draw made through the API verifies once its pair is revealed (property)', async () => {
    const p = await newPlayer(t);
    await fc.assert(
      fc.asyncProperty(clientSeed, fc.boolean(), async (seed, isSpin) => {
        await call(t, p, '/fair/rotate', { body: { client_seed: seed } });
        await grant(t, p, isSpin ? 'lucky_spin' : 'free_lottery', 1);
        const made = isSpin ? (await spin(t, p)).data.spin : (await lottery(t, p)).data.draw;
        expect(made.proof).toMatchObject({ client_seed: seed, nonce: 0, server_seed: null });
        const revealed = (await call(t, p, '/fair/rotate', { body: { client_seed: 'after' } })).data.revealed;
        const shown = (await call(t, undefined, '/fair/draw', { query: `id=${made.id}` })).data;
        expect(shown.draw.proof.server_seed).toBe(revealed.server_seed);
        expect(verifyDraw({ ...shown.draw, weights: shown.weights })).toEqual({ ok: true, outcome: made.outcome });
      }),
      { numRuns: 15 },
    );
  });

  it('lists the last 10 revealed pairs, newest first', async () => {
    const p = await newPlayer(t);
    const hashes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const rotated = await call(t, p, '/fair/rotate', { body: { client_seed: `c${i}` } });
      hashes.push(rotated.data.revealed.server_seed_hash);
    }
    const seeds = await call(t, p, '/fair/seeds');
    expect(seeds.data.revealed).toHaveLength(10);
    expect(seeds.data.revealed.map((s: { server_seed_hash: string }) => s.server_seed_hash)).toEqual(
      hashes.reverse().slice(0, 10),
    );
    for (const s of seeds.data.revealed) expect(hashServerSeed(s.server_seed)).toBe(s.server_seed_hash);
    expect(seeds.data.active.client_seed).toBe('c11');
  });

  it('refuses a bad client seed with a field error and changes nothing', async () => {
    const p = await newPlayer(t);
    const before = await call(t, p, '/fair/seeds');
    for (const client_seed of ['', 'has space', 'x'.repeat(65), 'ümlaut', 42, null]) {
      const refused = await call(t, p, '/fair/rotate', { body: { client_seed } });
      expect(refused.status).toBe(400);
      expect(refused.data.client_seed).toBeDefined();
    }
    expect((await call(t, p, '/fair/rotate', { body: {} })).status).toBe(400);
    expect((await call(t, p, '/fair/seeds')).data).toEqual(before.data);
    const visitor = await newUser(t);
    expect((await call(t, visitor, '/fair/rotate', { body: { client_seed: 'ok' } })).code).toBe(
      ErrorCode.FORTUNE_NOT_REGISTERED,
    );
  });

  it('the public draw look-up checks its id, answers NOT_FOUND for none, and is rate-limited per IP', async () => {
    for (const id of ['x', '0', '-1', '1.5', String(2 ** 31), ''])
      expect((await call(t, undefined, '/fair/draw', { query: `id=${id}`, ip: '10.9.9.1' })).status).toBe(400);
    expect((await call(t, undefined, '/fair/draw', { ip: '10.9.9.1' })).status).toBe(400);
    expect((await call(t, undefined, '/fair/draw', { query: 'id=2000000000', ip: '10.9.9.2' })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const codes = [];
    for (let i = 0; i < 61; i++)
      codes.push((await call(t, undefined, '/fair/draw', { query: 'id=2000000000', ip: '10.9.9.3' })).code);
    expect(codes.slice(0, 60)).toEqual(Array(60).fill(ErrorCode.NOT_FOUND));
    expect(codes[60]).toBe(ErrorCode.RATE_LIMITED);
    // Another address is not held back.
    expect((await call(t, undefined, '/fair/draw', { query: 'id=2000000000', ip: '10.9.9.4' })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });
});
