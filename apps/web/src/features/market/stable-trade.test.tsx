import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { navigate } from '../../app/router/history.ts';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import MarketPage from './market-page.tsx';
import type { MarketTicker, StableQuote } from './queries.ts';
import StableTrade from './stable-trade.tsx';

/**
 * The market pages at their hook boundary (./queries.ts replaced): the stock tab with its stock id and the 151/221
 * reference line, and the stable tab's quote, countdown, re-quote on expiry and the expired-quote refusal.
 */
type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({
  userId: 100002,
  pairs: {} as Hook,
  refs: {} as Hook,
  paymentMarket: {} as Hook,
  accounts: {} as Hook,
  quote: {} as Hook,
  trade: {} as Hook,
}));

vi.mock('./queries.ts', () => ({
  useUserId: () => hooks.userId,
  useMarketPairs: () => hooks.pairs,
  useReferencePrices: () => hooks.refs,
  usePaymentMarket: () => hooks.paymentMarket,
  usePayoutAccounts: () => hooks.accounts,
  useStableQuote: () => hooks.quote,
  useStableTrade: () => hooks.trade,
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (namespace: string) =>
  JSON.parse(readFileSync(join(I18N, namespace, 'en-US.json'), 'utf8')) as Messages;

const ARC: MarketTicker = {
  symbol: 'ARC_USDT',
  base: 'ARC',
  quote: 'USDT',
  kind: 'stock',
  stock_id: '1001',
  last: '12.4',
  open: '12.2',
  high: '12.6',
  low: '12.1',
  volume: '3200',
  quote_volume: '39680',
  change_bps: 163,
};
const idle = { isPending: false, isError: false, data: undefined, refetch: vi.fn() };
const quoteAt = (id: string, now: number, side = 'buy'): StableQuote => ({
  quote_id: id,
  side,
  channel: 'momo',
  currency: 'VND',
  fiat_amount: '254000',
  fee: '3810',
  coin: 'USDT',
  coin_amount: '9.85',
  rate: '25400',
  expires_at: Math.floor(now / 1000) + 120,
  server_time: Math.floor(now / 1000),
});

beforeAll(() => {
  addMessages('common', 'en-US', messages('common'));
  addMessages('market', 'en-US', messages('market'));
  setLocale('en-US');
});

let made = 0;
beforeEach(() => {
  made = 0;
  hooks.userId = 100002;
  hooks.pairs = { ...idle, data: { list: [ARC] } };
  hooks.refs = {
    ...idle,
    data: {
      list: [
        {
          symbol: 'ARC_USDT',
          last: '12.4',
          refs: [
            { exchange: '151', price: '12.45', age_seconds: 2, diff_bps: 40 },
            { exchange: '221', price: '12.3', age_seconds: 11, diff_bps: -80 },
          ],
        },
      ],
    },
  };
  hooks.paymentMarket = {
    ...idle,
    data: { market: 'vn', currency: 'VND', symbol: '₫', decimals: 0, coin: 'USDT', rate: '25400', channels: [] },
  };
  hooks.accounts = { ...idle, data: { list: [] } };
  hooks.quote = {
    isPending: false,
    mutate: vi.fn((input: { side: string }, cb: { onSuccess: (q: StableQuote) => void }) =>
      cb.onSuccess(quoteAt(`q_${++made}`, Date.now(), input.side)),
    ),
  };
  hooks.trade = { isPending: false, mutate: vi.fn() };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderAt = (path: string, page: React.ReactNode) =>
  render(
    <RouteContext.Provider value={{ locale: 'en-US', route: undefined, params: {}, path } as never}>
      {page}
    </RouteContext.Provider>,
  );

describe('market stock tab', () => {
  it('lists the stock with its id and the 151/221 prices with their difference from ours', () => {
    navigate('/en-US/market?tab=stock', { replace: true });
    renderAt('/market', <MarketPage />);
    const row = screen.getByTestId('market-pair');
    expect(row.textContent).toContain('ARC');
    expect(row.textContent).toContain('Stock ID 1001');
    expect(screen.getByTestId('market-refs').textContent).toBe('151: 12.45 (+0.40%) · 221: 12.30 (-0.80%)');
  });
});

describe('stable tab', () => {
  it('asks login first for visitors', () => {
    hooks.userId = 0;
    renderAt('/market', <StableTrade />);
    expect(screen.queryByTestId('market-stable')).toBeNull();
  });

  it('refuses a bad amount before asking, then shows the quote with a countdown', () => {
    renderAt('/market', <StableTrade />);
    expect(screen.getByTestId('stable-rate').textContent).toContain('25,400');
    fireEvent.change(screen.getByTestId('stable-amount'), { target: { value: '12abc' } });
    fireEvent.click(screen.getByTestId('stable-get-quote'));
    expect(hooks.quote.mutate).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a number above 0')).toBeTruthy();
    fireEvent.change(screen.getByTestId('stable-amount'), { target: { value: '254000' } });
    fireEvent.click(screen.getByTestId('stable-get-quote'));
    expect(hooks.quote.mutate).toHaveBeenCalledWith({ side: 'buy', fiat_amount: '254000' }, expect.anything());
    expect(screen.getByTestId('stable-get').textContent).toBe('9.85 USDT');
    expect(screen.getByTestId('stable-countdown').textContent).toBe('Rate held for 2:00');
  });

  it('asks for a new quote by itself when the countdown ends', () => {
    vi.useFakeTimers();
    renderAt('/market', <StableTrade />);
    fireEvent.change(screen.getByTestId('stable-amount'), { target: { value: '254000' } });
    fireEvent.click(screen.getByTestId('stable-get-quote'));
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByTestId('stable-countdown').textContent).toBe('Rate held for 0:59');
    expect(hooks.quote.mutate).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(hooks.quote.mutate).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('stable-countdown').textContent).toBe('Rate held for 2:00');
  });

  it('takes the quote; an expired refusal (field error on quote_id) brings a new quote', () => {
    renderAt('/market', <StableTrade />);
    fireEvent.change(screen.getByTestId('stable-amount'), { target: { value: '254000' } });
    fireEvent.click(screen.getByTestId('stable-get-quote'));
    hooks.trade.mutate = vi.fn((_input: unknown, cb: { onError: (e: Error) => void }) =>
      cb.onError(new ApiError('business', 'invalid', 400, 4000, { quote_id: ['expired: ask for a new quote'] })),
    );
    fireEvent.click(screen.getByTestId('stable-confirm'));
    expect(hooks.trade.mutate).toHaveBeenCalledWith({ quote_id: 'q_1' }, expect.anything());
    expect(hooks.quote.mutate).toHaveBeenCalledTimes(2);
  });

  it('selling needs a payout account: offers to add one when there is none', () => {
    renderAt('/market', <StableTrade />);
    fireEvent.click(screen.getByTestId('stable-side-sell'));
    fireEvent.change(screen.getByTestId('stable-amount'), { target: { value: '254000' } });
    fireEvent.click(screen.getByTestId('stable-get-quote'));
    expect(screen.getByText('Add a payout account to sell')).toBeTruthy();
    expect((screen.getByTestId('stable-confirm') as HTMLButtonElement).disabled).toBe(true);
  });
});
