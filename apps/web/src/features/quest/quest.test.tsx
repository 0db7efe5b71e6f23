import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { browserHost, type Host, setHost } from '../../hosts/host.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import type { Quest } from './queries.ts';
import QuestPage from './quest-page.tsx';

type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({ quests: {} as Hook, earned: {} as Hook }));
vi.mock('./queries.ts', () => ({
  useQuestsQuery: () => hooks.quests,
  useEarnedProductsQuery: () => hooks.earned,
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/quest' } as const;
const show = () =>
  render(
    <RouteContext.Provider value={ROUTE}>
      <QuestPage />
    </RouteContext.Provider>,
  );
const loaded = (data: unknown) => ({ isPending: false, isError: false, data, refetch: vi.fn() });
const quest = (productId: number, title: string, amount: string): Quest => ({
  productId,
  slug: title.toLowerCase(),
  title,
  icon: `/img/products/${productId}.webp`,
  category: 'web3',
  productType: 'web3',
  rating: 4.5,
  markets: [],
  xbOfferId: productId * 10,
  offerCount: 3,
  reward: { coin: 'KC', amount, usd: '1.20' },
  createdAt: 1_790_000_000,
});
const list = (items: Quest[]) => ({ list: items, total: items.length, page: 1, has_more: false });

beforeAll(() => {
  for (const ns of ['common', 'quest']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
beforeEach(() => {
  hooks.quests = loaded(list([quest(7, 'ChainQuest', '1200'), quest(8, 'TonFarm', '300')]));
  hooks.earned = loaded(new Set([8]));
});
afterEach(() => {
  cleanup();
  setHost(browserHost);
});

describe('/quest', () => {
  it('lists the Web3 quests with their rewards, the total and the ones the player earns from', () => {
    show();
    expect(screen.getAllByTestId('quest-card')).toHaveLength(2);
    expect(screen.getByTestId('quest-summary').textContent).toContain('2 quests open');
    expect(screen.getByTestId('quest-summary').textContent).toContain('1,500 KC');
    const [first, second] = screen.getAllByTestId('quest-open');
    expect(first?.textContent).toBe('Start');
    expect(second?.textContent).toBe('Continue');
    expect(first?.getAttribute('href')).toBe('/en-US/task/product?productId=7&gameName=ChainQuest&from=quest');
  });

  it('shows an empty state that leads to the library, and a retry when the list fails', () => {
    hooks.quests = loaded(list([]));
    show();
    expect(screen.getByText('No quests in your country right now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the library' }).getAttribute('href')).toBe('/en-US/library');
    cleanup();
    const refetch = vi.fn();
    hooks.quests = { isPending: false, isError: true, refetch };
    show();
    fireEvent.click(screen.getByTestId('load-retry'));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('in the native app a quest opens in the dapp browser with the login encoded', async () => {
    const openWebView = vi.fn(async () => {});
    setHost({ ...browserHost, platform: 'app', can: (c) => c === 'openWebView', openWebView } as Host);
    show();
    expect(screen.getByText(/open in the dapp browser/)).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('quest-open')[0] as HTMLElement);
    await vi.waitFor(() => expect(openWebView).toHaveBeenCalledOnce());
    expect(openWebView).toHaveBeenCalledWith('/task/product?productId=7&gameName=ChainQuest&from=quest', {
      dapp: true,
    });
  });
});
