import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode } from '@arcadia/contract';
import { INBET_PAIRS, inbetNextLink, priceText, tickStep } from '@arcadia/contract/games/inbet';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import { chartPath, secondsLeft } from './chart.ts';
import InbetPage, { problemOf } from './inbet-page.tsx';
import type { InbetConfig, InbetRound, InbetRounds } from './queries.ts';
import RulesSheet from './rules-sheet.tsx';

type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({
  loggedIn: true,
  rounds: {} as Hook,
  config: {} as Hook,
  price: {} as Hook,
  mine: {} as Hook,
  position: {} as Hook,
  verify: vi.fn(),
}));
vi.mock('./queries.ts', () => ({
  useLoggedIn: () => hooks.loggedIn,
  useConfigQuery: () => hooks.config,
  useRoundsQuery: () => hooks.rounds,
  usePriceQuery: () => hooks.price,
  useMyPositionsQuery: () => hooks.mine,
  usePositionMutation: () => hooks.position,
  verifyRound: (id: number) => hooks.verify(id),
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/inbet' } as const;
const NOW = 1_800_000_010_000;

const config: InbetConfig = {
  pairs: INBET_PAIRS.map((p) => ({ id: p.id, name: p.name, decimals: p.decimals })),
  window_ms: 60_000,
  tick_ms: 1000,
  payout: '1.95',
  house_edge_percent: '2.5',
  min_amount: '1',
  max_amount: '100',
  presets: ['1', '5', '10', '50'],
  feed: { source: 'sandbox', commitment: 'ab'.repeat(32), salt: 's', chain_first_tick: 1 },
};
const round = (over: Partial<InbetRound> = {}): InbetRound => ({
  id: 7,
  pair: 'BTCUSDT',
  number: 30_000_000,
  opens_at: 1_800_000_000_000,
  locks_at: 1_800_000_060_000,
  closes_at: 1_800_000_120_000,
  status: 'open',
  lock_price: null,
  close_price: null,
  result: null,
  up_total: '12',
  down_total: '3',
  positions: 2,
  ...over,
});
const rounds = (over: Partial<InbetRounds> = {}): InbetRounds => ({
  server_now: NOW,
  open: round(),
  live: round({ id: 6, number: 29_999_999, status: 'locked', lock_price: '65000.00' }),
  recent: [
    round({
      id: 5,
      number: 29_999_998,
      status: 'closed',
      lock_price: '64990.00',
      close_price: '65001.00',
      result: 'up',
    }),
  ],
  mine: [],
  balance: '20',
  ...over,
});

function show() {
  return render(
    <RouteContext.Provider value={ROUTE}>
      <InbetPage />
    </RouteContext.Provider>,
  );
}

beforeAll(() => {
  for (const ns of ['common', 'inbet', 'ui']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
  hooks.loggedIn = true;
  hooks.config = { isPending: false, isError: false, data: config };
  hooks.rounds = { isPending: false, isError: false, data: rounds() };
  hooks.price = {
    data: { pair: 'BTCUSDT', decimals: 2, ticks: [1, 2, 3].map((i) => ({ at: i * 1000, price: `6500${i}.00` })) },
  };
  hooks.mine = { isPending: false, isError: false, data: { pages: [] }, hasNextPage: false };
  hooks.position = { mutate: vi.fn(), isPending: false };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('inbet chart and clock', () => {
  it('draws a line through the ticks inside the box, and counts down on the server’s clock', () => {
    const path = chartPath(
      [
        { at: 1, price: '10' },
        { at: 2, price: '20' },
        { at: 3, price: '15' },
      ],
      100,
      50,
      5,
    );
    expect(path.line).toBe('M5.0 45.0 L50.0 5.0 L95.0 25.0');
    expect(path.area.endsWith('L95.0 50 L5 50 Z')).toBe(true);
    expect(path.last).toEqual({ x: 95, y: 25 });
    expect(chartPath([], 100, 50).line).toBe('');
    expect(secondsLeft(10_000, 4_500, 0)).toBe(6);
    expect(secondsLeft(10_000, 4_500, 2_000)).toBe(4);
    expect(secondsLeft(10_000, 20_000, 0)).toBe(0);
  });
});

describe('the inbet page', () => {
  it('shows the round taking positions with its countdown, and opens an up position with the chosen amount', () => {
    show();
    expect(screen.getByTestId('inbet-countdown').textContent).toBe('locks in 50 s');
    expect(screen.getByTestId('inbet-balance').textContent).toBe('20.00 USDT');
    expect(screen.getByTestId('inbet-price').textContent).toBe('65003.00');
    expect(screen.getByTestId('inbet-live').textContent).toContain('Locked at 65000.00');
    expect(screen.getByTestId('inbet-recent').textContent).toContain('Up won');
    expect(screen.getByTestId('inbet-topup').getAttribute('href')).toBe('/en-US/inbet/money');
    fireEvent.click(screen.getByTestId('inbet-amount-10'));
    expect(screen.getByTestId('inbet-amount-10').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('inbet-up'));
    const mutate = hooks.position.mutate as ReturnType<typeof vi.fn>;
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]?.[0]).toMatchObject({ pair: 'BTCUSDT', round: 30_000_000, side: 'up', amount: '10' });
    expect(mutate.mock.calls[0]?.[0].key).toMatch(/^[0-9a-f-]{36}$/);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByTestId('inbet-countdown').textContent).toBe('locks in 48 s');
  });

  it('explains a refusal: not enough USDT links to the top-up page; a closed market or an exclusion pauses', () => {
    hooks.position = {
      isPending: false,
      mutate: (_input: unknown, cb: { onError: (e: Error) => void }) =>
        cb.onError(new ApiError('business', 'no', 200, ErrorCode.INSUFFICIENT_BALANCE)),
    };
    show();
    fireEvent.click(screen.getByTestId('inbet-down'));
    const problem = screen.getByTestId('inbet-problem');
    expect(problem.textContent).toContain('Not enough USDT.');
    expect(problem.querySelector('a')?.getAttribute('href')).toBe('/en-US/inbet/money');
    expect(problemOf(new ApiError('business', 'x', 200, ErrorCode.FORTUNE_GAME_OFF))).toBe('paused');
    expect(problemOf(new ApiError('business', 'x', 200, ErrorCode.FORTUNE_ROUND_OVER))).toBe('over');
    expect(problemOf(new Error('x'))).toBe('failed');
  });

  it('shows the player’s position instead of the buttons, and visitors a login', () => {
    const mine = {
      id: 3,
      round: round(),
      side: 'down' as const,
      amount: '5',
      payout: null,
      status: 'placed' as const,
      created_at: NOW,
      proof: null,
    };
    hooks.rounds = { isPending: false, isError: false, data: rounds({ mine: [mine] }) };
    const { unmount } = show();
    expect(screen.queryByTestId('inbet-up')).toBeNull();
    expect(screen.getByTestId('inbet-mine').textContent).toBe('Your position: Down 5.00 USDT');
    unmount();
    hooks.loggedIn = false;
    hooks.rounds = { isPending: false, isError: false, data: rounds({ balance: null }) };
    show();
    expect(screen.queryByTestId('inbet-up')).toBeNull();
    expect(screen.queryByTestId('inbet-balance')).toBeNull();
    expect(screen.getByText('Log in to take a position.')).toBeTruthy();
  });
});

describe('the verifier', () => {
  it('recomputes a round from its close link back to the commitment, and refuses a forged one', async () => {
    vi.useRealTimers();
    const links = ['00'.repeat(32)];
    for (let k = 1; k <= 100; k++) links.push(inbetNextLink(links[k - 1] as string));
    const first = 1000;
    const linkOf = (tick: number) => links[100 - (tick - first + 1)] as string;
    let delta = 0;
    for (let k = 1011; k <= 1070; k++) delta += tickStep(linkOf(k), 'salt', 'TONUSDT');
    const lock = 52_000;
    const result = delta > 0 ? 'up' : delta < 0 ? 'down' : 'tie';
    const answer = (closeHash: string) => ({
      source: 'sandbox',
      round: round({
        pair: 'TONUSDT',
        status: 'closed',
        lock_price: priceText(lock, 4),
        close_price: priceText(lock + delta, 4),
        result,
      }),
      proof: {
        commitment: links[100],
        salt: 'salt',
        chain_first_tick: first,
        lock_tick: 1010,
        close_tick: 1070,
        close_hash: closeHash,
      },
    });
    hooks.verify.mockResolvedValueOnce(answer(linkOf(1070)));
    render(
      <RouteContext.Provider value={ROUTE}>
        <RulesSheet open onClose={() => {}} config={config} verifyId={7} />
      </RouteContext.Provider>,
    );
    expect((screen.getByTestId('inbet-verify-id') as HTMLInputElement).value).toBe('7');
    fireEvent.click(screen.getByTestId('inbet-verify-run'));
    await waitFor(() => expect(screen.getByTestId('inbet-verdict').getAttribute('data-kind')).toBe('ok'));
    expect(screen.getByTestId('inbet-verdict').textContent).toContain('60 price moves');
    hooks.verify.mockResolvedValueOnce(answer(linkOf(1069)));
    fireEvent.click(screen.getByTestId('inbet-verify-run'));
    await waitFor(() => expect(screen.getByTestId('inbet-verdict').getAttribute('data-kind')).toBe('bad'));
  });
});
