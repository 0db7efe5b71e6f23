import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import type { Shop } from './queries.ts';
import TopupPage, { parseTarget } from './topup-page.tsx';

type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({ userId: 7, shop: {} as Hook, orders: {} as Hook, buy: {} as Hook, search: '' }));
vi.mock('./queries.ts', () => ({
  useUserId: () => hooks.userId,
  useShopQuery: () => hooks.shop,
  useOrdersQuery: () => hooks.orders,
  useBuy: () => hooks.buy,
}));
vi.mock('../../app/router/route-context.ts', async (load) => ({
  ...(await load<typeof import('../../app/router/route-context.ts')>()),
  useSearch: () => new URLSearchParams(hooks.search),
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/task/recharge' } as const;
const show = () =>
  render(
    <RouteContext.Provider value={ROUTE}>
      <TopupPage />
    </RouteContext.Provider>,
  );
const loaded = (data: unknown) => ({ isPending: false, isError: false, data, refetch: vi.fn() });

const shop: Shop = {
  game: { id: 1, name: 'Dragon Realm', icon: '/task-art/dragon-realm/icon.svg' },
  merchant: {
    id: 'mch_dragon',
    name: 'Dragon Realm Store',
    account_label: 'Player ID',
    account_example: '10023456',
    account_pattern: '^\\d{6,12}$',
  },
  packages: [
    { sku: 'd60', name: '60 diamonds', amount: 60, bonus: 0, unit: 'diamonds', price_usdt: '0.99', price_kc: '990' },
    {
      sku: 'd300',
      name: '300 + 30 diamonds',
      amount: 300,
      bonus: 30,
      unit: 'diamonds',
      price_usdt: '4.99',
      price_kc: '4990',
    },
  ],
};

beforeAll(() => {
  for (const ns of ['common', 'tasks']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
beforeEach(() => {
  hooks.userId = 7;
  hooks.search = 'gameId=1&mchId=mch_dragon';
  hooks.shop = loaded(shop);
  hooks.orders = loaded({
    list: [
      {
        order_id: 'tp_1',
        game_id: 1,
        game_name: 'Dragon Realm',
        mch_id: 'mch_dragon',
        sku: 'd60',
        package_name: '60 diamonds',
        account_id: '10023456',
        coin: 'USDT',
        price: '0.99',
        status: 'delivered',
        reason: '',
        created_at: 1_795_000_000,
        updated_at: 1_795_000_000,
        delivered_at: 1_795_000_010,
      },
    ],
    has_more: false,
  });
  hooks.buy = { isPending: false, mutateAsync: vi.fn(async () => ({})) };
});
afterEach(cleanup);

describe('game top-up page', () => {
  it('reads only well-formed links', () => {
    expect(parseTarget(new URLSearchParams('gameId=3&mchId=mch_x'))).toEqual({ gameId: 3, mchId: 'mch_x' });
    expect(parseTarget(new URLSearchParams('gameId=abc&mchId=mch_x'))).toBeUndefined();
    expect(parseTarget(new URLSearchParams('gameId=3&mchId=Bad Id'))).toBeUndefined();
  });

  it('shows a clear empty state for an unknown game or merchant, and for a broken link', () => {
    hooks.shop = loaded({ game: null, merchant: null, packages: [] });
    show();
    expect(screen.getByText('No top-ups for this game')).toBeTruthy();
    cleanup();
    hooks.search = 'gameId=x';
    show();
    expect(screen.getByTestId('topup-none')).toBeTruthy();
  });

  it('checks the game account against the merchant rule before buying, then buys the chosen package', async () => {
    show();
    expect(screen.getByTestId('topup-game').textContent).toBe('Dragon Realm');
    fireEvent.click(screen.getByTestId('topup-pack-d300'));
    fireEvent.click(screen.getByTestId('topup-coin-KC'));
    expect(screen.getByTestId('topup-pack-d300').textContent).toContain('4,990 KC');
    fireEvent.change(screen.getByTestId('topup-account'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('topup-buy'));
    expect(await screen.findByText('Enter a valid Player ID, like 10023456')).toBeTruthy();
    expect(hooks.buy.mutateAsync).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('topup-account'), { target: { value: '10023456' } });
    fireEvent.click(screen.getByTestId('topup-buy'));
    expect(await screen.findByTestId('topup-message')).toHaveProperty(
      'textContent',
      'Paid. The game is delivering your top-up.',
    );
    expect(hooks.buy.mutateAsync).toHaveBeenCalledWith(
      expect.objectContaining({ game_id: 1, mch_id: 'mch_dragon', sku: 'd300', account_id: '10023456', coin: 'KC' }),
    );
    expect(screen.getByTestId('topup-order').textContent).toContain('Delivered');
  });

  it('offers a recharge when the balance falls short', async () => {
    hooks.buy = {
      isPending: false,
      mutateAsync: vi.fn(async () => {
        throw new ApiError('business', 'Insufficient balance.', 200, 2001, null);
      }),
    };
    show();
    fireEvent.change(screen.getByTestId('topup-account'), { target: { value: '10023456' } });
    fireEvent.click(screen.getByTestId('topup-buy'));
    expect((await screen.findByTestId('topup-message')).textContent).toContain('Not enough USDT.');
    expect(screen.getByText('Recharge').getAttribute('href')).toContain('/user/payment');
  });

  it('asks a visitor to log in, showing the packages', () => {
    hooks.userId = 0;
    show();
    expect(screen.getByText('Log in to top up')).toBeTruthy();
    expect(screen.getByTestId('topup-pack-d60')).toBeTruthy();
    expect(screen.queryByTestId('topup-buy')).toBeNull();
  });
});
