import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import { TradeHistory } from './history.tsx';
import type { PetTrade } from './queries.ts';

/** The History tab at its hook boundary (./queries.ts replaced): states, each kind of trade, more pages. */
const hooks = vi.hoisted(() => ({ history: {} as Record<string, unknown> }));
vi.mock('./queries.ts', () => ({ usePetHistory: () => hooks.history }));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (namespace: string) =>
  JSON.parse(readFileSync(join(I18N, namespace, 'en-US.json'), 'utf8')) as Messages;

const trade = (id: number, kind: PetTrade['kind'], extra: Partial<PetTrade> = {}): PetTrade => ({
  id,
  kind,
  pet: { id, token_id: `PET-00000${id}`, genes: '1a2b3c4d', rarity: 'epic', level: 2 },
  counterparty: 'Linh Tran',
  price: '30',
  fee: '1.5',
  net: kind === 'sold' || kind === 'rented_out' ? '28.5' : '30',
  days: null,
  at: 1_795_000_000,
  until: null,
  returned: null,
  ...extra,
});
const idle = { isPending: false, isError: false, hasNextPage: false, isFetchingNextPage: false, refetch: vi.fn() };

beforeAll(() => {
  addMessages('common', 'en-US', messages('common'));
  addMessages('pets', 'en-US', messages('pets'));
  setLocale('en-US');
});
afterEach(cleanup);

describe('pet trade history', () => {
  it('shows loading, a retry on failure, and an empty state', () => {
    hooks.history = { ...idle, isPending: true };
    const { container } = render(<TradeHistory />);
    expect(container.querySelector('[aria-busy="true"], [class*="skeleton"]')).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    hooks.history = { ...idle, isError: true, refetch };
    render(<TradeHistory />);
    fireEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalled();
    cleanup();
    hooks.history = { ...idle, data: { pages: [{ list: [], has_more: false }] } };
    render(<TradeHistory />);
    expect(screen.getByText('No trades yet. Pets you buy, sell or rent show here.')).toBeTruthy();
  });

  it('says who each trade was with, what was paid or received, and when a rental ends', () => {
    const fetchNextPage = vi.fn();
    hooks.history = {
      ...idle,
      hasNextPage: true,
      fetchNextPage,
      data: {
        pages: [
          {
            list: [
              trade(1, 'sold'),
              trade(2, 'bought'),
              trade(3, 'rented', { price: '12', days: 3, until: 1_795_259_200, returned: false }),
              trade(4, 'rented_out', { price: '12', fee: '0.6', days: 3, until: 1_795_259_200, returned: true }),
            ],
            has_more: true,
          },
        ],
      },
    };
    render(<TradeHistory />);
    expect(screen.getByTestId('pet-trade-1').textContent).toContain('Sold to Linh Tran');
    expect(screen.getByTestId('pet-trade-1').textContent).toContain('+28.50 KC · Fee 1.50 KC');
    expect(screen.getByTestId('pet-trade-2').textContent).toContain('Bought from Linh Tran');
    expect(screen.getByTestId('pet-trade-2').textContent).toContain('−30.00 KC');
    expect(screen.getByTestId('pet-trade-2').textContent).not.toContain('Fee');
    expect(screen.getByTestId('pet-trade-3').textContent).toContain('Rented from Linh Tran');
    expect(screen.getByTestId('pet-trade-3').textContent).toMatch(/Until \d/);
    expect(screen.getByTestId('pet-trade-4').textContent).toContain('Rented out to Linh Tran');
    expect(screen.getByTestId('pet-trade-4').textContent).toContain('Returned');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(fetchNextPage).toHaveBeenCalled();
  });
});
