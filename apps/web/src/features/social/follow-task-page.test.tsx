import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import FollowTaskPage from './follow-task-page.tsx';
import type { FollowChannel, FollowState } from './queries.ts';

/**
 * The /profile/followTask list states: loading, empty, error with retry, and rows. The page is tested at its
 * hook boundary (./queries.ts is replaced), so the data layer behind the hooks does not matter here.
 */

type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({
  userId: undefined as number | undefined,
  list: {} as Hook,
  following: {} as Hook,
  check: {} as Hook,
}));

vi.mock('./queries.ts', () => ({
  useLoggedInUser: () => hooks.userId,
  useFollowListQuery: () => hooks.list,
  useFollowingQuery: () => hooks.following,
  useCheckFollowMutation: () => hooks.check,
  useNeedAuthorizeQuery: () => ({ data: { need_authorize: false, accounts: [] } }),
  useReportTelegramMutation: () => ({ mutate: vi.fn(), isError: false }),
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (namespace: string) =>
  JSON.parse(readFileSync(join(I18N, namespace, 'en-US.json'), 'utf8')) as Messages;
const social = messages('social') as {
  loadFailed: string;
  retry: string;
  empty: { title: string; text: string };
  visitor: string;
  login: string;
  status: Record<FollowState['status'], string>;
};

const channel = (id: string, media_type: FollowChannel['media_type'], name: string): FollowChannel => ({
  id,
  media_type,
  name,
  url: `https://example.test/${id}`,
  reward: '100',
  coin: 'WH',
});
const CHANNELS = [channel('tg_news', 'telegram', 'Arcadia News'), channel('x_arcadia', 'x', '@arcadia on X')];
const state = (id: string, status: FollowState['status']): FollowState => ({
  id,
  status,
  method: 'telegram',
  checked_at: 0,
  rewarded: status === 'following',
});

const idle = { isPending: false, isError: false, data: undefined, refetch: vi.fn() };

beforeAll(() => {
  addMessages('common', 'en-US', messages('common'));
  addMessages('social', 'en-US', social);
  setLocale('en-US');
});

beforeEach(() => {
  hooks.userId = 7;
  hooks.list = { ...idle, refetch: vi.fn() };
  hooks.following = { ...idle, data: { list: [] } };
  hooks.check = { isPending: false, isError: false, variables: undefined, error: null, mutate: vi.fn() };
});

afterEach(cleanup);

const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/profile/followTask' } as const;
const renderPage = () =>
  render(
    <RouteContext.Provider value={ROUTE}>
      <FollowTaskPage />
    </RouteContext.Provider>,
  );

describe('follow task page states', () => {
  it('shows the skeleton while the list loads, and nothing else', () => {
    hooks.list = { ...idle, isPending: true };
    renderPage();
    expect(screen.getByTestId('follow-loading')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText(social.empty.title)).toBeNull();
    expect(screen.queryByTestId('follow-retry')).toBeNull();
  });

  it('explains an empty list', () => {
    hooks.list = { ...idle, data: { list: [] } };
    renderPage();
    expect(screen.getByText(social.empty.title)).toBeTruthy();
    expect(screen.getByText(social.empty.text)).toBeTruthy();
    expect(screen.queryByTestId('follow-loading')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByTestId('follow-retry')).toBeNull();
  });

  it('shows a load failure with a retry that refetches the list', () => {
    const refetch = vi.fn();
    hooks.list = { ...idle, isError: true, error: new Error('offline'), refetch };
    renderPage();
    expect(screen.getByText(social.loadFailed)).toBeTruthy();
    expect(screen.queryByText(social.empty.title)).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    const retry = screen.getByTestId('follow-retry');
    expect(retry.textContent).toContain(social.retry);
    fireEvent.click(retry);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('lists the channels with their status and checks one on request', () => {
    hooks.list = { ...idle, data: { list: CHANNELS } };
    hooks.following = { ...idle, data: { list: [state('tg_news', 'following')] } };
    renderPage();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(social.empty.title)).toBeNull();
    expect(screen.queryByTestId('follow-loading')).toBeNull();

    const news = screen.getByTestId('follow-tg_news');
    expect(news.getAttribute('data-status')).toBe('following');
    expect(within(news).getByText('Arcadia News')).toBeTruthy();
    expect(within(news).getByText(social.status.following)).toBeTruthy();
    expect(within(news).queryByTestId('follow-check')).toBeNull();
    expect(within(news).getByTestId('follow-rewarded').textContent).toBe('Reward received: +100 WH');

    const x = screen.getByTestId('follow-x_arcadia');
    expect(x.getAttribute('data-status')).toBe('unchecked');
    expect(within(x).getByText(social.status.unchecked)).toBeTruthy();
    expect(within(x).queryByTestId('follow-rewarded')).toBeNull();
    fireEvent.click(within(x).getByTestId('follow-check'));
    expect(hooks.check.mutate).toHaveBeenCalledWith('x_arcadia');
  });

  it('shows visitors the channels without status or check, and a way to log in', () => {
    hooks.userId = undefined;
    hooks.list = { ...idle, data: { list: CHANNELS } };
    hooks.following = { ...idle, isPending: true };
    renderPage();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(social.visitor)).toBeTruthy();
    expect(screen.queryAllByTestId('follow-check')).toHaveLength(0);
    expect(screen.queryByText(social.status.unchecked)).toBeNull();
    expect(screen.getAllByTestId('follow-open')).toHaveLength(2);
    const login = screen.getByRole('link', { name: social.login });
    expect(login.getAttribute('href')).toMatch(/^\/en-US\/user\/login-home\?backUrl=/);
  });
});
