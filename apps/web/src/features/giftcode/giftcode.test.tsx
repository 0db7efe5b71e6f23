import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { navigate } from '../../app/router/history.ts';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import { getToast, hideToast } from '../../ui/toast.tsx';
import GiftPage from './gift-page.tsx';
import GiftcodePage from './giftcode-page.tsx';
import type { CreatedGift, GiftConfig, GiftDetail } from './queries.ts';
import GiftSharePage from './share-page.tsx';

type Hook = Record<string, unknown>;
type Run = (input: Record<string, unknown>) => Promise<unknown>;
/** The queries module's hooks, as each test sets them; the mutations are small stateful doubles (below). */
const hooks = vi.hoisted(() => ({
  userId: 100001,
  config: {} as Hook,
  history: {} as Hook,
  detail: {} as Hook,
  detailAsked: undefined as { code: string; enabled: boolean } | undefined,
  createRun: (async () => ({})) as Run,
  claimRun: (async () => ({})) as Run,
  useMutation: (() => ({})) as (run: Run) => Hook,
}));
vi.mock('./queries.ts', () => ({
  useUserId: () => hooks.userId,
  useGiftConfigQuery: () => hooks.config,
  useGiftHistoryQuery: () => hooks.history,
  useGiftDetailQuery: (code: string, enabled: boolean) => {
    hooks.detailAsked = { code, enabled };
    return hooks.detail;
  },
  useCreateGiftMutation: () => hooks.useMutation(hooks.createRun),
  useClaimGiftMutation: () => hooks.useMutation(hooks.claimRun),
}));

/** Every call a mutation double got, in order: its variables (input and Idempotency-Key). */
let calls: Record<string, unknown>[] = [];

/** A mutation as react-query's useMutation shapes it: mutate(vars, {onSuccess}), isPending, isError, error, data. */
function useFakeMutation(run: Run): Hook {
  const [state, setState] = useState<Hook>({ isPending: false, isError: false, error: null, data: undefined });
  return {
    ...state,
    reset: () => setState({ isPending: false, isError: false, error: null, data: undefined }),
    mutate: (vars: Record<string, unknown>, options?: { onSuccess?: (data: unknown) => void }) => {
      calls.push(vars);
      setState({ isPending: true, isError: false, error: null, data: undefined });
      run(vars).then(
        (data) => {
          setState({ isPending: false, isError: false, error: null, data });
          options?.onSuccess?.(data);
        },
        (error: unknown) => setState({ isPending: false, isError: true, error, data: undefined }),
      );
    },
  };
}
hooks.useMutation = useFakeMutation;

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;

const CONFIG: GiftConfig = {
  coins: [
    { coin: 'KTHER', name: 'Kther', decimals: 6, balance: '0' },
    { coin: 'KC', name: 'Contribute', decimals: 2, balance: '50' },
    { coin: 'WH', name: 'WH', decimals: 4, balance: '100' },
    { coin: 'USDT', name: 'Tether USD', decimals: 6, balance: '0.000000' },
  ],
  default_coin: 'WH',
  max_claims: 100,
  max_active: 10,
  active: 0,
  expiry_hours: [1, 6, 24, 72, 168],
};

const created = (over: Partial<CreatedGift> = {}): CreatedGift => ({
  code: 'VN8PACKET2',
  coin: 'WH',
  split: 'random',
  total: '88',
  amount_per_claim: null,
  claims: 2,
  max_claims: 8,
  claimed: '20',
  returned: '0',
  message: 'Chúc mừng',
  status: 'active',
  expires_at: 1_900_000_000,
  created_at: 1_800_000_000,
  ...over,
});

const detail = (over: Partial<GiftDetail> = {}): GiftDetail => ({
  code: 'VN8PACKET2',
  kind: 'packet',
  coin: 'WH',
  split: 'random',
  nickname: 'Li***nh',
  share_text: 'Li***nh sent you a red packet! Open it before it is gone.',
  share_img: '/resource/giftcode/red-packet-share.png',
  message: 'Happy Tet',
  total: '88',
  amount_left: '68',
  claims: 2,
  max_claims: 8,
  status: 'active',
  expires_at: 1_900_000_000,
  is_mine: false,
  my_claim: null,
  recent: [
    { name: 'Bu***di', amount: '12.5', at: 1_800_000_100 },
    { name: 'An***a', amount: '7.5', at: 1_800_000_200 },
  ],
  ...over,
});

