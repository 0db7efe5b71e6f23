import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import NewbiePage from './newbie-page.tsx';
import type { CatalogueEntry, Newbie } from './queries.ts';
import RewardGuidePage from './reward-guide-page.tsx';
import RewardPage from './reward-page.tsx';
import SplashPage, { SPLASH_SEEN_KEY } from './splash-page.tsx';

type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({
  loggedIn: true,
  newbie: {} as Hook,
  claim: {} as Hook,
  received: {} as Hook,
  pending: {} as Hook,
  catalogue: {} as Hook,
}));
vi.mock('./queries.ts', () => ({
  useLoggedIn: () => hooks.loggedIn,
  useNewbieQuery: () => hooks.newbie,
  useNewbieClaim: () => hooks.claim,
  useReceivedQuery: () => hooks.received,
  usePendingQuery: () => hooks.pending,
  useCatalogueQuery: () => hooks.catalogue,
}));
const navigate = vi.hoisted(() => vi.fn());
vi.mock('../../app/router/navigation.ts', async (load) => ({
  ...(await load<typeof import('../../app/router/navigation.ts')>()),
  useNavigate: () => navigate,
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/reward' } as const;
const show = (page: ReactNode) => render(<RouteContext.Provider value={ROUTE}>{page}</RouteContext.Provider>);
const loaded = (data: unknown) => ({ isPending: false, isError: false, data, refetch: vi.fn() });

const journey = (claimed: string[]): Newbie => ({
  ends_at: Math.floor(Date.now() / 1000) + 3 * 86_400 + 5 * 3600 + 60,
  ended: false,
  total: '110',
  claimed_total: '10',
  steps: [
    { id: 'bind_phone', done: true, claimed: claimed.includes('bind_phone'), reward: '10', link: '/user/bindPhone' },
    { id: 'first_task', done: true, claimed: false, reward: '20', link: '/library' },
    { id: 'first_recharge', done: false, claimed: false, reward: '50', link: '/user/payment' },
    { id: 'first_invite', done: false, claimed: false, reward: '30', link: '/share' },
  ],
});
const catalogue: CatalogueEntry[] = [
  { source: 'task', coin: 'KC', min: '5', max: '120', cadence: 'per_task', link: '/library' },
  { source: 'invite', coin: 'WH', min: '10.00', max: '10.00', cadence: 'per_invite', link: '/share' },
  { source: 'pool', coin: 'USDT', min: '0', max: '0', cadence: 'per_period', link: '/pool' },
];

beforeAll(() => {
  for (const ns of ['common', 'activity', 'reward', 'splash']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
beforeEach(() => {
  hooks.loggedIn = true;
  hooks.newbie = loaded(journey(['bind_phone']));
  hooks.claim = { isPending: false, mutateAsync: vi.fn(async () => ({ ...journey([]), paid: '20', already: false })) };
  hooks.received = {
    ...loaded({
      pages: [
        {
          list: [{ id: '9', source: 'checkin', coin: 'KC', amount: '10', at: 1_795_000_000 }],
          has_more: false,
          totals: [{ coin: 'KC', amount: '1234.5' }],
        },
      ],
    }),
    hasNextPage: false,
  };
  hooks.pending = loaded({ list: [] });
  hooks.catalogue = loaded({ list: catalogue });
  navigate.mockReset();
  localStorage.clear();
});
afterEach(cleanup);

describe('first steps page', () => {
  it('shows progress, the time left and each step as claimed, claimable or to do', async () => {
    show(<NewbiePage />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByTestId('newbie-ends').textContent).toBe('Ends in 3 d 5 h');
    expect(screen.getByTestId('newbie-step-bind_phone').textContent).toContain('Claimed');
    expect(screen.getByTestId('newbie-step-first_recharge').querySelector('a')?.getAttribute('href')).toBe(
      '/en-US/user/payment',
    );
    fireEvent.click(screen.getByTestId('newbie-claim'));
    expect(await screen.findByTestId('newbie-message')).toHaveProperty('textContent', '+20 KC added to your wallet');
    expect(hooks.claim.mutateAsync).toHaveBeenCalledWith('first_task');
  });

  it('asks visitors to log in and offers a retry when loading fails', () => {
    hooks.loggedIn = false;
    show(<NewbiePage />);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toContain('backUrl=%2Factivity%2Fnewbie');
    cleanup();
    hooks.loggedIn = true;
    hooks.newbie = { isPending: false, isError: true, refetch: vi.fn() };
    show(<NewbiePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(hooks.newbie.refetch).toHaveBeenCalled();
  });
});

describe('my rewards page', () => {
  it('shows received rewards with totals in the locale format, and an empty pending tab', () => {
    show(<RewardPage />);
    expect(screen.getByTestId('reward-totals').textContent).toContain('1,234.50');
    expect(screen.getByTestId('reward-row').textContent).toContain('Daily check-in');
    expect(screen.getByTestId('reward-row').textContent).toContain('+10.00 KC');
    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(screen.getByText('Nothing pending')).toBeTruthy();
  });
});

describe('guide', () => {
  it('lists every way to earn with its amount, cadence and steps', () => {
    show(<RewardGuidePage />);
    expect(screen.getByTestId('catalogue-task').textContent).toContain('5-120 KC · per task step');
    expect(screen.getByTestId('catalogue-invite').textContent).toContain('10 WH · per friend');
    expect(screen.getByTestId('catalogue-invite').querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByTestId('catalogue-pool').textContent).toContain('varies USDT · each period');
  });
});

describe('splash', () => {
  it('walks three slides once, then sends a returning player straight home', () => {
    show(<SplashPage />);
    expect(screen.getByRole('heading').textContent).toBe('Play and earn');
    fireEvent.click(screen.getByTestId('splash-next'));
    fireEvent.click(screen.getByTestId('splash-next'));
    expect(screen.getByRole('heading').textContent).toBe('Better with friends');
    fireEvent.click(screen.getByTestId('splash-next'));
    expect(localStorage.getItem(SPLASH_SEEN_KEY)).toBe('1');
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    cleanup();
    navigate.mockReset();
    show(<SplashPage />);
    expect(screen.queryByTestId('splash-page')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
