import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import FortuneHomePage from './home-page.tsx';
import { nextCheckAt } from './shell/reality-check.tsx';
import { ACCOUNT, loadTexts, messages, RG, renderAt, renderLoaded, SPIN_CONF, VND } from './testing/fixtures.tsx';
import { failed, hooks, loaded, mutation, pending, resetHooks } from './testing/mock-queries.ts';

/** The Fortune frame around every page: theme and head, the market, login and join gates, pauses, reality checks. */
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
const logout = vi.hoisted(() => vi.fn());
vi.mock('../../session/login.ts', () => ({ logout }));

const text = messages('fortune') as Record<string, Record<string, string>>;
const t = (group: string, key: string) => (text[group] as Record<string, string>)[key] as string;

beforeAll(loadTexts);
beforeEach(() => {
  resetHooks();
  hooks.countries = loaded({ markets: [VND], current: 'vn', available: true });
  hooks.account = loaded(ACCOUNT);
  hooks.spinConf = loaded(SPIN_CONF);
  logout.mockClear();
  sessionStorage.clear();
  document.head.innerHTML =
    '<link rel="manifest" href="/manifest.webmanifest"><link rel="icon" href="/icon.svg"><meta name="theme-color" content="#12131a">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Fortune frame', () => {
  it("puts Fortune's theme, manifest and colour on the document while shown, and the main brand's back after", () => {
    const view = renderAt(<FortuneHomePage />);
    expect(document.documentElement.classList.contains('fortune')).toBe(true);
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/fortune/manifest.webmanifest');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#12081f');
    view.unmount();
    expect(document.documentElement.classList.contains('fortune')).toBe(false);
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/icon.svg');
  });

  it('shows its four tabs with the current one marked', async () => {
    await renderLoaded(<FortuneHomePage />, { search: '?tab=vip' });
    for (const tab of ['home', 'pay', 'vip', 'me']) expect(screen.getByTestId(`fortune-tab-${tab}`)).toBeTruthy();
    expect(screen.getByTestId('fortune-tab-vip').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('fortune-tab-home').getAttribute('aria-current')).toBeNull();
  });

  it('shows a loading state, then a retry when the market check fails', () => {
    hooks.countries = pending();
    renderAt(<FortuneHomePage />);
    expect(screen.getByTestId('fortune-loading')).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    hooks.countries = { ...failed(), refetch };
    renderAt(<FortuneHomePage />);
    fireEvent.click(screen.getByTestId('fortune-retry'));
    expect(refetch).toHaveBeenCalled();
  });

  it('says Fortune is not available in the country, naming where it is open', async () => {
    hooks.countries = loaded({ markets: [VND, { ...VND, market: 'br' }], current: 'th', available: false });
    await renderLoaded(<FortuneHomePage />);
    const state = await screen.findByTestId('fortune-unavailable');
    expect(state.textContent).toContain(t('unavailable', 'title'));
    expect(state.textContent).toMatch(/Vietnam/);
    expect(screen.queryByTestId('spin-panel')).toBeNull();
  });

  it('opens its own login dialog when nobody is logged in, and logs in with id and key', async () => {
    hooks.loggedIn = false;
    hooks.login = mutation({ user_id: 100001 });
    await renderLoaded(<FortuneHomePage />);
    expect(await screen.findByTestId('fortune-login-dialog')).toBeTruthy();
    fireEvent.click(screen.getByTestId('fortune-login-submit'));
    expect(screen.getByText(t('login', 'badUserId'))).toBeTruthy();
    expect((hooks.login as { mutateAsync: ReturnType<typeof vi.fn> }).mutateAsync).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('fortune-login-id'), { target: { value: '100001' } });
    fireEvent.change(screen.getByTestId('fortune-login-key'), { target: { value: 'secret' } });
    await act(async () => fireEvent.click(screen.getByTestId('fortune-login-submit')));
    expect((hooks.login as { mutateAsync: ReturnType<typeof vi.fn> }).mutateAsync).toHaveBeenCalledWith({
      user_id: 100001,
      user_secret_key: 'secret',
    });
    expect(screen.getByTestId('fortune-login-other').getAttribute('href')).toBe(
      '/en-US/user/login-home?backUrl=%2Ffortune',
    );
  });

  it('does not open the login dialog by itself after the player chose to stop in this session', async () => {
    hooks.loggedIn = false;
    sessionStorage.setItem('fortune_stopped', '1');
    await renderLoaded(<FortuneHomePage />);
    const open = await screen.findByTestId('fortune-login-open');
    expect(screen.queryByTestId('fortune-login-dialog')).toBeNull();
    fireEvent.click(open);
    expect(screen.getByTestId('fortune-login-dialog')).toBeTruthy();
  });

  it('asks a new player to join, only after confirming they are 18 or older', async () => {
    hooks.account = loaded({ ...ACCOUNT, registered: false });
    await renderLoaded(<FortuneHomePage />);
    const join = (await screen.findByTestId('fortune-join-submit')) as HTMLButtonElement;
    expect(join.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('fortune-join-age'));
    expect(join.disabled).toBe(false);
    fireEvent.click(join);
    const { mutate } = hooks.register as { mutate: ReturnType<typeof vi.fn> };
    expect(mutate).toHaveBeenCalledWith(expect.objectContaining({ age_confirmed: true }));
    const seed = (mutate.mock.calls[0]?.[0] as { client_seed?: string } | undefined)?.client_seed;
    expect(seed).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const points = text.join as unknown as { points: Record<string, { title: string }> };
    expect(screen.getByTestId('fortune-join').textContent).toContain(points.points.limits?.title);
  });

  it('shows a time-out on every page and keeps the wheel from spinning', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    hooks.account = loaded({ ...ACCOUNT, exclusion: { kind: 'timeout', ends_at: 1_800_000_000 } });
    await renderLoaded(<FortuneHomePage />);
    const active = text.exclusion as unknown as { active: Record<string, string> };
    expect((await screen.findByTestId('fortune-exclusion')).textContent).toContain(active.active.timeout);
    // The wheel's code loads as it comes near: without an IntersectionObserver, at once.
    expect(((await screen.findByTestId('wheel-spin')) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('reality check', () => {
  it('is due every interval from the session start, after the last acknowledgement', () => {
    const start = 1_000_000;
    expect(nextCheckAt(start, 15, 0)).toBe(start + 15 * 60_000);
    expect(nextCheckAt(start, 15, start + 16 * 60_000)).toBe(start + 30 * 60_000);
    expect(nextCheckAt(start, 30, start + 30 * 60_000)).toBe(start + 60 * 60_000);
  });

  it('shows time played and net result after the interval; keep playing closes it, stop leaves Fortune', async () => {
    vi.useFakeTimers({ now: 1_795_000_000_000 });
    hooks.account = loaded({ ...ACCOUNT, reality_check_minutes: 15 });
    hooks.rg = loaded({ ...RG, session: { started_at: 1_795_000_000, net: '-2.5' } });
    renderAt(<FortuneHomePage />);
    expect(screen.queryByTestId('fortune-reality-check')).toBeNull();
    await act(async () => vi.advanceTimersByTime(15 * 60_000));
    // The dialog's code loads when the check is first due (fetched a minute ahead): let it arrive.
    await act(() => import('./shell/reality-dialog.tsx'));
    expect(screen.getByTestId('reality-time').textContent).toBe('0:15:00');
    expect(screen.getByTestId('reality-net').textContent).toBe('-₫\u00a063,500');
    fireEvent.click(screen.getByTestId('reality-keep'));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('fortune-reality-check')).toBeNull();
    await act(async () => vi.advanceTimersByTime(15 * 60_000));
    fireEvent.click(screen.getByTestId('reality-stop'));
    expect(logout).toHaveBeenCalledWith({ to: '/en-US/fortune' });
    expect(sessionStorage.getItem('fortune_stopped')).toBe('1');
  });
});