const query = (data: unknown, over: Hook = {}): Hook => ({
  isPending: false,
  isError: false,
  error: null,
  data,
  refetch: vi.fn(),
  ...over,
});

function show(page: React.ReactNode, path: string, params: Record<string, string> = {}) {
  navigate(`/en-US${path}`, { replace: true });
  return render(
    <RouteContext.Provider value={{ locale: 'en-US', route: undefined, params, path }}>{page}</RouteContext.Provider>,
  );
}

const amountField = () => screen.getByTestId('giftcode-amount') as HTMLInputElement;
const claimsField = () => screen.getByTestId('giftcode-claims') as HTMLInputElement;
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByTestId('giftcode-create'));
  });

beforeAll(() => {
  for (const ns of ['common', 'user', 'giftcode']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
beforeEach(() => {
  calls = [];
  hooks.userId = 100001;
  hooks.config = query(CONFIG);
  hooks.history = query({ pages: [{ created: [created()], claimed: [], has_more: false }] }, { hasNextPage: false });
  hooks.detail = query(detail());
  hooks.createRun = async () => ({ gift: created({ code: 'NEWPACKET7' }), balance: '50' });
  hooks.claimRun = async () => ({ code: 'VN8PACKET2', kind: 'packet', coin: 'WH', amount: '9.25', balance: '109.25' });
});
afterEach(() => {
  cleanup();
  hideToast();
  vi.unstubAllGlobals();
});

describe('red packet create form', () => {
  it('offers the coins held (and the default), and totals a fixed split as amount × people', async () => {
    show(<GiftcodePage />, '/giftcode');
    const coins = within(screen.getByRole('group', { name: 'Coin' })).getAllByRole('button');
    expect(coins.map((b) => b.textContent)).toEqual(['KC', 'WH']);
    expect(coins[1]?.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Balance: 100.00 WH')).toBeTruthy();
    // The lucky split is first: the amount is the total.
    expect(screen.getByLabelText('Total amount')).toBe(amountField());
    fireEvent.change(amountField(), { target: { value: '30' } });
    expect(screen.getByTestId('giftcode-total').textContent).toBe('30.00 WH');
    fireEvent.click(screen.getByRole('tab', { name: 'Same amount' }));
    expect(screen.getByLabelText('Amount each')).toBe(amountField());
    fireEvent.change(claimsField(), { target: { value: '3' } });
    expect(screen.getByTestId('giftcode-total').textContent).toBe('90.00 WH');
    // More decimals than the coin has are refused while typing.
    fireEvent.change(amountField(), { target: { value: '1.23456' } });
    expect(amountField().value).toBe('30');
    // The history below lists the packets sent.
    expect(within(screen.getByTestId('giftcode-history-created')).getByText('Chúc mừng')).toBeTruthy();
  });

  it('says what is wrong before sending: no amount, over the balance, too small to split', async () => {
    show(<GiftcodePage />, '/giftcode');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount above zero.');
    fireEvent.click(screen.getByRole('tab', { name: 'Same amount' }));
    fireEvent.change(amountField(), { target: { value: '30' } });
    fireEvent.change(claimsField(), { target: { value: '4' } });
    expect(screen.getByRole('alert').textContent).toBe('Not enough balance for this red packet.');
    fireEvent.click(screen.getByRole('tab', { name: 'Lucky split' }));
    fireEvent.change(amountField(), { target: { value: '0.0003' } });
    expect(screen.getByRole('alert').textContent).toBe('Too small to split among everyone.');
    fireEvent.change(claimsField(), { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toBe('Choose 1 to 100 people.');
    expect(calls).toEqual([]);
  });

  it('sends one packet per intent: a retry keeps the Idempotency-Key, a change renews it, then opens its share page', async () => {
    let fail = true;
    hooks.createRun = async () => {
      if (fail) throw new ApiError('FETCH_ERROR', 'timeout', 0);
      return { gift: created({ code: 'NEWPACKET7' }), balance: '40' };
    };
    show(<GiftcodePage />, '/giftcode');
    fireEvent.click(screen.getByRole('button', { name: 'KC' }));
    fireEvent.change(amountField(), { target: { value: '10' } });
    fireEvent.change(claimsField(), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: '3 d' }));
    fireEvent.change(screen.getByTestId('giftcode-message'), { target: { value: '  Best wishes!  ' } });
    await submit();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toEqual({
      coin: 'KC',
      split: 'random',
      amount: '10',
      claims: 4,
      expires_in_hours: 72,
      message: 'Best wishes!',
    });
    const first = calls[0]?.key as string;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect((await screen.findByTestId('giftcode-create-error')).textContent).toContain('timeout');
    // The same form sent again is the same intent.
    await submit();
    expect(calls[1]?.key).toBe(first);
    // A changed form is a new intent.
    fireEvent.change(claimsField(), { target: { value: '5' } });
    expect(screen.queryByTestId('giftcode-create-error')).toBeNull();
    fail = false;
    await submit();
    expect(calls).toHaveLength(3);
    expect(calls[2]?.key).not.toBe(first);
    expect(calls[2]?.input).toMatchObject({ claims: 5 });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/en-US/giftcode/share?code=NEWPACKET7');
  });

  it('shows the server’s field error under its field', async () => {
    hooks.createRun = async () => {
      throw new ApiError('business', 'Invalid parameters', 200, 4000, { amount: ['Above the most one packet holds'] });
    };
    show(<GiftcodePage />, '/giftcode');
    fireEvent.change(amountField(), { target: { value: '5' } });
    await submit();
    expect(await screen.findByText('Above the most one packet holds')).toBeTruthy();
  });

  it('asks visitors to log in, and offers a retry when the form cannot load', () => {
    hooks.userId = 0;
    show(<GiftcodePage />, '/giftcode');
    expect(screen.queryByTestId('giftcode-form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in to send and open red packets' }).getAttribute('href')).toBe(
      `/en-US/user/login-home?backUrl=${encodeURIComponent('/giftcode')}`,
    );
    cleanup();
    hooks.userId = 100001;
    const refetch = vi.fn();
    hooks.config = query(undefined, { isError: true, refetch });
    show(<GiftcodePage />, '/giftcode');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe('gift page', () => {
  const open = () => show(<GiftPage />, '/gift/VN8PACKET2', { code: 'vn8packet2' });

  it('shows the sender, what is left and who opened it, and opens it once with one key', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Li***nh's red packet");
    expect(screen.getByText('From Li***nh')).toBeTruthy();
    expect(screen.getByText('“Happy Tet”')).toBeTruthy();
    expect(screen.getByTestId('gift-left').textContent).toBe('68.00 WH left · 6 of 8 packets left');
    expect(screen.getByText('12.50 WH')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('gift-open'));
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ code: 'VN8PACKET2' });
    expect(calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect((await screen.findByTestId('gift-got')).textContent).toBe('+9.25 WH');
    // Opened: no button to open it again.
    expect(screen.queryByTestId('gift-open')).toBeNull();
  });

  it('shows what a player got when they opened it before', () => {
    hooks.detail = query(detail({ my_claim: { amount: '12.5', claimed_at: 1_800_000_100 } }));
    open();
    expect(screen.getByTestId('gift-got').textContent).toBe('+12.50 WH');
    expect(screen.queryByTestId('gift-open')).toBeNull();
  });

  it('says so when someone else opened the last one first', async () => {
    hooks.claimRun = async () => {
      throw new ApiError('business', 'This gift code has already been used.', 200, 2202, { reason: 'exhausted' });
    };
    open();
    await act(async () => {
      fireEvent.click(screen.getByTestId('gift-open'));
    });
    expect((await screen.findByTestId('gift-claim-error')).textContent).toBe('This gift code has already been used.');
    expect(screen.queryByTestId('gift-got')).toBeNull();
  });

  it('offers its creator the share page instead of opening their own packet', () => {
    hooks.detail = query(detail({ is_mine: true }));
    open();
    expect(screen.queryByTestId('gift-open')).toBeNull();
    expect(screen.getByTestId('gift-share-own').getAttribute('href')).toBe('/en-US/giftcode/share?code=VN8PACKET2');
  });

  it('shows an ended or emptied packet as closed, with its total', () => {
    hooks.detail = query(detail({ status: 'exhausted', claims: 8, amount_left: '0', recent: [] }));
    open();
    expect(screen.getByText('Every packet has been opened.')).toBeTruthy();
    expect(screen.getByTestId('gift-left').textContent).toBe('88.00 WH · opened by 8');
    expect(screen.getByText('Nobody has opened it yet. Be the first!')).toBeTruthy();
    expect(screen.queryByTestId('gift-open')).toBeNull();
    cleanup();
    hooks.detail = query(detail({ status: 'ended' }));
    open();
    expect(screen.getByText('This red packet has ended.')).toBeTruthy();
    expect(screen.queryByTestId('gift-open')).toBeNull();
  });

  it('asks a visitor to log in and come back to this packet', () => {
    hooks.userId = 0;
    open();
    expect(screen.queryByTestId('gift-open')).toBeNull();
    expect(screen.getByTestId('gift-login').getAttribute('href')).toBe(
      `/en-US/user/login-home?backUrl=${encodeURIComponent('/gift/VN8PACKET2')}`,
    );
  });

  it('never asks the server about a malformed code, and says it is not valid', () => {
    hooks.detail = query(undefined, { isPending: true });
    show(<GiftPage />, '/gift/demo1', { code: 'demo1' });
    expect(hooks.detailAsked).toEqual({ code: 'DEMO1', enabled: false });
    expect(screen.getByText('This gift code is not valid.')).toBeTruthy();
    expect(screen.queryByTestId('gift-loading')).toBeNull();
  });

  it('explains an unknown code and retries a failed load', () => {
    hooks.detail = query(undefined, {
      isError: true,
      error: new ApiError('business', 'This gift code is not valid.', 200, 2201, { reason: 'invalid' }),
    });
    open();
    expect(screen.getByText('This gift code is not valid.')).toBeTruthy();
    expect(screen.getByText('Check the link, or ask your friend to send it again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send your own red packet' })).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    hooks.detail = query(undefined, { isError: true, error: new ApiError('FETCH_ERROR', 'offline', 0), refetch });
    open();
    expect(screen.getByText('Could not load this. Check your connection.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe('share page', () => {
  it('shows the packet’s code, link and progress, and copies the link', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show(<GiftSharePage />, '/giftcode/share?code=vn8packet2');
    expect(screen.getByTestId('share-code').textContent).toBe('VN8PACKET2');
    const link = `${window.location.origin}/en-US/gift/VN8PACKET2`;
    expect(screen.getByTestId('share-link').textContent).toBe(link);
    expect(screen.getByTestId('share-progress').textContent).toBe('Lucky split among 8 · 2/8 opened');
    expect(screen.getByText(detail().share_text)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A red envelope with a gold seal' }).getAttribute('src')).toBe(
      '/resource/giftcode/red-packet-share.png',
    );
    expect(screen.getByTestId('share-open').getAttribute('href')).toBe('/en-US/gift/VN8PACKET2');
    await act(async () => {
      fireEvent.click(screen.getByTestId('share-copy'));
    });
    expect(writeText).toHaveBeenCalledWith(link);
    expect(getToast()?.message).toBe('Link copied');
  });

  it('says when no packet is chosen, and retries a failed load', () => {
    // Without a code the detail query is disabled: pending, no data.
    hooks.detail = query(undefined, { isPending: true });
    show(<GiftSharePage />, '/giftcode/share');
    expect(screen.getByText('No red packet chosen')).toBeTruthy();
    expect(screen.queryByTestId('share-code')).toBeNull();
    cleanup();
    const refetch = vi.fn();
    hooks.detail = query(undefined, { isError: true, error: new ApiError('FETCH_ERROR', 'offline', 0), refetch });
    show(<GiftSharePage />, '/giftcode/share?code=VN8PACKET2');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
