import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import BuyPage from './buy-page.tsx';
import LandPage from './land-page.tsx';
import type { Audit, Current, Draw } from './queries.ts';

/** /luckycode/land and /luckycode/buy at their hook boundary (./queries.ts replaced). */
type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({
  userId: 100001,
  current: {} as Hook,
  draws: {} as Hook,
  history: {} as Hook,
  audit: {} as Hook,
  auditIds: [] as (number | undefined)[],
  buys: [] as { draw_id: number; count: number; key: string }[],
  buyAnswer: undefined as unknown,
}));

vi.mock('./queries.ts', () => ({
  useUserId: () => hooks.userId,
  useCurrentQuery: () => hooks.current,
  useDrawsQuery: () => hooks.draws,
  useHistoryQuery: () => hooks.history,
  useAuditQuery: (id: number | undefined) => {
    hooks.auditIds.push(id);
    return id === undefined ? { isPending: true } : hooks.audit;
  },
  useBuyMutation: () => ({
    isPending: false,
    mutate: (input: { draw_id: number; count: number; key: string }, o: { onSuccess: (a: unknown) => void }) => {
      hooks.buys.push(input);
      o.onSuccess(hooks.buyAnswer);
    },
  }),
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (namespace: string) =>
  JSON.parse(readFileSync(join(I18N, namespace, 'en-US.json'), 'utf8')) as Messages;

/** The fixed vectors of apps/server/test/luckycode/fairness.test.ts: draw 42, nine tickets, ticket 9 wins. */
const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const RANGES = [
  { order_id: 11, from: 1, to: 3 },
  { order_id: 12, from: 4, to: 4 },
  { order_id: 15, from: 5, to: 9 },
];
const base: Draw = {
  id: 43,
  status: 'open',
  coin: 'KC',
  price: '5',
  cap: 2000,
  min_tickets: 20,
  prize_bps: 9000,
  sold: 120,
  sales: '600',
  prize: '540',
  opens_at: 1_800_000_000,
  closes_at: 1_800_003_725,
  closed_at: null,
  seed_hash: 'b'.repeat(64),
  seed: null,
  list_hash: null,
  winning_number: null,
  winner: null,
  closed_by: null,
};
const PAST: Draw = {
  ...base,
  id: 42,
  status: 'paid',
  sold: 9,
  min_tickets: 3,
  sales: '45',
  prize: '40.5',
  closed_at: 1_799_990_000,
  seed: SEED,
  seed_hash: '7b3d979ca8330a94fa7e9e1b466d8b99e0bcdea1ec90596c0dcc8d7ef6b4300c',
  list_hash: '1d1a2cc921d1c8661ca6e464406bce5dfc53d5f1b59bc6d64c35e39e9d5584cd',
  winning_number: 9,
  winner: 'Li***an',
  closed_by: 'schedule',
};
const CURRENT: Current = {
  draw: base,
  my_tickets: [{ order_id: 77, from: 31, to: 33 }],
  balance: '12.5',
  max_per_buy: 100,
  now: 1_800_000_000,
};
const idle = { isPending: false, isError: false, refetch: vi.fn(), dataUpdatedAt: Date.now() };

beforeAll(() => {
  addMessages('common', 'en-US', messages('common'));
  addMessages('luckycode', 'en-US', messages('luckycode'));
  setLocale('en-US');
});

beforeEach(() => {
  hooks.userId = 100001;
  hooks.current = { ...idle, data: CURRENT };
  hooks.draws = { ...idle, data: { pages: [{ list: [PAST], has_more: false }] }, hasNextPage: false };
  hooks.history = { ...idle, data: { pages: [{ list: [], has_more: false }] }, hasNextPage: false };
  hooks.audit = { ...idle, data: { draw: PAST, ranges: RANGES } satisfies Audit };
  hooks.auditIds = [];
  hooks.buys = [];
});

afterEach(cleanup);

const route = (path: string) => ({ locale: 'en-US', route: undefined, params: {}, path }) as const;
const renderAt = (path: string, page: React.ReactNode) =>
  render(<RouteContext.Provider value={route(path)}>{page}</RouteContext.Provider>);

describe('lucky code land', () => {
  it('shows the draw on sale with its prize, commitment, countdown and my tickets, and the rule', () => {
    renderAt('/luckycode/land', <LandPage />);
    const card = screen.getByTestId('lucky-current');
    expect(within(card).getByTestId('lucky-prize').textContent).toContain('540');
    expect(within(card).getByTestId('lucky-seed-hash').textContent).toBe('b'.repeat(64));
    expect(within(card).getByTestId('lucky-countdown').textContent).toMatch(/01:02:0[0-5]/);
    expect(within(card).getByTestId('lucky-my-tickets').textContent).toContain('#000031 – #000033');
    expect(screen.getByTestId('lucky-rule').textContent).toContain('fewer than 20 tickets');
    expect(screen.getByTestId('lucky-draw-42').textContent).toContain('#000009');
  });

  it('recomputes a past draw in the browser and says it matches; a tampered one does not', async () => {
    renderAt('/luckycode/land', <LandPage />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('lucky-audit-42'));
    });
    const verdict = await screen.findByTestId('lucky-audit-verdict');
    await vi.waitFor(() => expect(verdict.getAttribute('data-state')).toBe('match'));
    expect(verdict.textContent).toBe('Match: the draw is reproduced');
    expect(hooks.auditIds).toContain(42);
    cleanup();
    hooks.audit = { ...idle, data: { draw: { ...PAST, winning_number: 4 }, ranges: RANGES } };
    renderAt('/luckycode/land', <LandPage />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('lucky-audit-42'));
    });
    const bad = await screen.findByTestId('lucky-audit-verdict');
    await vi.waitFor(() => expect(bad.getAttribute('data-state')).toBe('mismatch'));
  });

  it('says so when the draw cannot load, with a retry', () => {
    const refetch = vi.fn();
    hooks.current = { ...idle, isError: true, refetch };
    renderAt('/luckycode/land', <LandPage />);
    fireEvent.click(screen.getByTestId('lucky-retry'));
    expect(refetch).toHaveBeenCalled();
  });
});

