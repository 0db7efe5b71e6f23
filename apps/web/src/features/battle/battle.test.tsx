import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import BattlePage from './battle-page.tsx';
import { countdownParts } from './countdown.ts';
import type { Season } from './queries.ts';
import BattleRankPage, { pageOf } from './rank-page.tsx';

type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({ season: {} as Hook, ranking: {} as Hook, record: {} as Hook }));
vi.mock('./queries.ts', () => ({
  useSeasonQuery: () => hooks.season,
  useRankingQuery: () => hooks.ranking,
  useRecordQuery: () => hooks.record,
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/battle' } as const;
const now = Math.floor(Date.now() / 1000);

const season: Season = {
  season: { id: 12, starts_at: now - 86_400, ends_at: now + 3 * 86_400 + 3723, state: 'running' },
  now,
  market: 'vn',
  coin: 'KC',
  prizes: [
    { from: 1, to: 1, amount: '2000' },
    { from: 4, to: 10, amount: '300' },
  ],
  pool: '4100',
  players: 31,
  mine: { points: 5200, rank: 4 },
  top: [
    { rank: 1, name: 'Tr***nh', points: 9800, me: false },
    { rank: 2, name: 'Ng***uy', points: 7100, me: false },
    { rank: 3, name: 'Lý***hư', points: 6000, me: false },
  ],
  earn: { points_per_usdt: 100, play_daily_cap: 20_000, sudoku: [100, 200, 400, 800] },
};

const show = (node: React.ReactNode) =>
  render(<RouteContext.Provider value={ROUTE as never}>{node}</RouteContext.Provider>);

beforeAll(() => {
  for (const ns of ['common', 'battle']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
afterEach(cleanup);

describe('battle helpers', () => {
  it('splits seconds left into days and a clock, never below zero', () => {
    expect(countdownParts(3 * 86_400 + 3723)).toEqual({ days: 3, clock: '01:02:03' });
    expect(countdownParts(-5)).toEqual({ days: 0, clock: '00:00:00' });
  });
  it('reads ?page= as a page number, 1 when it is not one', () => {
    expect(pageOf('3')).toBe(3);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('x')).toBe(1);
    expect(pageOf(null)).toBe(1);
  });
});

describe('/battle', () => {
  it('shows the countdown, my points and place, the top three and the prize table', async () => {
    hooks.season = { isPending: false, isError: false, data: season };
    show(<BattlePage />);
    expect((await screen.findByTestId('battle-my-points')).textContent).toContain('5,200');
    expect(screen.getByTestId('battle-my-rank').textContent).toContain('#4');
    expect(screen.getByTestId('battle-countdown').textContent).toMatch(/Ends in 3d 01:0[12]:\d\d/);
    expect(screen.getByText('#4 of 31 players in VN')).toBeTruthy();
    expect(screen.getByTestId('battle-ranking').querySelectorAll('li')).toHaveLength(3);
    const prizes = screen.getByTestId('battle-prizes');
    expect(prizes.textContent).toContain('#1');
    expect(prizes.textContent).toContain('2,000 KC');
    expect(prizes.textContent).toContain('#4–#10, each');
    expect(screen.getByRole('link', { name: "Solve today's sudoku" }).getAttribute('href')).toBe(
      '/en-US/sudgame/daily',
    );
  });

  it('a player without points sees how to get some', async () => {
    hooks.season = { isPending: false, isError: false, data: { ...season, mine: { points: 0, rank: null } } };
    show(<BattlePage />);
    expect(await screen.findByText(/No points yet this season/)).toBeTruthy();
    expect(screen.getByTestId('battle-my-rank').textContent).toContain('—');
  });
});

describe('/battle/rank', () => {
  it('lists the page with my row marked and pages on', async () => {
    hooks.ranking = {
      isPending: false,
      isError: false,
      data: {
        season_id: 12,
        market: 'vn',
        page: 1,
        players: 31,
        has_more: true,
        mine: { points: 5200, rank: 2 },
        list: [
          { rank: 1, name: 'Tr***nh', points: 9800, me: false },
          { rank: 2, name: 'Li***an', points: 5200, me: true },
        ],
      },
    };
    show(<BattleRankPage />);
    expect((await screen.findByTestId('battle-my-row')).textContent).toContain('You: #2 · 5,200 pts');
    const rows = screen.getByTestId('battle-ranking').querySelectorAll('li');
    expect(rows[1]?.textContent).toContain('You');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
