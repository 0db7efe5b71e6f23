import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { addMessages } from '../../i18n/i18n.ts';
import { getToast, hideToast } from '../../ui/toast.tsx';
import { inAppPath } from './engage/links.ts';
import { forgetClosedPopups } from './engage/popup-state.ts';
import FortuneHomePage from './home-page.tsx';
import type { GiftClaim, Popup, RtPrize, ShareLink, WebcastCode } from './queries.ts';
import { ACCOUNT, loadTexts, messages, renderAt, VND } from './testing/fixtures.tsx';
import { hooks, idle, loaded, mutation, resetHooks } from './testing/mock-queries.ts';
import { watchNear } from './testing/near.ts';

/** Fortune's engagement screens at the hook boundary, on /fortune and ?tab=rewards. */
// Every queries-*.ts module answers from testing/mock-queries.ts.
const fakeQueries = vi.hoisted(() => async () => (await import('./testing/mock-queries.ts')).mockQueries());
vi.mock('./queries-account.ts', fakeQueries);
vi.mock('./queries-engage.ts', fakeQueries);
vi.mock('./queries-rewards.ts', fakeQueries);
vi.mock('./queries-keys.ts', fakeQueries);
vi.mock('./queries-login.ts', fakeQueries);
vi.mock('./queries-me.ts', fakeQueries);
vi.mock('./queries-money.ts', fakeQueries);
vi.mock('./queries-pay.ts', fakeQueries);
vi.mock('./queries-play.ts', fakeQueries);
vi.mock('./queries-session.ts', fakeQueries);
vi.mock('./queries-verify.ts', fakeQueries);
vi.mock('./queries-games.ts', fakeQueries);
vi.mock('./queries-retiger.ts', fakeQueries);
vi.mock('./queries-retiger-spins.ts', fakeQueries);
const navigateTo = vi.hoisted(() => vi.fn());
vi.mock('../../app/router/navigation.ts', async (original) => ({
  ...(await original<typeof import('../../app/router/navigation.ts')>()),
  useNavigate: () => navigateTo,
}));

type Fn = ReturnType<typeof vi.fn>;
const text = messages('fortune') as Record<string, unknown>;
const word = (path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], text) as string;
const userErrors = (messages('user') as { errors: Record<string, string> }).errors;
const NOW = Math.floor(Date.now() / 1000);
const writeText = vi.fn(async (_text: string) => {});

