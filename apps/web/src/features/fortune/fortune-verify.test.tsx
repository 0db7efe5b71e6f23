import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import FortuneTestPage from './test-page.tsx';
import { draw, LOTTERY, loadTexts, messages, renderAt, renderLoaded, SPIN_CONF } from './testing/fixtures.tsx';
import { failed, hooks, loaded, resetHooks } from './testing/mock-queries.ts';
import { parseWeights, verifyDraw } from './verify/compute.ts';

/** /fortune/test, the public verifier, and the procedure it computes in the browser. */
// Every queries-*.ts module answers from testing/mock-queries.ts.
const fakeQueries = vi.hoisted(() => async () => (await import('./testing/mock-queries.ts')).mockQueries());
vi.mock('./queries-account.ts', fakeQueries);
vi.mock('./queries-engage.ts', fakeQueries);
vi.mock('./queries-rewards.ts', fakeQueries);
vi.mock('./queries-keys.ts', fakeQueries);
vi.mock('./queries-login.ts', fakeQueries);
vi.mock('./queries-me.ts', fakeQueries);
vi.mock('./queries-money.ts', fakeQueries);
vi.mock('./queries-pay.ts', fakeQueries);
vi.mock('./queries-play.ts', fakeQueries);
vi.mock('./queries-session.ts', fakeQueries);
vi.mock('./queries-verify.ts', fakeQueries);
vi.mock('./queries-games.ts', fakeQueries);
vi.mock('./queries-retiger.ts', fakeQueries);
vi.mock('./queries-retiger-spins.ts', fakeQueries);

const text = messages('fortune') as Record<string, Record<string, unknown>>;
const word = (path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], text) as string;

// Published vector (shared/references/fairness-and-game-math.md 1.6): HMAC_SHA256("def", "abc:0:0").
const VECTOR_FLOATS = [
  0.8320531346835196, 0.8531235849950463, 0.18227359023876488, 0.774284637067467, 0.18627392360940576,
  0.6012540922965854, 0.608081541955471, 0.46018488449044526,
];
const DEF_HASH = 'cb8379ac2098aa165029e3938a51da0bcecfc008fd6795f401178647f96c5b34';

beforeAll(loadTexts);
beforeEach(() => {
  resetHooks();
  hooks.loggedIn = false;
});
afterEach(cleanup);

describe('verifier steps (shared fairness library)', () => {
  it('reproduces the published vector: server seed "def", client seed "abc", nonce 0', () => {
    const steps = verifyDraw({ serverSeed: 'def', clientSeed: 'abc', nonce: 0, game: 'free_lottery', weights: [] });
    expect(steps.bytes.slice(0, 8)).toBe('d5016f2a');
    expect(steps.firstBytes).toBe('d5 01 6f 2a');
    expect(steps.float).toBe(VECTOR_FLOATS[0]);
    expect(steps.uint32).toBe(0xd5016f2a);
    expect(steps.outcome).toBe(8320);
    expect(steps.hash).toBe(DEF_HASH);
    expect(steps.hashMatches).toBeNull();
  });

  it('picks the first row whose cumulative weight is above floor(float x total)', () => {
    const base = { serverSeed: 'def', clientSeed: 'abc', nonce: 0, game: 'lucky_spin' as const };
    const steps = verifyDraw({ ...base, weights: [10, 40, 10, 20, 15, 5] });
    expect([steps.pick, steps.total, steps.outcome]).toEqual([83, 100, 4]);
    expect(verifyDraw({ ...base, weights: [1, 1] }).outcome).toBe(1);
    expect(verifyDraw({ ...base, weights: [0, 0] }).outcome).toBeNull();
    expect(verifyDraw({ ...base, weights: [] }).outcome).toBeNull();
  });

  it('compares the server seed with the published hash', () => {
    const base = { serverSeed: 'def', clientSeed: 'abc', nonce: 0, game: 'free_lottery' as const, weights: [] };
    expect(verifyDraw({ ...base, publishedHash: DEF_HASH.toUpperCase() }).hashMatches).toBe(true);
    expect(verifyDraw({ ...base, publishedHash: 'ab'.repeat(32) }).hashMatches).toBe(false);
  });

  it('reads weights typed by a person and refuses anything else', () => {
    expect(parseWeights('10, 40 ,10;20')).toEqual([10, 40, 10, 20]);
    expect(parseWeights('1, x')).toEqual([]);
    expect(parseWeights('1.5, 2')).toEqual([]);
  });
});

