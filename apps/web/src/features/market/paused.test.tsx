import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { navigate } from '../../app/router/history.ts';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import MarketDetailPage from './detail-page.tsx';
import MarketPage from './market-page.tsx';
import type { MarketTicker } from './queries.ts';

/**
 * A pair halted from the console (docs/market.md "What an operator does"): the detail page says "Trading paused"
 * instead of the order form, and an order refused with CONFLICT `halted` (the halt came while the page was open) is
 * told the same way.
 */
type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({ pairs: {} as Hook, place: {} as Hook, toasts: [] as string[] }));

vi.mock('./queries.ts', () => {
  const idle = { isPending: false, isError: false, data: { list: [], bids: [], asks: [] }, refetch: () => {} };
  return {
    useUserId: () => 100002,
    useMarketPairs: () => hooks.pairs,
    useMarketDepth: () => idle,
    useMarketTrades: () => idle,
    useMarketCandles: () => idle,
    useReferencePrices: () => ({ ...idle, data: { list: [] } }),
    usePlaceOrder: () => hooks.place,
  };
});
vi.mock('./candle-chart.tsx', () => ({ CandleChart: () => null }));
vi.mock('./stable-trade.tsx', () => ({ default: () => null }));
vi.mock('../../ui/toast.tsx', () => ({ showToast: (m: string) => hooks.toasts.push(m) }));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (namespace: string) =>
  JSON.parse(readFileSync(join(I18N, namespace, 'en-US.json'), 'utf8')) as Messages;

const XGT: MarketTicker = {
  symbol: 'XGT_USDT',
  base: 'XGT',
  quote: 'USDT',
  kind: 'spot',
  stock_id: '',
  last: '0.85',
  open: '0.84',
  high: '0.9',
  low: '0.8',
  volume: '1000',
  quote_volume: '850',
  change_bps: 119,
};
const pairsWith = (ticker: MarketTicker) => ({
  isPending: false,
  isError: false,
  data: { list: [ticker] },
  refetch: vi.fn(),
});

beforeAll(() => {
  addMessages('common', 'en-US', messages('common'));
  addMessages('market', 'en-US', messages('market'));
  setLocale('en-US');
});

beforeEach(() => {
  hooks.toasts = [];
  hooks.place = { isPending: false, mutate: vi.fn() };
  navigate('/en-US/market/detail?symbol=XGT_USDT', { replace: true });
});

afterEach(cleanup);

const show = () =>
  render(
    <RouteContext.Provider value={{ locale: 'en-US', route: undefined, params: {}, path: '/market/detail' } as never}>
      <MarketDetailPage />
    </RouteContext.Provider>,
  );

describe('a halted pair on the market detail page', () => {
  it('shows "Trading paused" instead of the order form', () => {
    hooks.pairs = pairsWith({ ...XGT, halted: true });
    show();
    expect(screen.getByTestId('market-paused').textContent).toContain('Trading paused');
    expect(screen.queryByTestId('market-form')).toBeNull();
  });

  it('tells a refusal with reason `halted` as "Trading paused"', async () => {
    hooks.pairs = pairsWith({ ...XGT, halted: false });
    hooks.place = {
      isPending: false,
      mutate: (_input: unknown, cb: { onError: (e: Error) => void }) =>
        cb.onError(new ApiError('business', 'refused', 409, 4090, { reason: 'halted' })),
    };
    show();
    expect(screen.queryByTestId('market-paused')).toBeNull();
    fireEvent.change(screen.getByTestId('market-price').querySelector('input') ?? screen.getByTestId('market-price'), {
      target: { value: '0.85' },
    });
    fireEvent.change(
      screen.getByTestId('market-amount').querySelector('input') ?? screen.getByTestId('market-amount'),
      { target: { value: '10' } },
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId('market-submit'));
    });
    expect(hooks.toasts).toEqual(['Trading paused']);
  });
});

describe('a halted pair on the market list', () => {
  const showList = () =>
    render(
      <RouteContext.Provider value={{ locale: 'en-US', route: undefined, params: {}, path: '/market' } as never}>
        <MarketPage />
      </RouteContext.Provider>,
    );

  it('says "Trading paused" on its row, and only on its row', () => {
    const ETH: MarketTicker = { ...XGT, symbol: 'ETH_USDT', base: 'ETH' };
    hooks.pairs = { ...pairsWith({ ...XGT, halted: true }), data: { list: [{ ...XGT, halted: true }, ETH] } };
    navigate('/en-US/market?tab=spot', { replace: true });
    showList();
    const rows = screen.getAllByTestId('market-pair');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Trading paused');
    expect(rows[1]?.textContent).not.toContain('Trading paused');
    expect(screen.getAllByTestId('market-pair-paused')).toHaveLength(1);
  });
});