beforeAll(async () => {
  // The lazily loaded pieces, transformed once up front so that finding them does not wait on the first transform.
  await Promise.all([
    import('./engage/popups.tsx'),
    import('./engage/newbie-card.tsx'),
    import('./engage/rt-prize-card.tsx'),
    import('./engage/help-dialog.tsx'),
    import('./engage/rewards-view.tsx'),
    import('./engage/live-codes.tsx'),
    import('./engage/live-confirm.tsx'),
  ]);
  loadTexts();
  addMessages('user', 'en-US', messages('user'));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
beforeEach(() => {
  resetHooks();
  forgetClosedPopups();
  navigateTo.mockReset();
  writeText.mockClear();
  hideToast();
  hooks.countries = loaded({ markets: [VND], current: 'vn', available: true });
  hooks.account = loaded(ACCOUNT);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders inside an awaited act, so the lazily loaded pieces resolve and show (React retries them in act). */
async function show(search = '') {
  await act(async () => {
    renderAt(<FortuneHomePage />, { search });
  });
}

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

describe('popups', () => {
  const popup = (id: number, extra: Partial<Popup> = {}): Popup => ({
    id,
    title: `Title ${id}`,
    body: `Body ${id}`,
    image: '',
    deep_link: '',
    ...extra,
  });

  it('shows the popups one after another in the order answered, as plain text', async () => {
    hooks.popups = loaded({
      popups: [
        popup(7, { body: '<b>not bold</b>', image: '/fortune/icon.svg' }),
        popup(3, { image: '//evil.example/x.png' }),
      ],
    });
    await show();
    const first = await screen.findByTestId('fortune-popup');
    expect(within(first).getByRole('heading').textContent).toBe('Title 7');
    expect(screen.getByTestId('popup-body').textContent).toBe('<b>not bold</b>');
    expect(first.querySelector('b')).toBeNull();
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/fortune/icon.svg');
    expect(first.textContent).toContain('1 of 2');
    fireEvent.click(screen.getByTestId('popup-close'));
    const second = screen.getByTestId('fortune-popup');
    expect(within(second).getByRole('heading').textContent).toBe('Title 3');
    expect(second.querySelector('img')).toBeNull();
    fireEvent.click(screen.getByTestId('popup-close'));
    expect(navigateTo).not.toHaveBeenCalled();
    // Closed in this visit: home shown again does not repeat them.
    cleanup();
    await show();
    expect(screen.queryByTestId('fortune-popup')).toBeNull();
  });

  it('follows a deep link with the router only when it stays in the app', async () => {
    hooks.popups = loaded({
      popups: [
        popup(1, { deep_link: 'https://evil.example/win' }),
        popup(2, { deep_link: 'javascript:alert(1)' }),
        popup(4, { deep_link: '/fortune?tab=vip' }),
      ],
    });
    await show();
    await screen.findByTestId('fortune-popup');
    expect(screen.queryByTestId('popup-open')).toBeNull();
    fireEvent.click(screen.getByTestId('popup-close'));
    expect(screen.queryByTestId('popup-open')).toBeNull();
    fireEvent.click(screen.getByTestId('popup-close'));
    fireEvent.click(screen.getByTestId('popup-open'));
    expect(navigateTo).toHaveBeenCalledTimes(1);
    expect(navigateTo).toHaveBeenCalledWith('/fortune?tab=vip');
  });

  it('accepts only app paths', () => {
    expect(inAppPath('/fortune/money/pay')).toBe('/fortune/money/pay');
    for (const bad of [
      '',
      'fortune',
      '//evil.example',
      '/\\evil.example',
      'https://x.example/',
      'javascript:x',
      '/a b',
    ])
      expect(inAppPath(bad)).toBeUndefined();
  });

  it("waits while a friend's help dialog is open", async () => {
    hooks.popups = loaded({ popups: [popup(1)] });
    await show('?help=abcdEFGH1234');
    await screen.findByTestId('help-dialog');
    expect(screen.queryByTestId('fortune-popup')).toBeNull();
  });
});

describe('new-player checklist', () => {
  const task = (id: string, done: boolean, reward_chances = 1) => ({ id, done, reward_chances });
  const status = {
    tasks: [
      task('join', true, 1),
      task('first_recharge', false, 3),
      task('first_spin', true, 1),
      task('first_lottery', false, 1),
      task('set_limit', false, 2),
      task('vip_1', false, 0),
    ],
    all_done: false,
  };

  it('ticks the tasks done, shows their spins and the days left, and links each undone task to where it is done', async () => {
    hooks.newbieVisible = loaded({ visible: true, ends_at: NOW + 3 * 86_400 - 60 });
    hooks.newbieStatus = { ...loaded(status), dataUpdatedAt: 1 };
    await show();
    await screen.findByTestId('newbie-card');
    expect(screen.getByTestId('newbie-days').textContent).toBe('3 days left');
    expect(screen.getByTestId('newbie-join').getAttribute('data-done')).toBe('true');
    expect(screen.getByTestId('newbie-first_recharge').getAttribute('data-done')).toBe('false');
    expect(screen.getByTestId('newbie-first_recharge').textContent).toContain('+3 spins');
    expect(screen.getByTestId('newbie-join').textContent).toContain('+1 spin');
    expect(screen.getByTestId('newbie-vip_1').textContent).not.toContain('spin');
    expect(screen.queryByTestId('newbie-go-join')).toBeNull();
    expect(screen.queryByTestId('newbie-go-first_spin')).toBeNull();
    const href = (id: string) => screen.getByTestId(`newbie-go-${id}`).getAttribute('href');
    expect(href('first_recharge')).toBe('/en-US/fortune/money/pay');
    expect(href('first_lottery')).toBe('/en-US/fortune#fortune-lottery-title');
    expect(href('set_limit')).toBe('/en-US/fortune?tab=me#limits');
    expect(href('vip_1')).toBe('/en-US/fortune?tab=vip');
    expect(screen.getByRole('progressbar', { name: '2 of 6 steps done' })).toBeTruthy();
    // Reading the checklist granted the chances of tasks done: the wheel's count is asked again.
    expect(hooks.refreshChances).toHaveBeenCalledTimes(1);
  });

  it('links the first spin to the wheel on home', async () => {
    hooks.newbieVisible = loaded({ visible: true, ends_at: NOW + 3600 });
    hooks.newbieStatus = loaded({ tasks: [task('first_spin', false)], all_done: false });
    await show();
    expect((await screen.findByTestId('newbie-go-first_spin')).getAttribute('href')).toBe(
      '/en-US/fortune#fortune-wheel-title',
    );
    expect(screen.getByTestId('newbie-days').textContent).toBe('1 day left');
  });

  it('is not on home when not visible, and offers a retry when the list fails', async () => {
    hooks.newbieVisible = loaded({ visible: false, ends_at: 0 });
    await show();
    expect(screen.queryByTestId('newbie-card')).toBeNull();
    cleanup();
    const refetch = vi.fn();
    hooks.newbieVisible = loaded({ visible: true, ends_at: NOW + 3600 });
    hooks.newbieStatus = { ...idle(), isError: true, refetch };
    await show();
    fireEvent.click(await screen.findByTestId('newbie-retry'));
    expect(refetch).toHaveBeenCalled();
  });
});

const LINK: ShareLink = {
  slug: 'abcdEFGH1234',
  url: 'https://arcadia.example/fortune?help=abcdEFGH1234',
  target: '5',
  progress: '2',
  helpers_needed: 3,
  status: 'open',
  expires_at: NOW + 2 * 3600 + 5,
  helpers: [
    { name: 'Mar***', amount: '1', at: NOW - 600 },
    { name: 'Ana***', amount: '1', at: NOW - 1200 },
  ],
};

describe('share to unlock', () => {
  it('is reached from the share tile', async () => {
    // The tiles' code loads as they come near; without an IntersectionObserver they are near at once.
    vi.stubGlobal('IntersectionObserver', undefined);
    await show();
    expect((await screen.findByTestId('tile-share')).getAttribute('href')).toBe('/en-US/fortune?tab=rewards#share');
    expect(screen.getByTestId('tile-codes').getAttribute('href')).toBe('/en-US/fortune?tab=rewards#codes');
  });

  it('shows the progress, the friends needed, the time left and masked helpers; copies the link without a share sheet', async () => {
    hooks.share = loaded({ link: LINK, next_link_at: NOW + 86_400 });
    await show('?tab=rewards');
    await screen.findByTestId('share-card');
    expect(screen.getByTestId('share-progress').textContent).toBe('₫\u00a050,800 of ₫\u00a0127,000');
    expect(screen.getByTestId('share-needed').textContent).toBe('3 more friends');
    expect(screen.getByTestId('share-countdown').textContent).toMatch(/^2:00:0\d$/);
    expect(screen.getByRole('progressbar', { name: word('share.progress') }).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByTestId('share-helpers').textContent).toContain('Mar*** added ₫\u00a025,400');
    await act(async () => fireEvent.click(screen.getByTestId('share-button')));
    expect(writeText).toHaveBeenCalledWith(LINK.url);
    expect(getToast()?.message).toBe(word('share.copied'));
  });

  it('says when the link was paid and when the next one opens', async () => {
    hooks.share = loaded({ link: { ...LINK, status: 'paid', progress: '5', helpers_needed: 0 }, next_link_at: NOW });
    await show('?tab=rewards');
    expect((await screen.findByTestId('share-paid')).textContent).toContain('₫\u00a0127,000');
    expect(screen.queryByTestId('share-button')).toBeNull();
  });
});

describe("a friend's help link", () => {
  const open = async () => {
    await show('?help=abcdEFGH1234');
    return screen.findByTestId('help-dialog');
  };
  const result = () => screen.getByTestId('help-result');
  const conflict = new ApiError('CUSTOM_ERROR', 'Conflict.', 409, 4090, { status: 'closed' });

  it('asks first, then helps with the slug of the link', async () => {
    await open();
    expect((hooks.shareHelp as { mutate: Fn }).mutate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('help-submit'));
    expect((hooks.shareHelp as { mutate: Fn }).mutate).toHaveBeenCalledWith('abcdEFGH1234');
  });

  it.each([
    ['helped', { ...mutation(), isSuccess: true, data: { link: { ...LINK, progress: '3' }, helped: true } }],
    ['already', { ...mutation(), isSuccess: true, data: { link: LINK, helped: false } }],
    ['closed', { ...mutation(), isError: true, error: conflict }],
    ['own', { ...mutation(), isError: true, error: new ApiError('CUSTOM_ERROR', 'Not allowed.', 403, 4030) }],
  ])('shows the outcome: %s', async (outcome, state) => {
    hooks.shareHelp = state;
    await open();
    expect(result().getAttribute('data-outcome')).toBe(outcome);
    const expected =
      outcome === 'helped'
        ? "Thanks for helping! Your friend's link is at ₫\u00a076,200 of ₫\u00a0127,000."
        : word(`help.${outcome}`);
    expect(result().textContent).toContain(expected);
    expect(screen.queryByTestId('help-submit')).toBeNull();
  });

  it('drops ?help from the address when closed, and never calls with a malformed link', async () => {
    await show('?help=bad%20slug');
    await screen.findByTestId('help-dialog');
    expect(result().getAttribute('data-outcome')).toBe('missing');
    fireEvent.click(screen.getByTestId('help-close'));
    expect(navigateTo).toHaveBeenCalledWith('/fortune', { replace: true });
    expect((hooks.shareHelp as { mutate: Fn }).mutate).not.toHaveBeenCalled();
  });
});

describe('gift codes', () => {
  const claim = (extra: Partial<GiftClaim> = {}): GiftClaim => ({
    code: 'ABCD23EFGH',
    kind: 'webcast',
    prize_kind: 'cash',
    amount: '10',
    bonus: null,
    cash: '22.5',
    ...extra,
  });
  const rewards = async () => {
    await show('?tab=rewards');
    return screen.findByTestId('redeem-card');
  };

  it('sends the code trimmed and upper-cased with an idempotency key, and shows the cash won', async () => {
    hooks.redeem = mutation(claim());
    await rewards();
    fireEvent.change(screen.getByTestId('redeem-input'), { target: { value: '  abcd23efgh ' } });
    expect((screen.getByTestId('redeem-input') as HTMLInputElement).value).toBe('  ABCD23EFGH ');
    await act(async () => fireEvent.click(screen.getByTestId('redeem-submit')));
    const { mutateAsync } = hooks.redeem as { mutateAsync: Fn };
    expect(mutateAsync).toHaveBeenCalledWith({ code: 'ABCD23EFGH', key: expect.any(String) });
    cleanup();
    hooks.redeem = { ...mutation(), isSuccess: true, data: claim() };
    await rewards();
    expect(screen.getByTestId('redeem-result').textContent).toBe('₫\u00a0254,000 added to your cash.');
  });

  it('says a bonus is locked until wagered', async () => {
    const bonus = {
      id: 9,
      amount: '2',
      wager_required: '20',
      wagered: '0',
      status: 'locked' as const,
      source: 'gift_code',
      created_at: NOW,
      expires_at: NOW + 86_400,
    };
    hooks.redeem = {
      ...mutation(),
      isSuccess: true,
      data: claim({ kind: 'operator', prize_kind: 'bonus', amount: '2', bonus }),
    };
    await rewards();
    expect(screen.getByTestId('redeem-result').textContent).toBe(
      '₫\u00a050,800 bonus added. It stays locked until you wager ₫\u00a0508,000.',
    );
  });

  it.each([
    ['GIFT_CODE_USED', new ApiError('business', 'used', 200, 2202, { reason: 'claimed' })],
    ['GIFT_CODE_INVALID', new ApiError('business', 'invalid', 200, 2201)],
    ['RATE_LIMITED', new ApiError('CUSTOM_ERROR', 'Too many requests', 429, 4290)],
  ])('shows %s in the player language', async (_name, error) => {
    hooks.redeem = { ...mutation(), isError: true, error };
    await rewards();
    expect(within(screen.getByTestId('redeem-result')).getByRole('alert').textContent).toBe(
      userErrors[String(error.code)],
    );
  });

  it('does not send what cannot be a code', async () => {
    await rewards();
    fireEvent.change(screen.getByTestId('redeem-input'), { target: { value: 'abc' } });
    await act(async () => fireEvent.click(screen.getByTestId('redeem-submit')));
    expect((hooks.redeem as { mutateAsync: Fn }).mutateAsync).not.toHaveBeenCalled();
    expect(screen.getByTestId('redeem-card').textContent).toContain('A gift code has 10 letters and digits.');
  });
});

describe('live codes', () => {
  const code = (extra: Partial<WebcastCode> = {}): WebcastCode => ({
    code: 'KMNP234567',
    amount_per_claim: '1',
    funded: '20',
    claims: 4,
    max_claims: 20,
    status: 'active',
    expires_at: NOW + 3600,
    created_at: NOW - 3600,
    returned: '0',
    ...extra,
  });
  /**
   * The rewards screen with its live codes loaded: they load as they come near the screen, and without an
   * IntersectionObserver (as here) they are near at once.
   */
  const showLive = async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    await show('?tab=rewards');
    await waitFor(() => expect(screen.queryByTestId('live-loading')).toBeNull());
  };
  /** Taps "create": the confirmation's code loads on that tap. */
  const create = async () => {
    await act(async () => fireEvent.click(screen.getByTestId('live-create')));
    return screen.findByTestId('live-confirm-dialog');
  };
  const fill = (fiat: string, claims: string, hours: string) => {
    fireEvent.change(screen.getByTestId('live-amount'), { target: { value: fiat } });
    fireEvent.change(screen.getByTestId('live-claims'), { target: { value: claims } });
    fireEvent.change(screen.getByTestId('live-hours'), { target: { value: hours } });
  };

  it('has its title there at once (for #live), and its form only once it comes near', async () => {
    const inView = watchNear();
    hooks.webcastCodes = loaded({ codes: [], claimers: [] });
    await show('?tab=rewards');
    await screen.findByTestId('redeem-card');
    expect(document.getElementById('live')?.textContent).toContain(word('live.title'));
    expect(screen.getByTestId('live-loading')).toBeTruthy();
    expect(screen.queryByTestId('live-amount')).toBeNull();
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      inView(true);
    });
    expect(await screen.findByTestId('live-amount')).toBeTruthy();
    expect(screen.queryByTestId('live-loading')).toBeNull();
  });

  it('funds a code only after a confirmation that the total leaves the cash now and the rest comes back', async () => {
    hooks.account = loaded({ ...ACCOUNT, cash: '100' });
    hooks.webcastCodes = loaded({ codes: [], claimers: [] });
    hooks.createWebcast = mutation({ gift_code: code(), cash: '50' });
    await showLive();
    fill('254000', '5', '48');
    expect(screen.getByTestId('live-total').textContent).toBe('Total: ₫\u00a01,270,000');
    const dialog = await create();
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    const said = screen.getByTestId('live-confirm-text').textContent ?? '';
    expect(said).toContain('₫\u00a01,270,000 (5 claims of ₫\u00a0254,000) leaves your cash now');
    expect(said).toContain('comes back to you when the code expires');
    const { mutateAsync } = hooks.createWebcast as { mutateAsync: Fn };
    fireEvent.click(screen.getByTestId('live-cancel'));
    expect(mutateAsync).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('live-create'));
    await act(async () => fireEvent.click(screen.getByTestId('live-confirm')));
    expect(mutateAsync).toHaveBeenCalledWith({
      amount_per_claim: '10',
      claims: 5,
      expires_in_hours: 48,
      key: expect.any(String),
    });
  });

  it('will not fund more than the cash', async () => {
    hooks.webcastCodes = loaded({ codes: [], claimers: [] });
    await showLive();
    fill('254000', '2', '24');
    expect(screen.getByTestId('live-total').textContent).toContain('more than your cash');
    expect(button('live-create').disabled).toBe(true);
  });

  it('lists the codes with their claims and copies a live one', async () => {
    hooks.webcastCodes = loaded({
      codes: [code(), code({ code: 'QRST234567', status: 'ended', claims: 2, max_claims: 5, returned: '3' })],
      claimers: [{ code: 'KMNP234567', name: 'Bud***', amount: '1', at: NOW - 60 }],
    });
    await showLive();
    const live = screen.getByTestId('live-code-KMNP234567');
    expect(live.textContent).toContain('4 of 20 claimed');
    expect(screen.getByTestId('live-code-QRST234567').textContent).toContain('₫\u00a076,200 returned to you');
    expect(screen.queryByTestId('live-copy-QRST234567')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('live-copy-KMNP234567')));
    expect(writeText).toHaveBeenCalledWith('KMNP234567');
    expect(screen.getByTestId('live-claimers').textContent).toContain('Bud*** claimed ₫\u00a025,400 (KMNP234567)');
  });

  it('says so when the streamer has too many live codes', async () => {
    hooks.webcastCodes = loaded({ codes: [], claimers: [] });
    hooks.createWebcast = { ...mutation(), isError: true, error: new ApiError('CUSTOM_ERROR', 'Conflict.', 409, 4090) };
    await showLive();
    expect(screen.getByTestId('live-error').textContent).toBe(word('live.tooMany'));
  });
});

