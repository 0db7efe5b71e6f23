import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import type { PetRace } from './queries.ts';
import { RaceHistory } from './race-history.tsx';

/** /petGame's "Your races" at its hook boundary (./queries.ts replaced): loading, error, empty, rows, more pages. */
const hooks = vi.hoisted(() => ({ races: {} as Record<string, unknown> }));
vi.mock('./queries.ts', () => ({ usePetRaceHistory: () => hooks.races }));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (namespace: string, locale = 'en-US') =>
  JSON.parse(readFileSync(join(I18N, namespace, `${locale}.json`), 'utf8')) as Messages;

const race = (id: number, extra: Partial<PetRace> = {}): PetRace => ({
  id,
  at: 1_795_000_000 + id,
  pet: { id: 7, token_id: 'PET-000007', genes: '1a2b3c4d', rarity: 'epic' },
  paid: '10',
  place: 4,
  prize: '0',
  ...extra,
});
const idle = { isPending: false, isError: false, hasNextPage: false, isFetchingNextPage: false, refetch: vi.fn() };

beforeAll(() => {
  addMessages('common', 'en-US', messages('common'));
  addMessages('pets', 'en-US', messages('pets'));
  setLocale('en-US');
});
afterEach(cleanup);

describe('pet race history', () => {
  it('shows loading, a retry on failure, and an empty state', () => {
    hooks.races = { ...idle, isPending: true };
    const { container } = render(<RaceHistory />);
    expect(container.querySelector('[aria-busy="true"], [class*="skeleton"]')).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    hooks.races = { ...idle, isError: true, refetch };
    render(<RaceHistory />);
    fireEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalled();
    cleanup();
    hooks.races = { ...idle, data: { pages: [{ list: [], has_more: false }] } };
    render(<RaceHistory />);
    expect(screen.getByText('No races yet. Your past races show here.')).toBeTruthy();
  });

  it('lists each race with its place, entry and prize, and loads more', () => {
    const fetchNextPage = vi.fn();
    hooks.races = {
      ...idle,
      hasNextPage: true,
      fetchNextPage,
      data: {
        pages: [{ list: [race(2, { place: 1, prize: '30' }), race(1, { paid: '0' })], has_more: true }],
      },
    };
    render(<RaceHistory />);
    expect(screen.getByRole('heading', { name: 'Your races' })).toBeTruthy();
    const won = screen.getByTestId('race-row-2').textContent;
    expect(won).toContain('Place 1');
    expect(won).toContain('Entry 10.00 KC');
    expect(won).toContain('Prize 30.00 KC');
    const free = screen.getByTestId('race-row-1').textContent;
    expect(free).toContain('Free entry');
    expect(free).toContain('No prize');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(fetchNextPage).toHaveBeenCalled();
  });

  it('has the texts in every locale of the namespace', () => {
    const en = messages('pets').raceHistory as Record<string, string>;
    const dir = join(I18N, 'pets');
    for (const file of readdirSync(dir)) {
      const loc = messages('pets', file.replace('.json', '')).raceHistory as Record<string, string>;
      expect(Object.keys(loc).sort(), file).toEqual(Object.keys(en).sort());
      if (file !== 'en-US.json') expect(loc.title, file).not.toBe(en.title);
      expect(loc.entry, file).toContain('{{amount}}');
    }
  });
});
