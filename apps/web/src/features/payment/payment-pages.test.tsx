import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from '../../app/router/history.ts';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import OrdersPage from './orders-page.tsx';
import PaymentPage from './payment-page.tsx';
import type { Channels, Order } from './queries.ts';

/** The payment and orders pages at their hook boundary (./queries.ts replaced): states, limits, paying. */
type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({
  loggedIn: true,
  channels: {} as Hook,
  quote: {} as Hook,
  recharge: {} as Hook,
  orders: {} as Hook,
  detail: { isPending: false, isError: false, data: undefined } as Hook,
  deposit: {} as Hook,
}));

vi.mock('./queries.ts', () => ({
  useLoggedIn: () => hooks.loggedIn,
  useChannelsQuery: () => hooks.channels,
  useQuoteMutation: () => hooks.quote,
  useRechargeMutation: () => hooks.recharge,
  useOrdersQuery: () => hooks.orders,
  useOrderDetailQuery: () => hooks.detail,
  useDepositQuery: () => hooks.deposit,
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (namespace: string) =>
  JSON.parse(readFileSync(join(I18N, namespace, 'en-US.json'), 'utf8')) as Messages;
const text = messages('payment') as Record<string, string> & {
  orders: Record<string, string>;
  status: Record<string, string>;
};

const VN: Channels = {
  market: 'vn',
  currency: 'VND',
  symbol: '₫',
  decimals: 0,
  coin: 'USDT',
  rate: '25400',
  channels: [
    {
      id: 'momo',
      kind: 'ewallet',
      directions: ['recharge', 'withdraw'],
      min: '51000',
      max: '51000000',
      fee_bps: 150,
      fee_fixed: '0',
      presets: ['130000', '260000'],
    },
    {
      id: 'bank',
      kind: 'bank',
      directions: ['recharge', 'withdraw'],
      min: '51000',
      max: '51000000',
      fee_bps: 100,
      fee_fixed: '0',
      presets: ['130000'],
    },
  ],
};
const idle = { isPending: false, isError: false, data: undefined, refetch: vi.fn() };

beforeAll(() => {
  addMessages('common', 'en-US', messages('common'));
  addMessages('payment', 'en-US', text);
  setLocale('en-US');
});

beforeEach(() => {
  hooks.loggedIn = true;
  hooks.channels = { ...idle, data: VN };
  hooks.quote = {
    isPending: false,
    isError: false,
    mutateAsync: vi.fn(async () => ({ quote_id: 'q_1234567890123456' })),
  };
  hooks.recharge = { isPending: false, isError: false, mutateAsync: vi.fn(async () => ({ checkout_url: '' })) };
  hooks.orders = { ...idle, hasNextPage: false, fetchNextPage: vi.fn() };
});

afterEach(cleanup);

const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/user/payment' } as const;
const renderWith = (page: React.ReactNode) =>
  render(<RouteContext.Provider value={ROUTE}>{page}</RouteContext.Provider>);

describe('payment page', () => {
  it('shows skeletons while loading and a retry on failure', () => {
    hooks.channels = { ...idle, isPending: true };
    renderWith(<PaymentPage />);
    expect(screen.getByTestId('payment-loading')).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    hooks.channels = { ...idle, isError: true, refetch };
    renderWith(<PaymentPage />);
    fireEvent.click(screen.getByTestId('payment-retry'));
    expect(refetch).toHaveBeenCalled();
  });

  it("lists the market's channels, fills the amount from a preset, and pays the quoted order", async () => {
    renderWith(<PaymentPage />);
    expect(screen.getByTestId('channel-momo')).toBeTruthy();
    expect(screen.getByTestId('channel-bank')).toBeTruthy();
    fireEvent.click(screen.getByTestId('preset-130000'));
    expect(screen.getByTestId('preset-130000').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('payment-pay'));
    await waitFor(() =>
      expect(hooks.recharge.mutateAsync).toHaveBeenCalledWith({ quoteId: 'q_1234567890123456', returnPath: undefined }),
    );
    expect(hooks.quote.mutateAsync).toHaveBeenCalledWith({
      channel: 'momo',
      direction: 'recharge',
      fiat_amount: '130000',
    });
  });

  it('asks the provider to send the player back to the backUrl, and only to a path of this app', async () => {
    for (const [back, expected] of [
      ['/win/money', '/win/money'],
      ['//evil.example/x', undefined],
      ['https://evil.example/', undefined],
    ] as const) {
      navigate(`/en-US/user/payment?backUrl=${encodeURIComponent(back)}`, { replace: true });
      hooks.recharge.mutateAsync = vi.fn(async () => ({ checkout_url: '' }));
      renderWith(<PaymentPage />);
      fireEvent.click(screen.getByTestId('payment-pay'));
      await waitFor(() =>
        expect(hooks.recharge.mutateAsync).toHaveBeenCalledWith({
          quoteId: 'q_1234567890123456',
          returnPath: expected,
        }),
      );
      cleanup();
    }
    hooks.loggedIn = false;
    navigate('/en-US/user/payment?backUrl=%2Fwin%2Fmoney', { replace: true });
    renderWith(<PaymentPage />);
    expect(screen.getByText(text.login as string).getAttribute('href')).toContain(
      encodeURIComponent('/user/payment?backUrl=%2Fwin%2Fmoney'),
    );
    navigate('/', { replace: true });
  });

  it('refuses amounts outside the channel limits before asking the server', () => {
    renderWith(<PaymentPage />);
    fireEvent.change(screen.getByTestId('payment-amount'), { target: { value: '100' } });
    expect(screen.getByText(text.outOfLimits as string)).toBeTruthy();
    expect((screen.getByTestId('payment-pay') as HTMLButtonElement).disabled).toBe(true);
  });

  it("a crypto channel shows the player's deposit address and its deposits instead of an amount", () => {
    const ton = {
      id: 'ton',
      kind: 'crypto',
      directions: ['recharge', 'withdraw'],
      min: '51000',
      max: '51000000',
      fee_bps: 0,
      fee_fixed: '0',
      presets: ['130000'],
    } as Channels['channels'][number];
    hooks.channels = { ...idle, data: { ...VN, channels: [ton] } };
    hooks.deposit = {
      ...idle,
      data: {
        channel: 'ton',
        chain: 'devnet-ton',
        coin: 'TON',
        address: 'UQAAtonaddress',
        confirmations_required: 2,
        deposits: [{ tx_hash: '0xab', amount: '1.5', confirmations: 1, status: 'confirming', at: 1_795_000_000 }],
      },
    };
    renderWith(<PaymentPage />);
    expect(screen.getByTestId('deposit-address').textContent).toBe('UQAAtonaddress');
    expect(screen.getByTestId('deposit-list').textContent).toContain('Confirming 1/2');
    expect(screen.queryByTestId('payment-pay')).toBeNull();
  });

  it('asks visitors to log in instead of paying', () => {
    hooks.loggedIn = false;
    renderWith(<PaymentPage />);
    expect(screen.queryByTestId('payment-pay')).toBeNull();
    expect(screen.getByText(text.login as string)).toBeTruthy();
  });
});

describe('orders page', () => {
  const order = (id: string, status: Order['status']): Order => ({
    order_id: id,
    kind: 'recharge',
    status,
    channel: 'momo',
    market: 'vn',
    currency: 'VND',
    fiat_amount: '254000',
    fee: '3810',
    refunded_amount: '0',
    coin: 'USDT',
    coin_amount: '9.85',
    late: false,
    reason: '',
    created_at: 1_795_000_000,
    updated_at: 1_795_000_000,
  });

  it('explains an empty list with a way to recharge', () => {
    hooks.orders = { ...hooks.orders, data: { pages: [{ list: [], has_more: false }] } };
    renderWith(<OrdersPage />);
    expect(screen.getByText(text.orders.empty as string)).toBeTruthy();
    expect(screen.getByRole('link', { name: text.recharge as string }).getAttribute('href')).toContain('/user/payment');
  });

  it('shows each order with its status', () => {
    hooks.orders = {
      ...hooks.orders,
      data: { pages: [{ list: [order('r_a', 'paid'), order('r_b', 'failed')], has_more: false }] },
    };
    renderWith(<OrdersPage />);
    expect(screen.getByTestId('order-r_a').textContent).toContain('Paid');
    expect(screen.getByTestId('order-r_b').textContent).toContain('Failed');
    expect(screen.getByTestId('order-r_a').textContent).toContain('+9.85 USDT');
  });

  it('shows how much of an order was refunded, and each partial refund in its history', () => {
    const partly = { ...order('r_c', 'paid'), refunded_amount: '54000' };
    hooks.orders = { ...hooks.orders, data: { pages: [{ list: [partly], has_more: false }] } };
    hooks.detail = {
      isPending: false,
      isError: false,
      data: { order: partly, history: [{ status: 'partly_refunded', at: 1_795_000_100, note: '' }] },
    };
    renderWith(<OrdersPage />);
    fireEvent.click(screen.getByTestId('order-r_c'));
    expect(screen.getByTestId('order-refunded').textContent).toContain('54,000');
    expect(screen.getByTestId('order-sheet').textContent).toContain(text.status.partly_refunded);
    hooks.detail = { isPending: false, isError: false, data: undefined };
  });

  it('shows a load failure with a retry', () => {
    const refetch = vi.fn();
    hooks.orders = { ...hooks.orders, isError: true, refetch };
    renderWith(<OrdersPage />);
    fireEvent.click(screen.getByTestId('orders-retry'));
    expect(refetch).toHaveBeenCalled();
  });
});
