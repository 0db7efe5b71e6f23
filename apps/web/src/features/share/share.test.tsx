import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import { getToast, hideToast } from '../../ui/toast.tsx';
import LandPage from './land-page.tsx';
import type { Land, MyShare } from './queries.ts';
import SharePage from './share-page.tsx';
import { shareInvite } from './share-text.ts';
import { tabOf } from './tab-ids.ts';

type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({ loggedIn: true, mine: {} as Hook, land: {} as Hook }));
vi.mock('./queries.ts', async (load) => ({
  ...(await load<typeof import('./queries.ts')>()),
  useLoggedIn: () => hooks.loggedIn,
  useMyShareQuery: () => hooks.mine,
  useLandQuery: () => hooks.land,
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/share' } as const;
const show = (page: ReactNode) => render(<RouteContext.Provider value={ROUTE}>{page}</RouteContext.Provider>);
const loaded = (data: unknown) => ({ isPending: false, isError: false, data, refetch: vi.fn() });
const terms = { coin: 'WH', inviter_reward: '10', invitee_reward: '5', max_per_day: 20, bind_days: 7 };
const mine: MyShare = {
  code: 'K7MPX4QA',
  link: 'https://arcadia.test/r/K7MPX4QA',
  terms,
  level: { level: 1, active: 4, bonus_percent: 10, next_min_active: 10 },
  invitees: 6,
  pending: 2,
  week: { week_start: '2026-11-23', invites: 2, rank: 3 },
  bonus_total: '49',
  inviter: null,
  bind_until: Math.floor(Date.now() / 1000) + 86_400,
};

beforeAll(() => {
  for (const ns of ['common', 'share', 'hosts']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
beforeEach(() => {
  hooks.loggedIn = true;
  hooks.mine = loaded(mine);
  hooks.land = loaded({ inviter: { name: 'Li***an', code: 'K7MPX4QA', level: 1 }, terms, logged_in: false } as Land);
});
afterEach(() => {
  cleanup();
  hideToast();
});

describe('the invite centre', () => {
  it('asks a visitor to log in', () => {
    hooks.loggedIn = false;
    show(<SharePage />);
    expect(screen.getByText('Log in to invite friends')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toContain('backUrl=%2Fshare');
  });

  it('shows loading, then a failed load with a retry', () => {
    hooks.mine = { isPending: true, isError: false };
    const { unmount } = show(<SharePage />);
    expect(screen.getByTestId('share-loading')).toBeTruthy();
    unmount();
    const refetch = vi.fn();
    hooks.mine = { isPending: false, isError: true, refetch };
    show(<SharePage />);
    fireEvent.click(screen.getByTestId('load-retry'));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows the code, level, week and the bind prompt from the server', () => {
    show(<SharePage />);
    expect(screen.getByTestId('share-code').textContent).toBe('K7MPX4QA');
    expect(screen.getByTestId('share-invitees').textContent).toBe('6');
    expect(screen.getByText('6 more qualified friends to reach Level 2')).toBeTruthy();
    expect(screen.getByText('Rank #3')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('4');
    expect(screen.getByRole('link', { name: /Bind it by/ }).getAttribute('href')).toContain('/user/bindCode');
  });
});

describe('sharing', () => {
  it("warns 'Share failed, text is empty' and shares nothing when the text is empty", async () => {
    const share = vi.fn(async () => undefined);
    Object.assign(navigator, { share });
    expect(await shareInvite({ text: '  ', url: 'https://arcadia.test/r/K7MPX4QA', title: 'Invite' })).toBe(false);
    expect(getToast()?.message).toBe('Share failed, text is empty');
    expect(share).not.toHaveBeenCalled();
    expect(await shareInvite({ text: 'Join me', url: 'https://arcadia.test/r/K7MPX4QA', title: 'Invite' })).toBe(true);
    expect(share).toHaveBeenCalledWith({ text: 'Join me', url: 'https://arcadia.test/r/K7MPX4QA' });
  });
});

describe('the landing page', () => {
  it('names the masked inviter, what both get, and offers registering', () => {
    show(<LandPage />);
    expect(screen.getByTestId('share-land-inviter').textContent).toBe('Li***an invited you to Arcadia');
    expect(screen.getByText('5.00 WH')).toBeTruthy();
    expect(screen.getByTestId('share-land-cta').getAttribute('href')).toContain('/user/login-home');
  });
});

describe('tabs', () => {
  it('reads ?tab= and falls back to history', () => {
    expect(tabOf('week')).toBe('week');
    expect(tabOf('nope')).toBe('history');
    expect(tabOf(null)).toBe('history');
  });
});
