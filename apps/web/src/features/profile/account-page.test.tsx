import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { navigate } from '../../app/router/history.ts';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import AccountPage from './account-page.tsx';
import type { AccountInfo, AccountSession } from './account-queries.ts';
import { sessionTypeKey } from './account-sessions.tsx';
import { draftErrors } from './add-product-form.tsx';
import AddProductPage from './add-product-page.tsx';

type Hook = Record<string, unknown>;
/** The queries modules' hooks, as each test sets them. */
const hooks = vi.hoisted(() => ({
  userId: 100001,
  info: {} as Record<string, unknown>,
  sessions: {} as Record<string, unknown>,
  config: {} as Record<string, unknown>,
  mine: {} as Record<string, unknown>,
  deleteRun: (async () => ({})) as (input: unknown) => Promise<unknown>,
  signOutRun: (async () => ({})) as (input: unknown) => Promise<unknown>,
}));
const mutation = (run: (input: unknown) => Promise<unknown>) => ({
  isPending: false,
  error: null,
  mutateAsync: run,
});
vi.mock('./account-queries.ts', () => ({
  useAccountUserId: () => hooks.userId,
  useAccountInfoQuery: () => hooks.info,
  useSessionsQuery: () => hooks.sessions,
  useSignOutSessionMutation: () => mutation((input) => hooks.signOutRun(input)),
  useSignOutOthersMutation: () => mutation(async () => ({ signed_out: 1 })),
  useDeleteRequestMutation: () => mutation((input) => hooks.deleteRun(input)),
  useDeleteCancelMutation: () => mutation(async () => ({ cancelled: true })),
  useExportMutation: () => mutation(async () => ({})),
  saveJson: vi.fn(),
}));
vi.mock('./add-product-queries.ts', () => ({
  useCreatorId: () => hooks.userId,
  useProductConfigQuery: () => hooks.config,
  useMySubmissionsQuery: () => hooks.mine,
  useUploadPictureMutation: () => mutation(async () => ({})),
  useSubmitProductMutation: () => mutation(async () => ({})),
  useWithdrawMutation: () => mutation(async () => ({})),
}));

// Pictures are not fetched in these tests.
vi.mock('../../ui/image.tsx', () => ({ Image: ({ alt }: { alt: string }) => <span data-alt={alt} /> }));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const query = (data: unknown, over: Hook = {}): Hook => ({
  isPending: false,
  isError: false,
  error: null,
  data,
  refetch: vi.fn(),
  ...over,
});

const INFO: AccountInfo = {
  user_id: 100001,
  username: 'Linh Tran',
  has_phone: true,
  phone_masked: '+84******567',
  created_at: 1_800_000_000,
  logins: [
    { kind: 'phone', provider: 'phone', label: '+84******567', since: 0 },
    { kind: 'oidc', provider: 'google', label: 'l***@example.com', since: 1_800_000_000 },
  ],
  deletion: null,
  cooling_off_days: 14,
  export_available_at: 0,
};
const session = (over: Partial<AccountSession>): AccountSession => ({
  session_id: '0123456789abcdef',
  login_type: 'phone_otp',
  created_at: 1_800_000_000,
  last_seen_at: Math.floor(Date.now() / 1000),
  expires_at: 1_900_000_000,
  current: false,
  ...over,
});

function show(page: React.ReactNode, path: string) {
  navigate(`/en-US${path}`, { replace: true });
  return render(
    <RouteContext.Provider value={{ locale: 'en-US', route: undefined, params: {}, path }}>
      {page}
    </RouteContext.Provider>,
  );
}

