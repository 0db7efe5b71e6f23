import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import { LottoGame, XosoGame } from './index.ts';
import type { LottoDraw, LottoNow, Regions, XosoDraw } from './queries.ts';

/** The lotto and xoso views of /win at their hook boundary (./queries.ts replaced). */
type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({
  userId: 100001,
  now: {} as Hook,
  tickets: {} as Hook,
  results: {} as Hook,
  regions: {} as Hook,
  bets: {} as Hook,
  xosoResults: {} as Hook,
  buys: [] as { draw_id: number; lines: number[][]; key: string }[],
  placed: [] as { draw_id: number; kind: string; number: number; stake: string; key: string }[],
}));

vi.mock('./queries.ts', () => ({
  useUserId: () => hooks.userId,
  useLottoNow: () => hooks.now,
  useLottoTickets: () => hooks.tickets,
  useLottoResults: () => hooks.results,
  useXosoRegions: () => hooks.regions,
  useXosoBets: () => hooks.bets,
  useXosoResults: () => hooks.xosoResults,
  useLottoBuy: () => ({
    isPending: false,
    mutate: (input: { draw_id: number; lines: number[][]; key: string }, o: { onSuccess: (a: unknown) => void }) => {
      hooks.buys.push(input);
      o.onSuccess({ tickets: input.lines.map((n, i) => ({ id: i + 1, numbers: n })), balance: '8.5' });
    },
  }),
  useXosoBet: () => ({
    isPending: false,
    mutate: (
      input: { draw_id: number; kind: string; number: number; stake: string; key: string },
      o: { onSuccess: (a: unknown) => void },
    ) => {
      hooks.placed.push(input);
      o.onSuccess({ bet: { kind: input.kind, number: input.number }, balance: '9' });
    },
  }),
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (namespace: string) =>
  JSON.parse(readFileSync(join(I18N, namespace, 'en-US.json'), 'utf8')) as Messages;

const DRAW: LottoDraw = {
  id: 7,
  status: 'open',
  coin: 'USDT',
  price: '0.5',
  jackpot: '1234.5',
  jackpot_bps: 4000,
  sold: 12,
  sales: '6',
  opens_at: 1_800_000_000,
  closes_at: 1_800_003_600,
  closed_at: null,
  seed_hash: 'a'.repeat(64),
  seed: null,
  list_hash: null,
  numbers: null,
  tiers: [],
  carry_out: null,
  closed_by: null,
};
const NOW: LottoNow = { draw: DRAW, my_tickets: [], balance: '10', max_lines: 3, now: 1_800_000_000 };
const PAST: LottoDraw = {
  ...DRAW,
  id: 6,
  status: 'paid',
  numbers: [9, 3, 45, 40, 23, 8],
  closed_at: 1_799_990_000,
  tiers: [
    { matches: 6, winners: 0, prize_each: '1000' },
    { matches: 5, winners: 0, prize_each: '500' },
    { matches: 4, winners: 1, prize_each: '15' },
    { matches: 3, winners: 2, prize_each: '1.5' },
  ],
  carry_out: '1000',
};
const XDRAW: XosoDraw = {
  id: 31,
  region: 'bac',
  day: '2027-01-15',
  status: 'open',
  draw_at: 1_800_003_600,
  seed_hash: 'c'.repeat(64),
  seed: null,
  list_hash: null,
  board: null,
  bets: 0,
  stakes: '0',
  payouts: '0',
  closed_at: null,
  closed_by: null,
};
const XPAST: XosoDraw = {
  ...XDRAW,
  id: 30,
  day: '2027-01-14',
  status: 'paid',
  board: [
    { prize: 'db', numbers: ['86297'] },
    { prize: 'g7', numbers: ['96', '32', '60', '73'] },
  ],
};
const REGIONS: Regions = {
  regions: [
    { region: 'bac', next: XDRAW, last: XPAST },
    { region: 'trung', next: null, last: null },
    { region: 'nam', next: null, last: null },
  ],
  balance: '10',
  min_stake: '0.1',
  max_stake: '100',
  now: 1_800_000_000,
};

const idle = { isPending: false, isError: false, dataUpdatedAt: Date.now(), refetch: () => undefined };
beforeAll(() => {
  addMessages('common', 'en-US', messages('common'));
  addMessages('win', 'en-US', messages('win'));
  setLocale('en-US');
});
beforeEach(() => {
  hooks.userId = 100001;
  hooks.now = { ...idle, data: NOW };
  hooks.tickets = { ...idle, data: { pages: [{ list: [], has_more: false }] }, hasNextPage: false };
  hooks.results = { ...idle, data: { pages: [{ list: [PAST], has_more: false }] }, hasNextPage: false };
  hooks.regions = { ...idle, data: REGIONS };
  hooks.bets = { ...idle, data: { pages: [{ list: [], has_more: false }] }, hasNextPage: false };
  hooks.xosoResults = { ...idle, data: { pages: [{ list: [XPAST], has_more: false }] }, hasNextPage: false };
  hooks.buys = [];
  hooks.placed = [];
});
afterEach(cleanup);

const route = { locale: 'en-US', route: undefined, params: {}, path: '/win' } as const;
const renderIt = (node: React.ReactNode) => render(<RouteContext.Provider value={route}>{node}</RouteContext.Provider>);

describe('lotto view', () => {
  it('shows the jackpot and commitment, picks 6 numbers, quick picks, and buys once per intent', () => {
    renderIt(<LottoGame />);
    expect(screen.getByTestId('lotto-jackpot').textContent).toContain('1,234.50 USDT');
    expect(screen.getByTestId('lotto-draw').textContent).toContain('aaaaaaaaaaaaaaaa');
    const buy = screen.getByTestId('lotto-buy') as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    for (const n of [5, 1, 44, 12, 30, 7]) fireEvent.click(screen.getByTestId(`lotto-n-${n}`));
    // A seventh number cannot be picked.
    expect((screen.getByTestId('lotto-n-2') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('lotto-n-5').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('lotto-quick'));
    expect(screen.getByTestId('lotto-lines').children).toHaveLength(1);
    expect(buy.textContent).toContain('Buy 2 line(s) · 1.00 USDT');
    fireEvent.click(buy);
    expect(hooks.buys).toHaveLength(1);
    const [sent] = hooks.buys;
    expect(sent?.lines[1]).toEqual([1, 5, 7, 12, 30, 44]);
    const quick = sent?.lines[0] ?? [];
    expect(new Set(quick).size).toBe(6);
    expect(quick.every((n) => n >= 1 && n <= 45)).toBe(true);
    expect(sent?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('lotto-bought').textContent).toContain('Bought 2 line(s). Balance: 8.50 USDT');
  });

  it('refuses to buy past the balance and links to the money page', () => {
    hooks.now = { ...idle, data: { ...NOW, balance: '0.4' } };
    renderIt(<LottoGame />);
    fireEvent.click(screen.getByTestId('lotto-quick'));
    expect((screen.getByTestId('lotto-buy') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Not enough game balance.')).toBeTruthy();
    expect(screen.getByTestId('lotto-topup').getAttribute('href')).toContain('/win/money');
  });

  it('asks a visitor to log in, and lists results with tiers and the rollover', () => {
    hooks.userId = 0;
    renderIt(<LottoGame />);
    expect(screen.queryByTestId('lotto-buy')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Results' }));
    const result = screen.getByTestId('lotto-result-6');
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['09', '03', '45', '40', '23', '08']);
    expect(result.textContent).toContain('Jackpot passed to the next draw: 1,000.00 USDT');
    fireEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    expect(screen.getByText('1 in 8,145,060')).toBeTruthy();
    expect(screen.getByText('1 in 45')).toBeTruthy();
    expect(screen.getByText('1 in 733')).toBeTruthy();
  });
});

describe('xoso view', () => {
  it('places a lo bet on the region on sale, and shows the latest board with the last two digits marked', () => {
    renderIt(<XosoGame />);
    expect(screen.getByTestId('xoso-next').textContent).toContain('North · 2027-01-15');
    const board = screen.getByTestId('xoso-board-30');
    expect(board.textContent).toContain('86297');
    expect(within(board).getByText('97')).toBeTruthy();
    fireEvent.change(screen.getByTestId('xoso-number'), { target: { value: '4a2' } });
    fireEvent.change(screen.getByTestId('xoso-stake'), { target: { value: '1,5' } });
    expect(screen.getByTestId('xoso-submit').textContent).toContain('Bet Lô 42 · 1.5 USDT');
    fireEvent.click(screen.getByTestId('xoso-submit'));
    expect(hooks.placed).toEqual([{ draw_id: 31, kind: 'lo', number: 42, stake: '1.5', key: expect.any(String) }]);
    expect(screen.getByTestId('xoso-placed').textContent).toContain('Lô 42 placed');
  });

  it('shows the central region has no draw yet and the rules with the stated returns', () => {
    renderIt(<XosoGame />);
    fireEvent.click(screen.getByRole('tab', { name: 'Central' }));
    expect(screen.queryByTestId('xoso-next')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    expect(
      screen.getByText(/counts the 18 numbers of the board; each hit pays 5.25× the stake: 94.50% returns/),
    ).toBeTruthy();
    expect(screen.getByText(/pays 90× the stake when the special prize ends in your number: 90.00%/)).toBeTruthy();
  });
});
