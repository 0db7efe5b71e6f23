import { ErrorCode } from '@arcadia/contract';
import { retigerSpin } from '@arcadia/contract/games/retiger';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import FortuneTestPage from './test-page.tsx';
import { loadTexts, messages, renderLoaded } from './testing/fixtures.tsx';
import { spinFrom, winningPair } from './testing/games-fixtures.ts';
import { hooks, idle, loaded, resetHooks } from './testing/mock-queries.ts';
import { checkSpin } from './verify/spin-check.tsx';

/** /fortune/test's slot-spin mode: a retiger spin by id, drawn again in the browser from its revealed seeds. */
// Every queries-*.ts module answers from testing/mock-queries.ts.
const fakeQueries = vi.hoisted(() => async () => (await import('./testing/mock-queries.ts')).mockQueries());
vi.mock('./queries-account.ts', fakeQueries);
vi.mock('./queries-keys.ts', fakeQueries);
vi.mock('./queries-session.ts', fakeQueries);
vi.mock('./queries-verify.ts', fakeQueries);
vi.mock('./queries-games.ts', fakeQueries);
vi.mock('./queries-retiger.ts', fakeQueries);
vi.mock('./queries-retiger-spins.ts', fakeQueries);

const text = messages('fortune') as Record<string, Record<string, unknown>>;
const word = (path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], text) as string;

beforeAll(loadTexts);
beforeEach(() => {
  resetHooks();
  hooks.loggedIn = false;
});
afterEach(cleanup);

const open = (search: string) => renderLoaded(<FortuneTestPage />, { path: '/fortune/test', search });

describe('spin check (contract math in the browser)', () => {
  it('agrees with a spin the seeds draw, and catches each field that differs', () => {
    const pair = winningPair();
    const spin = spinFrom(pair, '0.1');
    expect(checkSpin(spin, 'def').ok).toBe(true);
    const outcome = retigerSpin(pair);
    const otherStops = [(outcome.stops[0] + 1) % 48, outcome.stops[1], outcome.stops[2]];
    expect(checkSpin({ ...spin, stops: otherStops }, 'def')).toMatchObject({ ok: false, stopsMatch: false });
    expect(checkSpin({ ...spin, multiplier: outcome.multiplier === 1 ? 2 : 1 }, 'def')).toMatchObject({
      ok: false,
      multiplierMatches: false,
    });
    expect(checkSpin({ ...spin, win: '1000' }, 'def')).toMatchObject({ ok: false, winMatches: false });
    // Another server seed breaks the commitment (and draws another board).
    expect(checkSpin(spin, 'deg')).toMatchObject({ ok: false, hashMatches: false });
  });
});

describe('spin verifier page', () => {
  it('loads ?spin=<id> and shows that the revealed seeds give the recorded board', async () => {
    const pair = winningPair();
    hooks.fairSpin = loaded({ spin: spinFrom(pair, '0.1', { id: 5 }) });
    await open('?spin=5');
    expect(screen.getByTestId('verify-mode-spin').getAttribute('aria-current')).toBe('page');
    expect((await screen.findByTestId('verify-spin-loaded')).textContent).toContain('Spin #5');
    const result = await screen.findByTestId('verify-spin-result');
    expect(result.getAttribute('data-ok')).toBe('true');
    expect(result.textContent).toBe(word('retiger.verifier.match'));
    const check = screen.getByTestId('verify-spin-check');
    expect(within(check).getByTestId('spin-check-stops').textContent).toContain(retigerSpin(pair).stops.join(', '));
    for (const id of ['spin-check-hash', 'spin-check-stops', 'spin-check-multiplier', 'spin-check-win'])
      expect(within(check).getByTestId(id).getAttribute('data-ok')).toBe('true');
  });

  it('says so when the record does not match what the seeds give', async () => {
    const pair = winningPair();
    const spin = spinFrom(pair, '0.1', { id: 6 });
    hooks.fairSpin = loaded({ spin: { ...spin, stops: [0, 0, 0] } });
    await open('?spin=6');
    const result = await screen.findByTestId('verify-spin-result');
    expect(result.getAttribute('data-ok')).toBe('false');
    expect(result.textContent).toBe(word('retiger.verifier.mismatch'));
    expect(screen.getByTestId('spin-check-stops').getAttribute('data-ok')).toBe('false');
    expect(screen.getByTestId('spin-check-hash').getAttribute('data-ok')).toBe('true');
  });

  it('asks for the seed pair to be rotated first when the server seed is not revealed', async () => {
    hooks.fairSpin = loaded({ spin: spinFrom(winningPair(), '0.1', { id: 7, revealed: false }) });
    await open('?spin=7');
    expect((await screen.findByTestId('verify-spin-unrevealed')).textContent).toContain(
      word('retiger.verifier.unrevealed'),
    );
    expect(screen.queryByTestId('verify-spin-check')).toBeNull();
  });

  it('says when no such spin exists', async () => {
    hooks.fairSpin = {
      ...idle(),
      isError: true,
      error: new ApiError('business', 'Not found', 404, ErrorCode.NOT_FOUND),
    };
    await open('?spin=999');
    expect((await screen.findByTestId('verify-spin-error')).textContent).toBe('No spin #999 with a board was found.');
  });

  it('waits for a spin number in spin mode, and keeps the draw verifier as the default', async () => {
    await open('?mode=spin');
    expect(await screen.findByTestId('verify-spin-waiting')).toBeTruthy();
    expect(screen.getByTestId('verify-spin-load')).toHaveProperty('disabled', true);
    cleanup();
    await open('');
    expect(screen.getByTestId('verify-mode-draw').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByTestId('spin-verifier')).toBeNull();
    expect(screen.getByTestId('verify-waiting')).toBeTruthy();
  });
});