beforeAll(() => {
  for (const ns of ['common', 'profile']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
afterEach(() => {
  cleanup();
  hooks.userId = 100001;
});

describe('/profile/account', () => {
  it('asks visitors to log in first', () => {
    hooks.userId = 0;
    show(<AccountPage />, '/profile/account');
    expect(screen.getByText('Log in to continue')).toBeTruthy();
    expect(screen.queryByTestId('account-sessions')).toBeNull();
  });

  it('shows the masked phone, the logins and the sessions with this device marked and no sign-out on it', () => {
    hooks.info = query(INFO);
    hooks.sessions = query({
      list: [session({ session_id: 'aaaaaaaaaaaaaaaa', current: true }), session({ login_type: 'tg_web' })],
    });
    show(<AccountPage />, '/profile/account');
    expect(screen.getByTestId('account-phone').textContent).toContain('+84******567');
    expect(screen.getByTestId('account-logins').textContent).toContain('Google');
    expect(screen.getByTestId('account-session-current').textContent).toContain('This device');
    expect(screen.getAllByTestId('account-sign-out-session')).toHaveLength(1);
    expect(screen.getByTestId('account-session').textContent).toContain('Telegram');
    expect(screen.getByTestId('account-sign-out-others')).toBeTruthy();
  });

  it('links to binding a phone when none is bound, and shows the loading and error states', () => {
    hooks.info = query({ ...INFO, has_phone: false, phone_masked: '' });
    hooks.sessions = query({ list: [session({ current: true })] });
    show(<AccountPage />, '/profile/account');
    expect(screen.getByTestId('account-bind-phone').getAttribute('href')).toContain('/user/bind-phone');
    expect(screen.getByText('Only this device is logged in.')).toBeTruthy();
    cleanup();
    hooks.info = query(undefined, { isPending: true });
    show(<AccountPage />, '/profile/account');
    expect(screen.getByTestId('account-loading')).toBeTruthy();
    cleanup();
    hooks.info = query(undefined, { isError: true });
    show(<AccountPage />, '/profile/account');
    expect(screen.getByTestId('load-retry')).toBeTruthy();
  });

  it('shows the banner while a deletion is pending, and why a request was refused', async () => {
    hooks.info = query({
      ...INFO,
      deletion: { status: 'pending', requested_at: 1_800_000_000, purge_at: 1_801_209_600, held_reason: '' },
    });
    hooks.sessions = query({ list: [] });
    show(<AccountPage />, '/profile/account');
    expect(screen.getByTestId('account-deletion-banner').textContent).toContain('Keep my account');
    expect(screen.queryByTestId('account-delete')).toBeNull();
    cleanup();

    hooks.info = query(INFO);
    hooks.deleteRun = async () => {
      throw new ApiError('business', 'Withdraw first', 200, 4090, {
        reason: 'balance',
        balances: [{ coin: 'WH', amount: '10' }],
      });
    };
    show(<AccountPage />, '/profile/account');
    fireEvent.click(screen.getByTestId('account-delete-open'));
    const confirm = screen.getByTestId('account-delete-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('account-delete-input'), { target: { value: '100001' } });
    expect(confirm.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(confirm);
    });
    const refused = screen.getByTestId('account-delete-refused');
    expect(refused.textContent).toContain('Your balance is not empty');
    expect(refused.textContent).toContain('10 WH');
  });

  it('names each login type of a session', () => {
    expect(sessionTypeKey('phone_otp')).toBe('phone_otp');
    expect(sessionTypeKey('tg_xw')).toBe('telegram');
    expect(sessionTypeKey('tg')).toBe('telegram');
    expect(sessionTypeKey('third_party_google')).toBe('google');
    expect(sessionTypeKey('something_new')).toBe('other');
  });
});

describe('/profile/addProduct', () => {
  it('checks a draft on the device before sending it', () => {
    const draft = {
      title: 'A',
      description: 'short',
      category: '',
      link: 'javascript:alert(1)',
      icon: undefined,
      shots: [],
    };
    expect(Object.keys(draftErrors(draft)).sort()).toEqual(['category', 'description', 'icon', 'link', 'title']);
    const good = {
      title: 'Sky Farm',
      description: 'Grow a farm in the clouds.',
      category: 'casual',
      link: 'https://skyfarm.example.com',
      icon: { key: 'k', url: '/img/k' },
      shots: [],
    };
    expect(draftErrors(good)).toEqual({});
  });

  it('lists the submissions with their status, the reason of a rejection and the catalogue link', () => {
    hooks.config = query({
      categories: [{ id: 'casual', name: 'Casual' }],
      max_screenshots: 5,
      max_pending: 3,
      per_day: 5,
      pending: 1,
      submitted_today: 1,
    });
    const base = {
      description: 'Grow a farm in the clouds.',
      category: 'casual',
      category_name: 'Casual',
      link: 'https://skyfarm.example.com',
      icon_url: '/img/product/2025-01/aa.webp',
      screenshot_urls: [],
      created_at: 1_800_000_000,
      decided_at: null,
    };
    hooks.mine = query({
      pages: [
        {
          has_more: false,
          list: [
            { ...base, submission_id: 3, title: 'Pending one', status: 'pending', reason: '', product_id: null },
            {
              ...base,
              submission_id: 2,
              title: '<b>Bold</b>',
              status: 'rejected',
              reason: 'Broken link',
              product_id: null,
            },
            { ...base, submission_id: 1, title: 'Live one', status: 'approved', reason: '', product_id: 77 },
          ],
        },
      ],
    });
    show(<AddProductPage />, '/profile/addProduct');
    const items = screen.getAllByTestId('add-product-item');
    expect(items.map((i) => i.getAttribute('data-status'))).toEqual(['pending', 'rejected', 'approved']);
    expect(screen.getAllByTestId('add-product-withdraw')).toHaveLength(1);
    expect(items[1]?.textContent).toContain('Reason: Broken link');
    // A creator's title is text, never markup.
    expect(items[1]?.querySelector('b')).toBeNull();
    expect(screen.getByTestId('add-product-open').getAttribute('href')).toContain('/products/77');
    expect(screen.getByTestId('add-product-form').textContent).toContain('Waiting for review: 1 of 3');
  });
});
