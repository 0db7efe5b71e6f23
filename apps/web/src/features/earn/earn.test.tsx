import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import { Catalogue } from './catalogue.tsx';
import type { TaskCard } from './catalogue-queries.ts';
import LibraryPage from './library-page.tsx';
import { ProductView } from './product-view.tsx';
import type { ProductDetail } from './queries.ts';

/** The earn screens at their hook boundary (./queries.ts replaced): states, search, links. */
type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({
  home: {} as Hook,
  categories: {} as Hook,
  category: {} as Hook,
  search: {} as Hook,
  library: {} as Hook,
  product: {} as Hook,
  searched: [] as string[],
  clicks: [] as string[],
}));
vi.mock('./catalogue-queries.ts', () => ({
  useHomeTabsQuery: () => hooks.home,
  useCategoriesQuery: () => hooks.categories,
  useCategoryQuery: () => hooks.category,
  useSearchQuery: (keyword: string) => {
    hooks.searched.push(keyword);
    return hooks.search;
  },
  reportCardClick: (card: { xbOfferId: number }, from: string) => hooks.clicks.push(`${card.xbOfferId}:${from}`),
}));
vi.mock('./queries.ts', () => ({
  useCategoriesQuery: () => hooks.categories,
  useLibraryQuery: () => hooks.library,
  useProductQuery: () => hooks.product,
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const ready = (data: unknown) => ({ isPending: false, isError: false, error: null, data, refetch: vi.fn() });
const card = (id: number, taskType: 'product' | 'task'): TaskCard => ({
  productId: id,
  title: `Dragon Quest ${id}`,
  xbOfferId: id * 10,
  productType: 'game',
  reward: { coin: 'KC', amount: '2260', usd: '2.26' },
  icon: `/task-art/dragon-${id}/icon.svg`,
  category: 'rpg',
  taskType,
});
const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/' } as const;
const show = (node: React.ReactNode) => render(<RouteContext.Provider value={ROUTE}>{node}</RouteContext.Provider>);

beforeAll(() => {
  for (const ns of ['common', 'home', 'earn', 'tasks']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
beforeEach(() => {
  hooks.home = ready({ tabs: [{ id: 'hot', name: 'Hot', cards: [card(1, 'product'), card(2, 'task')] }] });
  hooks.categories = ready({ categories: [{ id: 'rpg', name: 'RPG', count: 12 }], list: [], total: 0 });
  hooks.category = ready({ list: [card(3, 'task')] });
  hooks.search = ready({ list: [] });
  hooks.searched = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('home catalogue', () => {
  it('shows the tabs with cards that lead to the product or task page', () => {
    show(<Catalogue />);
    const links = screen.getAllByTestId('task-card').map((a) => a.getAttribute('href') ?? '');
    expect(links[0]).toContain('/task/product?productId=1&gameName=Dragon%20Quest%201&from=home');
    expect(links[1]).toContain('/task/details?taskId=20&productType=game&gameName=Dragon%20Quest%202&from=home');
    expect(screen.getAllByTestId('task-card')[0]?.textContent).toContain('+2,260 KC');
    fireEvent.click(screen.getAllByTestId('task-card')[1] as HTMLElement);
    expect(hooks.clicks).toEqual(['20:home']);
  });

  it('searches after typing stops, and says when nothing matches', () => {
    vi.useFakeTimers();
    show(<Catalogue />);
    fireEvent.change(screen.getByTestId('catalogue-search'), { target: { value: 'zz' } });
    fireEvent.change(screen.getByTestId('catalogue-search'), { target: { value: 'zzq' } });
    expect(hooks.searched).toEqual([]);
    act(() => vi.advanceTimersByTime(300));
    expect(hooks.searched.at(-1)).toBe('zzq');
    expect(screen.getByText('Nothing found for \u201czzq\u201d')).toBeTruthy();
  });

  it('a category chip lists its games; a failure offers a retry', () => {
    show(<Catalogue />);
    fireEvent.click(screen.getByTestId('category-rpg'));
    expect(screen.getAllByTestId('task-card')).toHaveLength(1);
    cleanup();
    const refetch = vi.fn();
    hooks.home = { isPending: false, isError: true, data: undefined, error: new Error('down'), refetch };
    show(<Catalogue />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });
});

describe('library and product', () => {
  it('lists products with rating and offers, and loads more', () => {
    const fetchNextPage = vi.fn();
    hooks.library = {
      ...ready({
        pages: [
          {
            list: [{ ...card(5, 'product'), slug: 'd5', rating: 4.5, markets: [], offerCount: 3, createdAt: 1 }],
            has_more: true,
          },
        ],
      }),
      hasNextPage: true,
      fetchNextPage,
    };
    show(<LibraryPage />);
    const row = screen.getByTestId('library-product');
    expect(row.getAttribute('href')).toContain('/products/5');
    expect(row.textContent).toContain('4.5');
    expect(row.textContent).toContain('Offers: 3');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalled();
  });

  it('shows a product with its offers and steps, and not-found for an unknown one', () => {
    const detail: ProductDetail = {
      product: {
        productId: 7,
        slug: 'dragon',
        title: 'Dragon Quest',
        desc: 'Raise your dragons.',
        imglist: [],
        ImageUrl: '/task-art/dragon/hero.svg',
        icon: '/task-art/dragon/icon.svg',
        category: 'rpg',
        categoryName: 'RPG',
        productType: 'game',
        rating: 4.6,
        markets: ['vn'],
        store: {},
        reward: { coin: 'KC', amount: '2260', usd: '2.26' },
        available: true,
      },
      offers: [
        {
          xbOfferId: 70,
          productId: 7,
          parentId: null,
          title: 'Reach the levels',
          kind: 'cpl',
          expired: 14,
          dailyCap: 0,
          subCount: 2,
          reward: { coin: 'KC', amount: '2260', usd: '2.26' },
          steps: [
            {
              stepId: 1,
              seq: 1,
              goal: 'level:5',
              title: 'Reach level 5',
              reward: { coin: 'KC', amount: '180', usd: '0.18', token: null },
              status: 'done',
              reason: '',
            },
          ],
          take: null,
        },
      ],
    };
    hooks.product = ready(detail);
    show(<ProductView productId={7} namespace="earn" from="product" />);
    expect(screen.getByText('Raise your dragons.')).toBeTruthy();
    const offer = screen.getByTestId('product-offer');
    expect(offer.textContent).toContain('Reach level 5 · +180 KC · done');
    expect(offer.textContent).toContain('2 more tasks inside');
    expect(screen.getByTestId('product-offer-open').getAttribute('href')).toContain('/task/details?taskId=70');
    cleanup();
    hooks.product = {
      isPending: false,
      isError: true,
      data: undefined,
      error: new ApiError('business', 'x', 404, 4040),
    };
    show(<ProductView productId={9} namespace="tasks" from="task_product" />);
    expect(screen.getByText('This game is not available')).toBeTruthy();
  });
});
