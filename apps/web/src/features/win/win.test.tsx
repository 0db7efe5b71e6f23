import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WinRoundView } from '@arcadia/contract/calls/win/common';
import { hashServerSeed } from '@arcadia/contract/fairness';
import { dicePayout, diceRoll, diceWins } from '@arcadia/contract/games/dice';
import { hiloCard, hiloPayout, hiloRank } from '@arcadia/contract/games/hilo';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import { minorText, toMinor } from './cards.ts';
import { DiceView } from './dice-view.tsx';
import { HiloView } from './hilo-view.tsx';
import type { WinConfig } from './queries.ts';
import { verifyRound } from './verify.ts';

type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({
  roll: {} as Hook,
  start: {} as Hook,
  guess: {} as Hook,
  cashout: {} as Hook,
  applied: [] as unknown[],
}));
vi.mock('./queries.ts', () => ({
  useLoggedIn: () => true,
  useApplyAnswer: () => (answer: unknown) => hooks.applied.push(answer),
  useDiceRollMutation: () => hooks.roll,
  useHiloStartMutation: () => hooks.start,
  useHiloGuessMutation: () => hooks.guess,
  useHiloCashoutMutation: () => hooks.cashout,
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/win' } as const;

const proof = (serverSeed: string | null, nonce: number) => ({
  server_seed_hash: hashServerSeed(serverSeed ?? 'hidden'),
  server_seed: serverSeed,
  client_seed: 'client',
  nonce,
});

const config: WinConfig = {
  balance: '10',
  coin: 'USDT',
  blocked: null,
  blocked_until: null,
  min_bet: '0.01',
  max_bet: '100',
  min_bet_spacing_ms: 0,
  edge_percent: '1.00',
  dice: { min_chance_bp: 100, max_chance_bp: 9500 },
  hilo: { max_multiplier: '10000', max_guesses: 30 },
  seed: proof(null, 3),
  hilo_round: null,
  big_wins: [],
};

function diceRound(serverSeed: string | null, nonce = 0): WinRoundView {
  const roll = diceRoll({ serverSeed: serverSeed ?? 'hidden', clientSeed: 'client', nonce });
  const won = diceWins(roll, 5000, 'under');
  return {
    id: 7,
    game: 'dice',
    bet: '1',
    win: won ? minorText(dicePayout(1_000_000n, 5000)) : '0',
    status: 'settled',
    multiplier: won ? '1.9800' : '0.0000',
    dice: { chance_bp: 5000, side: 'under', won },
    hilo: null,
    draws: [{ value: roll, proof: proof(serverSeed, nonce) }],
    at: 1_764_000_000,
  };
}

const show = (ui: React.ReactNode) => render(<RouteContext value={ROUTE}>{ui}</RouteContext>);

beforeAll(() => {
  for (const ns of ['common', 'win']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
beforeEach(() => {
  hooks.applied = [];
  hooks.roll = { isPending: false, mutateAsync: vi.fn(async () => ({ round: diceRound('s1'), balance: '10.98' })) };
  hooks.start = { isPending: false, mutateAsync: vi.fn() };
  hooks.guess = { isPending: false, mutateAsync: vi.fn() };
  hooks.cashout = { isPending: false, mutateAsync: vi.fn() };
});
afterEach(cleanup);

describe('dice view', () => {
  it('shows the multiplier for the chance, rolls with a key, and shows the result', async () => {
    show(<DiceView config={config} />);
    expect(screen.getByTestId('dice-multiplier').textContent).toBe('×1.9800');
    fireEvent.change(screen.getByTestId('dice-chance'), { target: { value: '25' } });
    expect(screen.getByTestId('dice-multiplier').textContent).toBe('×3.9600');
    fireEvent.change(screen.getByTestId('dice-chance'), { target: { value: '50' } });
    await act(async () => fireEvent.click(screen.getByTestId('dice-roll')));
    const call = (hooks.roll.mutateAsync as ReturnType<typeof vi.fn>).mock.calls[0]?.[0];
    expect(call).toMatchObject({ amount: '1', chance: 5000, side: 'under' });
    expect(call.key).toMatch(/[0-9a-f-]{36}/);
    expect(hooks.applied).toHaveLength(1);
    const result = screen.getByTestId('dice-result');
    expect(result.textContent).toMatch(/\d+\.\d\d/);
  });

  it('shows a refusal as text under the button', async () => {
    hooks.roll.mutateAsync = vi.fn(async () => {
      throw Object.assign(new Error('Insufficient balance.'), { business: true, code: 2001 });
    });
    show(<DiceView config={config} />);
    await act(async () => fireEvent.click(screen.getByTestId('dice-roll')));
    expect(screen.getByTestId('dice-error').textContent).not.toBe('');
  });
});

describe('hi-lo view', () => {
  it('offers the allowed guesses with their multipliers and no cash-out before a guess', () => {
    const king = 12; // rank 13
    const round: WinRoundView = {
      id: 3,
      game: 'hilo',
      bet: '1',
      win: '0',
      status: 'playing',
      multiplier: '0.9900',
      dice: null,
      hilo: { guesses: [], lost: false, next: { higher: null, lower: '1.0725', equal: '12.8700' } },
      draws: [{ value: king, proof: proof(null, 0) }],
      at: 1_764_000_000,
    };
    show(<HiloView config={{ ...config, hilo_round: round }} />);
    expect(screen.getByTestId('hilo-card').textContent).toContain('K');
    expect((screen.getByTestId('hilo-higher') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('hilo-lower').textContent).toContain('×1.0725');
    expect((screen.getByTestId('hilo-cashout') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('verifier', () => {
  it('verifies a revealed dice round and refuses a hidden or altered one', () => {
    expect(verifyRound(diceRound('revealed-seed'))).toEqual({ ok: true });
    expect(verifyRound(diceRound(null))).toEqual({ ok: false, reason: 'not_revealed' });
    const altered = diceRound('revealed-seed');
    altered.draws[0] = { ...altered.draws[0], value: ((altered.draws[0]?.value ?? 0) + 1) % 10000 } as never;
    expect(verifyRound(altered)).toMatchObject({ ok: false, reason: 'draw_mismatch' });
    const paidMore = { ...diceRound('revealed-seed'), win: '5' };
    expect(verifyRound(paidMore)).toMatchObject({ ok: false });
  });

  it('replays a hi-lo chain from its cards and guesses', () => {
    const seed = 'hilo-seed';
    const cards = [0, 1].map((nonce) => hiloCard({ serverSeed: seed, clientSeed: 'client', nonce }));
    const [a = 0, b = 0] = cards.map(hiloRank);
    const guess = b > a ? 'higher' : b < a ? 'lower' : 'equal';
    const win = hiloPayout(1_000_000n, [{ rank: a, guess }]);
    const round: WinRoundView = {
      id: 4,
      game: 'hilo',
      bet: '1',
      win: minorText(win),
      status: 'settled',
      multiplier: '0',
      dice: null,
      hilo: { guesses: [guess], lost: false, next: null },
      draws: cards.map((value, nonce) => ({ value, proof: proof(seed, nonce) })),
      at: 1_764_000_000,
    };
    expect(verifyRound(round)).toEqual({ ok: true });
    expect(toMinor(round.win)).toBe(win);
  });
});
