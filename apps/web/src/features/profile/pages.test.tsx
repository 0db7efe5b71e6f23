import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { getLocation, navigate } from '../../app/router/history.ts';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import CreateProfilePage from './create-page.tsx';
import ProfilePage from './profile-page.tsx';
import PublicProfilePage from './public-page.tsx';
import type { MyProfiles, OwnProfile, PublicProfile } from './queries.ts';
import SelectProfilePage from './select-page.tsx';

/** The profile pages with their queries doubled: states, the shown mark, creation with one key per intent. */

type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({
  userId: 100001,
  mine: {} as Record<string, unknown>,
  publicQuery: {} as Record<string, unknown>,
  publicAsked: undefined as { xid: string; enabled: boolean } | undefined,
  calls: [] as { name: string; vars: unknown }[],
  fail: undefined as unknown,
}));
const mutation = (name: string) => ({
  isPending: false,
  variables: undefined,
  mutateAsync: async (vars: unknown) => {
    hooks.calls.push({ name, vars });
    if (hooks.fail) throw hooks.fail;
    return {};
  },
});
vi.mock('./queries.ts', () => ({
  useUserId: () => hooks.userId,
  useMyProfilesQuery: () => hooks.mine,
  usePublicProfileQuery: (xid: string, enabled: boolean) => {
    hooks.publicAsked = { xid, enabled };
    return hooks.publicQuery;
  },
  useCreateProfileMutation: () => mutation('create'),
  useSelectProfileMutation: () => mutation('select'),
  useDeleteProfileMutation: () => mutation('delete'),
  useUpdateProfileMutation: () => mutation('update'),
  useUploadImageMutation: () => mutation('upload'),
}));
// The showcase's honours come from the honor feature's own read (tested there); no badges here.
vi.mock('../honor/index.ts', () => ({
  useTopBadges: () => ({ badges: [], title: null }),
  HonourShowcase: () => null,
  BadgeArt: () => null,
}));
vi.mock('../posts/index.ts', () => ({
  ProfilePosts: ({ xid, mine }: { xid: string; mine?: boolean }) => (
    <div data-testid="posts-stub">{`${xid}${mine ? ' mine' : ''}`}</div>
  ),
  FollowButton: ({ xid }: { xid: string }) => <div data-testid="follow-stub">{xid}</div>,
  PostEditorPage: () => null,
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;

const own = (over: Partial<OwnProfile> = {}): OwnProfile => ({
  xid: 'linhtran01',
  name: 'Linh Tran',
  intro: 'Puzzle games',
  avatar_url: '',
  background_url: '',
  links: [{ label: 'Blog', url: 'https://linh.example.com' }],
  shown: true,
  created_at: 1_800_000_000,
  ...over,
});
const MINE: MyProfiles = {
  profiles: [own(), own({ xid: 'linhpixel7', name: 'Linh • Pixel Studio', shown: false })],
  shown_xid: 'linhtran01',
  max_profiles: 5,
  counts: null,
};
const PUBLIC: PublicProfile = {
  xid: 'linhtran01',
  name: 'Linh Tran',
  intro: 'Puzzle games',
  avatar_url: '',
  background_url: '',
  links: [],
  created_at: 1_800_000_000,
  is_mine: false,
  counts: null,
};
const query = (data: unknown, over: Hook = {}): Hook => ({
  isPending: false,
  isError: false,
  error: null,
  data,
  refetch: vi.fn(),
  ...over,
});

function show(page: ReactNode, path: string, params: Record<string, string> = {}) {
  navigate(`/en-US${path}`, { replace: true });
  return render(
    <RouteContext.Provider value={{ locale: 'en-US', route: undefined, params, path }}>{page}</RouteContext.Provider>,
  );
}

beforeAll(() => {
  for (const ns of ['common', 'ui', 'profile']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
beforeEach(() => {
  hooks.userId = 100001;
  hooks.mine = query(MINE);
  hooks.publicQuery = query(PUBLIC);
  hooks.publicAsked = undefined;
  hooks.calls = [];
  hooks.fail = undefined;
});
afterEach(cleanup);

describe('/profile', () => {
  it('shows the shown profile, its actions and its posts', () => {
    show(<ProfilePage />, '/profile');
    expect(screen.getByTestId('profile-name').textContent).toBe('Linh Tran');
    expect(screen.getByTestId('profile-count').textContent).toBe('2 profiles');
    expect(screen.getByTestId('me-edit').getAttribute('href')).toBe('/en-US/profile/edit/info');
    expect(screen.getByTestId('me-switch').getAttribute('href')).toBe('/en-US/profile/select');
    expect(screen.getByTestId('me-write').getAttribute('href')).toBe('/en-US/profile/edit/post');
    expect(screen.getByTestId('me-public').getAttribute('href')).toBe('/en-US/profile/linhtran01');
    expect(screen.getByTestId('posts-stub').textContent).toBe('linhtran01 mine');
    expect(screen.getByTestId('profile-links').textContent).toContain('Blog');
  });

  it('asks visitors to log in, shows a loading shape and a retry', () => {
    hooks.userId = 0;
    show(<ProfilePage />, '/profile');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/en-US/user/login-home?backUrl=%2Fprofile',
    );
    cleanup();
    hooks.userId = 100001;
    hooks.mine = query(undefined, { isPending: true });
    show(<ProfilePage />, '/profile');
    expect(screen.getByTestId('profile-loading')).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    hooks.mine = query(undefined, { isError: true, refetch });
    show(<ProfilePage />, '/profile');
    fireEvent.click(screen.getByTestId('load-retry'));
    expect(refetch).toHaveBeenCalled();
  });
});

describe('/profile/<xid>', () => {
  it('never asks for a malformed id and says the profile does not exist', () => {
    show(<PublicProfilePage />, '/profile/NOT-AN-ID', { xid: 'NOT-AN-ID' });
    expect(hooks.publicAsked).toEqual({ xid: 'NOT-AN-ID', enabled: false });
    expect(screen.getByRole('heading', { name: 'This profile does not exist' })).toBeTruthy();
  });

  it('says an unknown profile does not exist', () => {
    hooks.publicQuery = query(undefined, {
      isError: true,
      error: new ApiError('business', 'No such profile.', 404, 4040, { reason: 'profile_not_found' }),
    });
    show(<PublicProfilePage />, '/profile/zzzzzzzzzz', { xid: 'zzzzzzzzzz' });
    expect(screen.getByRole('heading', { name: 'This profile does not exist' })).toBeTruthy();
  });

  it('shows a visitor the profile with follow and share, and moves an old numeric link to the xid', () => {
    show(<PublicProfilePage />, '/profile/100001', { xid: '100001' });
    expect(hooks.publicAsked).toEqual({ xid: '100001', enabled: true });
    expect(screen.getByTestId('profile-name').textContent).toBe('Linh Tran');
    expect(screen.getByTestId('follow-stub').textContent).toBe('linhtran01');
    expect(screen.getByTestId('profile-share')).toBeTruthy();
    expect(screen.getByTestId('posts-stub').textContent).toBe('linhtran01');
    expect(getLocation().pathname).toBe('/en-US/profile/linhtran01');
  });

  it('offers its owner the edit form instead of following', () => {
    hooks.publicQuery = query({ ...PUBLIC, is_mine: true });
    show(<PublicProfilePage />, '/profile/linhtran01', { xid: 'linhtran01' });
    expect(screen.queryByTestId('follow-stub')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toBeTruthy();
  });
});

describe('/profile/select', () => {
  it('marks the shown profile, shows another, and deletes one after confirming', async () => {
    show(<SelectProfilePage />, '/profile/select');
    const rows = screen.getAllByTestId('profile-row');
    expect(rows.map((r) => r.getAttribute('data-shown'))).toEqual(['true', 'false']);
    expect(rows[0]?.textContent).toContain('Shown');
    await act(async () => {
      fireEvent.click(screen.getByTestId('profile-show'));
    });
    expect(hooks.calls).toEqual([{ name: 'select', vars: 'linhpixel7' }]);
    fireEvent.click(screen.getAllByTestId('profile-delete')[1] as HTMLElement);
    await act(async () => {
      fireEvent.click(await screen.findByTestId('profile-delete-confirm'));
    });
    expect(hooks.calls.at(-1)).toEqual({ name: 'delete', vars: 'linhpixel7' });
  });

  it('offers no delete when one profile is left, and no create at the cap', () => {
    hooks.mine = query({ ...MINE, profiles: [own()] });
    show(<SelectProfilePage />, '/profile/select');
    expect(screen.queryByTestId('profile-delete')).toBeNull();
    expect(screen.getByTestId('select-create')).toBeTruthy();
    cleanup();
    hooks.mine = query({ ...MINE, max_profiles: 2 });
    show(<SelectProfilePage />, '/profile/select');
    expect(screen.queryByTestId('select-create')).toBeNull();
    expect(screen.getByTestId('select-full')).toBeTruthy();
  });
});

describe('/profile/create', () => {
  it('keeps one Idempotency-Key across a retry, then goes on to the setup', async () => {
    show(<CreateProfilePage />, '/profile/create');
    fireEvent.change(screen.getByTestId('profile-name-input'), { target: { value: 'Night owl' } });
    hooks.fail = new ApiError('FETCH_ERROR', 'offline', 0);
    await act(async () => {
      fireEvent.submit(screen.getByTestId('profile-create-form'));
    });
    expect(screen.getByTestId('profile-form-problem').textContent).toContain('Could not save');
    hooks.fail = undefined;
    await act(async () => {
      fireEvent.submit(screen.getByTestId('profile-create-form'));
    });
    const [first, second] = hooks.calls as { vars: { input: unknown; key: string } }[];
    expect(first?.vars.input).toEqual({ name: 'Night owl', intro: '' });
    expect(second?.vars.key).toBe(first?.vars.key);
    expect(getLocation().pathname).toBe('/en-US/profile/setup');
  });
});