describe('verifier page', () => {
  it('computes the published vector step by step, without login', async () => {
    renderAt(<FortuneTestPage />, { path: '/fortune/test' });
    expect(screen.queryByTestId('fortune-login-dialog')).toBeNull();
    expect(screen.getByTestId('verify-waiting')).toBeTruthy();
    // The steps' code (the hashing) loads once the seeds are filled in: awaited, like the browser's fetch.
    await act(async () => {
      fireEvent.change(screen.getByTestId('verify-server'), { target: { value: 'def' } });
      fireEvent.change(screen.getByTestId('verify-client'), { target: { value: 'abc' } });
      fireEvent.change(screen.getByTestId('verify-nonce'), { target: { value: '0' } });
      fireEvent.change(screen.getByTestId('verify-game'), { target: { value: 'free_lottery' } });
    });
    await screen.findByTestId('verify-steps');
    expect(screen.getByTestId('verify-step-hash').textContent).toBe(DEF_HASH);
    expect(screen.getByTestId('verify-step-bytes').textContent?.startsWith('d5016f2a')).toBe(true);
    expect(screen.getByTestId('verify-step-float').textContent).toBe('0.8320531346835196');
    expect(screen.getByTestId('verify-step-outcome').textContent).toBe('8320');
    expect(screen.getByTestId('verify-steps').textContent).toContain('d5 01 6f 2a');
  });

  it('says whether the server seed matches the published hash', async () => {
    await renderLoaded(<FortuneTestPage />, {
      path: '/fortune/test',
      search: `?server=def&client=abc&nonce=0&hash=${DEF_HASH}`,
    });
    expect((await screen.findByTestId('verify-hash-result')).textContent).toBe(word('verify.hashOk'));
    fireEvent.change(screen.getByTestId('verify-server'), { target: { value: 'deg' } });
    expect(screen.getByTestId('verify-hash-result').textContent).toBe(word('verify.hashBad'));
  });

  it('finds the lucky spin row from weights typed in when no table is loaded', async () => {
    await renderLoaded(<FortuneTestPage />, { path: '/fortune/test', search: '?server=def&client=abc&nonce=0' });
    expect((await screen.findByTestId('verify-steps')).textContent).toContain(word('verify.step.needWeights'));
    fireEvent.change(screen.getByTestId('verify-weights'), { target: { value: '10, 40, 10, 20, 15, 5' } });
    expect(screen.getByTestId('verify-step-outcome').textContent).toBe('4');
  });

  it('loads a draw by ?draw=<id>, fills the form, and compares with the recorded outcome', async () => {
    hooks.loggedIn = true;
    // Today's table differs from the one the spin was drawn from: the draw's own weights are used.
    hooks.tables = { table: [...SPIN_CONF.table].reverse(), tiers: LOTTERY.tiers };
    hooks.draw = loaded({
      draw: draw(4, {
        id: 12,
        proof: { server_seed_hash: DEF_HASH, server_seed: 'def', client_seed: 'abc', nonce: 0 },
      }),
      weights: [10, 40, 10, 20, 15, 5],
    });
    await renderLoaded(<FortuneTestPage />, { path: '/fortune/test', search: '?draw=12' });
    expect((screen.getByTestId('verify-server') as HTMLInputElement).value).toBe('def');
    expect((screen.getByTestId('verify-weights') as HTMLInputElement).value).toBe('10, 40, 10, 20, 15, 5');
    expect((await screen.findByTestId('verify-hash-result')).textContent).toBe(word('verify.hashOk'));
    expect(screen.getByTestId('verify-step-outcome').textContent).toBe('4');
    expect(screen.getByTestId('verify-outcome-result').textContent).toBe(word('verify.outcomeOk'));
  });

  it('says so when a recorded lottery draw does not match what its seeds give', async () => {
    hooks.draw = loaded({
      draw: draw(1234, {
        game: 'free_lottery',
        proof: { server_seed_hash: DEF_HASH, server_seed: 'def', client_seed: 'abc', nonce: 0 },
      }),
      weights: [],
    });
    await renderLoaded(<FortuneTestPage />, { path: '/fortune/test', search: '?draw=77' });
    expect((screen.getByTestId('verify-game') as HTMLSelectElement).value).toBe('free_lottery');
    expect((await screen.findByTestId('verify-step-outcome')).textContent).toBe('8320');
    expect(screen.getByTestId('verify-outcome-result').textContent).toBe(word('verify.outcomeBad'));
  });

  it('explains a draw whose server seed is not revealed yet, and a draw that cannot be loaded', () => {
    hooks.draw = loaded({ draw: draw(3), weights: [1, 1, 1, 1] });
    renderAt(<FortuneTestPage />, { path: '/fortune/test', search: '?draw=77' });
    expect(screen.getByTestId('verify-unrevealed')).toBeTruthy();
    expect(screen.getByTestId('verify-waiting')).toBeTruthy();
    cleanup();
    hooks.draw = failed();
    renderAt(<FortuneTestPage />, { path: '/fortune/test', search: '?draw=5' });
    expect(screen.getByTestId('verify-draw-error')).toBeTruthy();
  });
});