describe('lucky code buy', () => {
  it('buys after the confirm step with one key per intent, and shows the numbers', async () => {
    hooks.buyAnswer = {
      order: {
        order_id: 78,
        draw_id: 43,
        from: 121,
        to: 122,
        count: 2,
        amount: '10',
        created_at: 1,
        draw_status: 'open',
        winning_number: null,
        won: false,
        refunded: false,
      },
      draw: { ...base, sold: 122 },
      balance: '2.5',
    };
    renderAt('/luckycode/buy', <BuyPage />);
    fireEvent.click(screen.getByTestId('lucky-more'));
    expect(screen.getByTestId('lucky-count').textContent).toBe('2');
    expect(screen.getByTestId('lucky-total').textContent).toContain('10');
    fireEvent.click(screen.getByTestId('lucky-buy-submit'));
    expect(hooks.buys).toEqual([]);
    fireEvent.click(await screen.findByTestId('lucky-confirm-yes'));
    expect(hooks.buys).toHaveLength(1);
    expect(hooks.buys[0]).toMatchObject({ draw_id: 43, count: 2 });
    expect(hooks.buys[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect((await screen.findByTestId('lucky-result-numbers')).textContent).toBe('#000121 – #000122');
  });

  it('does not offer more tickets than the KC pays for', () => {
    hooks.current = { ...idle, data: { ...CURRENT, balance: '4' } };
    renderAt('/luckycode/buy', <BuyPage />);
    expect((screen.getByTestId('lucky-buy-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks a visitor to log in', () => {
    hooks.userId = 0;
    renderAt('/luckycode/buy', <BuyPage />);
    expect(screen.getByTestId('lucky-login').getAttribute('href')).toContain('/user/login-home?backUrl=');
  });
});