describe('real-time prize drops', () => {
  const prize = (id: number, extra: Partial<RtPrize> = {}): RtPrize => ({
    id,
    title: `Drop ${id}`,
    amount: '2',
    winners: 10,
    claimed: 3,
    remaining: 7,
    starts_at: NOW - 600,
    ends_at: NOW + 3600,
    min_wager: '20',
    wagered_today: '25',
    claimed_by_me: false,
    can_claim: true,
    ...extra,
  });

  it('is not on home while no drop runs', async () => {
    hooks.rtPrizes = loaded({ prizes: [] });
    await show();
    expect(screen.queryByTestId('rt-card')).toBeNull();
  });

  it('enables the claim only when eligible, and claims that drop', async () => {
    hooks.rtPrizes = loaded({
      prizes: [
        prize(1),
        prize(2, { wagered_today: '5', can_claim: false }),
        prize(3, { claimed_by_me: true, can_claim: false }),
        prize(4, { remaining: 0, claimed: 10, can_claim: false }),
        prize(5, { ends_at: NOW - 1 }),
      ],
    });
    hooks.rtBillboard = loaded({ items: [{ prize_id: 1, name: 'Mar***', amount: '2', at: NOW - 30 }] });
    await show();
    await screen.findByTestId('rt-card');
    expect(button('rt-claim-1').disabled).toBe(false);
    expect(button('rt-claim-1').textContent).toBe('Claim ₫\u00a050,800');
    expect(button('rt-claim-2').disabled).toBe(true);
    expect(button('rt-claim-2').textContent).toBe(word('rt.notYet'));
    expect(screen.getByTestId('rt-progress-2').textContent).toBe('Wagered today: ₫\u00a0127,000 of ₫\u00a0508,000');
    expect(button('rt-claim-3').disabled).toBe(true);
    expect(button('rt-claim-3').textContent).toBe(word('rt.claimed'));
    expect(button('rt-claim-4').disabled).toBe(true);
    expect(button('rt-claim-5').disabled).toBe(true);
    expect(screen.getByTestId('rt-left-1').textContent).toBe('7 of 10 prizes left');
    expect(screen.getByTestId('rt-ends-1').textContent).toMatch(/^Ends in 0:59:\d\d$/);
    expect(screen.getByTestId('rt-winners').textContent).toContain('Mar*** won ₫\u00a050,800');
    fireEvent.click(button('rt-claim-1'));
    expect((hooks.claimRt as { mutate: Fn }).mutate).toHaveBeenCalledWith(1);
  });

  it('cannot claim while play is paused, and shows what a claim paid', async () => {
    hooks.account = loaded({ ...ACCOUNT, exclusion: { kind: 'timeout', ends_at: NOW + 86_400 } });
    hooks.rtPrizes = loaded({ prizes: [prize(1)] });
    hooks.claimRt = { ...mutation(), isSuccess: true, data: { prize: prize(1), amount: '2', cash: '14.5' } };
    await show();
    await screen.findByTestId('rt-card');
    expect(button('rt-claim-1').disabled).toBe(true);
    expect(screen.getByTestId('rt-won').textContent).toBe('₫\u00a050,800 added to your cash.');
  });
});
