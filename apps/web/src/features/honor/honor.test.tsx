import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import { BadgeArt } from './badge-art.tsx';
import HonorPage, { honorUserOf } from './honor-page.tsx';
import type { Honours } from './queries.ts';

type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({ badges: {} as Hook, title: { mutate: (() => {}) as unknown, isPending: false } }));
vi.mock('./queries.ts', () => ({
  useBadgesQuery: () => hooks.badges,
  useSetTitleMutation: () => hooks.title,
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const route = (splat: string) => ({
  locale: 'en-US',
  route: undefined,
  params: { _splat: splat },
  path: `/honor/${splat}`,
});

const honours: Honours = {
  owner: true,
  name: 'Linh Tran',
  xid: 'linhtran01',
  title: 'season_champion',
  owned: 2,
  total: 9,
  badges: [
    { code: 'season_champion', tier: 'gold', owned: true, earned_at: 1_764_000_000, progress: 1, goal: 1 },
    { code: 'first_win', tier: 'bronze', owned: true, earned_at: 1_763_000_000, progress: 4, goal: 1 },
    { code: 'rounds_100', tier: 'silver', owned: false, earned_at: null, progress: 37, goal: 100 },
  ],
};

beforeAll(() => {
  for (const ns of ['common', 'honor', 'ui']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
afterEach(cleanup);

describe('honours', () => {
  it('reads whose honours a path shows', () => {
    expect(honorUserOf('')).toBe('me');
    expect(honorUserOf('me')).toBe('me');
    expect(honorUserOf('linhtran01')).toBe('linhtran01');
    expect(honorUserOf('Linh')).toBeUndefined();
    expect(honorUserOf('a/b')).toBeUndefined();
  });

  it('draws badges as SVG in the app, grey while locked', () => {
    const { container } = render(<BadgeArt code="first_win" tier="gold" locked />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('data-badge')).toBe('first_win');
    expect(svg?.getAttribute('class')).toMatch(/locked/);
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows owned and locked badges with progress, and the title', async () => {
    hooks.badges = { isPending: false, isError: false, data: honours };
    render(
      <RouteContext.Provider value={route('me') as never}>
        <HonorPage />
      </RouteContext.Provider>,
    );
    expect((await screen.findByTestId('honor-title')).textContent).toContain('Title: Season champion');
    expect(screen.getByText('2 of 9 badges')).toBeTruthy();
    expect(screen.getByTestId('badge-season_champion').getAttribute('data-owned')).toBe('true');
    expect(screen.getByTestId('badge-rounds_100').textContent).toContain('37/100');
    expect(screen.getByRole('progressbar', { name: '37 of 100' })).toBeTruthy();
  });

  it("the owner picks a badge's detail and shows it as title", async () => {
    const mutate = vi.fn();
    hooks.title = { mutate, isPending: false };
    hooks.badges = { isPending: false, isError: false, data: honours };
    render(
      <RouteContext.Provider value={route('me') as never}>
        <HonorPage />
      </RouteContext.Provider>,
    );
    fireEvent.click(await screen.findByTestId('badge-first_win'));
    const detail = await screen.findByTestId('badge-detail');
    expect(detail.textContent).toContain('Win a game round for the first time.');
    fireEvent.click(screen.getByTestId('badge-set-title'));
    expect(mutate).toHaveBeenCalledWith('first_win', expect.anything());
  });

  it('a visitor sees no title button', async () => {
    hooks.badges = { isPending: false, isError: false, data: { ...honours, owner: false } };
    render(
      <RouteContext.Provider value={route('linhtran01') as never}>
        <HonorPage />
      </RouteContext.Provider>,
    );
    fireEvent.click(await screen.findByTestId('badge-first_win'));
    await screen.findByTestId('badge-detail');
    expect(screen.queryByTestId('badge-set-title')).toBeNull();
  });
});
