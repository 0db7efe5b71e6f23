import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPIN_MS } from './home/lucky-wheel.tsx';
import { segmentAtPointer } from './home/wheel-math.ts';
import FortuneHomePage, { prefetch } from './home-page.tsx';
import { screenOf } from './screens.ts';
import {
  ACCOUNT,
  draw,
  LOTTERY,
  loadTexts,
  messages,
  RG,
  renderAt,
  renderLoaded,
  SPIN_CONF,
  VND,
} from './testing/fixtures.tsx';
import { failed, hooks, loaded, mutation, resetHooks } from './testing/mock-queries.ts';

/** /fortune and its home, VIP and me tabs at the hook boundary. */
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

type Fn = ReturnType<typeof vi.fn>;
const text = messages('fortune') as Record<string, Record<string, unknown>>;
const word = (path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], text) as string;

let reduceMotion = false;
beforeAll(loadTexts);
beforeEach(() => {
  resetHooks();
  reduceMotion = false;
  window.matchMedia = ((query: string) => ({
    matches: reduceMotion && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  hooks.countries = loaded({ markets: [VND], current: 'vn', available: true });
  hooks.account = loaded(ACCOUNT);
  hooks.spinConf = loaded(SPIN_CONF);
  hooks.lottery = loaded(LOTTERY);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * Home with its code, the wheel's and the lottery's loaded: home's screen loads on its own, the wheel and the lottery
 * as they come near the screen, and without an IntersectionObserver (as here) they are near at once.
 */
async function renderHome() {
  // Real timers while the code loads: tests that need fake ones install them after.
  vi.stubGlobal('IntersectionObserver', undefined);
  const view = await renderLoaded(<FortuneHomePage />);
  await waitFor(() => expect(screen.queryByTestId('tab-loading')).toBeNull());
  await waitFor(() => expect(screen.queryByTestId('wheel-loading')).toBeNull());
  return view;
}

/** Taps what opens a dialog whose code loads on that tap (an awaited act, as for lazy screens), then waits for it. */
async function openDialog(tapTestId: string, dialogTestId: string) {
  await act(async () => {
    fireEvent.click(screen.getByTestId(tapTestId));
  });
  await screen.findByTestId(dialogTestId);
}

/** Each screen loads its code when first opened: render, then wait for it to arrive. */
async function openTab(tab: 'vip' | 'me') {
  // The me screen's lower cards load as they come near; without an IntersectionObserver they are near at once.
  vi.stubGlobal('IntersectionObserver', undefined);
  await renderLoaded(<FortuneHomePage />, { search: `?tab=${tab}` });
  await waitFor(() => expect(screen.queryByTestId('tab-loading')).toBeNull());
  await waitFor(() => expect(screen.queryByTestId('me-more-loading')).toBeNull());
}

const rotation = () => Number(screen.getByTestId('wheel-rotor').getAttribute('data-rotation'));

describe('home: balances and the lucky wheel', () => {
  it('shows cash and locked money in the market currency', async () => {
    await renderHome();
    expect(screen.getByTestId('balance-cash').textContent).toBe('₫\u00a0317,500');
    expect(screen.getByTestId('balance-locked').textContent).toBe('₫\u00a0127,000');
  });

  it('draws one segment per prize row, with the published expected value and odds', async () => {
    const view = await renderHome();
    expect(view.container.querySelectorAll('[data-segment]').length).toBe(6);
    expect(screen.getByTestId('wheel-ev').textContent).toContain('₫\u00a020,701');
    expect(screen.getByTestId('spin-panel').textContent).toContain('40%');
    expect(screen.getByTestId('wheel-chances').textContent).toContain('3');
  });

  it('turns to the segment of the row the server drew, then shows the prize and a verify link', async () => {
    hooks.spin = mutation({ spin: draw(3), chances_left: 2 });
    await renderHome();
    vi.useFakeTimers();
    await act(async () => fireEvent.click(screen.getByTestId('wheel-spin')));
    expect((hooks.spin as { mutateAsync: Fn }).mutateAsync).toHaveBeenCalledTimes(1);
    expect(rotation()).toBeGreaterThanOrEqual(6 * 360);
    expect(segmentAtPointer(rotation(), 6)).toBe(3);
    expect(screen.getByTestId('wheel-result').textContent).toBe('');
    await act(async () => vi.advanceTimersByTime(SPIN_MS));
    expect(screen.getByTestId('wheel-result').textContent).toContain('+2 extra chances');
    expect(screen.getByTestId('wheel-verify').getAttribute('href')).toBe('/en-US/fortune/test?draw=77');
    expect(hooks.refresh).toHaveBeenCalled();
  });

  it('lands on the answered row wherever it sits in the table, and a second spin turns on from there', async () => {
    const table = [...SPIN_CONF.table].reverse();
    hooks.spinConf = loaded({ ...SPIN_CONF, table });
    const spin = mutation();
    (spin.mutateAsync as Fn)
      .mockResolvedValueOnce({ spin: draw(5), chances_left: 2 })
      .mockResolvedValueOnce({ spin: draw(0), chances_left: 1 });
    hooks.spin = spin;
    await renderHome();
    vi.useFakeTimers();
    await act(async () => fireEvent.click(screen.getByTestId('wheel-spin')));
    expect(segmentAtPointer(rotation(), 6)).toBe(0);
    await act(async () => vi.advanceTimersByTime(SPIN_MS));
    const first = rotation();
    await act(async () => fireEvent.click(screen.getByTestId('wheel-spin')));
    expect(rotation()).toBeGreaterThan(first);
    expect(segmentAtPointer(rotation(), 6)).toBe(5);
  });

  it('shows the result at once, without turning, under prefers-reduced-motion', async () => {
    reduceMotion = true;
    hooks.spin = mutation({ spin: draw(1, { prize: { kind: 'none', amount: '0', chances: 0 } }), chances_left: 2 });
    await renderHome();
    await act(async () => fireEvent.click(screen.getByTestId('wheel-spin')));
    await act(async () => {});
    expect(rotation()).toBeLessThan(360);
    expect(segmentAtPointer(rotation(), 6)).toBe(1);
    expect(screen.getByTestId('wheel-result').textContent).toContain(word('wheel.noPrize'));
  });

  it('cannot spin without chances and says when the next free one comes', async () => {
    hooks.spinConf = loaded({ ...SPIN_CONF, chances_left: 0 });
    await renderHome();
    expect((screen.getByTestId('wheel-spin') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('wheel-next').textContent).toContain('2027');
  });

  it('shows a retry when the wheel fails to load', async () => {
    const refetch = vi.fn();
    hooks.spinConf = { ...failed(), refetch };
    await renderHome();
    fireEvent.click(screen.getByTestId('wheel-retry'));
    expect(refetch).toHaveBeenCalled();
  });
});

describe('home: the free lottery', () => {
  it('lists the tiers with their odds and draws a ticket', async () => {
    hooks.drawLottery = mutation({
      draw: draw(9950, { game: 'free_lottery', id: 90, prize: { kind: 'cash', amount: '20', chances: 0 } }),
      chances_left: 0,
    });
    await renderHome();
    const tiers = screen.getByTestId('lottery-tiers');
    expect(within(tiers).getByText('9900–9999')).toBeTruthy();
    expect(tiers.textContent).toContain('1%');
    expect(tiers.textContent).toContain('90%');
    await act(async () => fireEvent.click(screen.getByTestId('lottery-draw')));
    expect(screen.getByTestId('lottery-result').textContent).toContain('9950');
    expect(screen.getByTestId('lottery-result').textContent).toContain('₫\u00a0508,000 cash');
  });

  it('cannot draw without tickets', async () => {
    hooks.lottery = loaded({ ...LOTTERY, chances_left: 0 });
    await renderHome();
    expect((screen.getByTestId('lottery-draw') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('VIP tab', () => {
  const conf = {
    window_days: 30,
    house_edge_bps: 300,
    period: 'week' as const,
    levels: Array.from({ length: 11 }, (_, level) => ({
      level,
      wager: String(level * 100),
      level_up_reward: String(level),
      rakeback_bps: 500 + level * 100,
    })),
  };
  const profile = {
    level: 2,
    wagered: '250',
    next_level_wager: '300',
    rewards: [
      { kind: 'level_up' as const, ref: '2', amount: '2', claimable: true, claimed: false },
      { kind: 'rakeback' as const, ref: '2026-03-02', amount: '0.4', claimable: false, claimed: true },
    ],
  };

  it('shows the eleven levels, the progress to the next, and claims a reward', async () => {
    hooks.vipConf = loaded(conf);
    hooks.vipProfile = loaded(profile);
    hooks.claimVip = mutation({ reward: { ...profile.rewards[0], claimed: true }, cash: '14.5' });
    await openTab('vip');
    for (let level = 0; level <= 10; level++) expect(screen.getByTestId(`vip-level-${level}`)).toBeTruthy();
    expect(screen.getByTestId('vip-level-2').getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('83');
    expect(screen.getByTestId('vip-next').textContent).toContain('₫\u00a01,270,000');
    expect(screen.getByTestId('vip-reward-rakeback-2026-03-02').textContent).toContain(word('vip.done'));
    fireEvent.click(screen.getByTestId('vip-claim-level_up-2'));
    expect((hooks.claimVip as { mutate: Fn }).mutate).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'level_up', ref: '2' }),
      expect.anything(),
    );
  });

  it('shows loading and a retry', async () => {
    await openTab('vip');
    expect(screen.getByTestId('vip-loading')).toBeTruthy();
    cleanup();
    hooks.vipConf = failed();
    await openTab('vip');
    expect(screen.getByTestId('vip-retry')).toBeTruthy();
  });
});

describe('me tab: responsible gambling', () => {
  beforeEach(() => {
    hooks.rg = loaded(RG);
    hooks.seeds = loaded({
      active: { server_seed_hash: 'cd'.repeat(32), server_seed: null, client_seed: 'mine', nonce: 4 },
      revealed: [{ server_seed_hash: 'ef'.repeat(32), server_seed: 'old-seed', client_seed: 'before', nonce: 9 }],
    });
    hooks.history = {
      ...loaded({ pages: [{ draws: [draw(3)], has_more: true }], pageParams: [1] }),
      hasNextPage: true,
      isFetchingNextPage: false,
      fetchNextPage: vi.fn(),
    };
  });

  it('shows each limit with what is used and a raise waiting for its 24 hours', async () => {
    await openTab('me');
    expect(screen.getByTestId('limit-deposit-day-used').textContent).toBe('₫\u00a0254,000 used of ₫\u00a01,270,000');
    expect(screen.getByTestId('limit-loss-week-pending').textContent).toContain('₫\u00a01,016,000');
    expect(screen.getByTestId('limit-wager-month').textContent).toContain(word('limits.none'));
  });

  it('lowers a limit only after a confirmation that says it applies now', async () => {
    await openTab('me');
    await openDialog('limit-deposit-day-edit', 'limit-amount');
    fireEvent.change(screen.getByTestId('limit-amount'), { target: { value: '508000' } });
    fireEvent.click(screen.getByTestId('limit-save'));
    const { mutate } = hooks.setLimit as { mutate: Fn };
    expect(mutate).not.toHaveBeenCalled();
    expect(screen.getByTestId('limit-confirm-text').textContent).toContain('applies now');
    fireEvent.click(screen.getByTestId('limit-confirm'));
    expect(mutate).toHaveBeenCalledWith({ kind: 'deposit', period: 'day', amount: '20' }, expect.anything());
  });

  it('warns that a raise waits 24 hours, and a removal too', async () => {
    await openTab('me');
    await openDialog('limit-deposit-day-edit', 'limit-amount');
    fireEvent.change(screen.getByTestId('limit-amount'), { target: { value: '2540000' } });
    fireEvent.click(screen.getByTestId('limit-save'));
    expect(screen.getByTestId('limit-confirm-text').textContent).toContain('24 hours');
    fireEvent.click(screen.getByTestId('limit-back'));
    fireEvent.click(screen.getByTestId('limit-remove'));
    expect(screen.getByTestId('limit-confirm-text').textContent).toContain('Remove');
    fireEvent.click(screen.getByTestId('limit-confirm'));
    expect((hooks.setLimit as { mutate: Fn }).mutate).toHaveBeenCalledWith(
      { kind: 'deposit', period: 'day', amount: null },
      expect.anything(),
    );
  });

  it('sets a first limit in the market currency as USDT', async () => {
    await openTab('me');
    await openDialog('limit-wager-month-edit', 'limit-amount');
    fireEvent.change(screen.getByTestId('limit-amount'), { target: { value: '1000000' } });
    fireEvent.click(screen.getByTestId('limit-save'));
    fireEvent.click(screen.getByTestId('limit-confirm'));
    expect((hooks.setLimit as { mutate: Fn }).mutate).toHaveBeenCalledWith(
      { kind: 'wager', period: 'month', amount: '39.370079' },
      expect.anything(),
    );
  });

  it('self-excludes only after a dialog says it cannot be undone and the player ticks that they understand', async () => {
    await openTab('me');
    fireEvent.change(screen.getByTestId('self-exclusion-duration'), { target: { value: '1y' } });
    await openDialog('self-exclusion-start', 'self-exclusion-dialog');
    const dialog = screen.getByTestId('self-exclusion-dialog');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(dialog.textContent).toContain(word('exclusion.cannotUndo'));
    const confirm = screen.getByTestId('exclusion-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    const { mutate } = hooks.exclude as { mutate: Fn };
    expect(mutate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('self-exclusion-understood'));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(mutate).toHaveBeenCalledWith({ kind: 'self_exclusion', duration: '1y' }, expect.anything());
  });

  it('takes a time-out after a confirmation; cancel changes nothing', async () => {
    await openTab('me');
    await openDialog('timeout-start', 'timeout-dialog');
    fireEvent.click(screen.getByTestId('exclusion-cancel'));
    const { mutate } = hooks.exclude as { mutate: Fn };
    expect(mutate).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('timeout-duration'), { target: { value: '7d' } });
    await openDialog('timeout-start', 'timeout-dialog');
    expect(screen.getByTestId('timeout-dialog').textContent).toContain('7 days');
    fireEvent.click(screen.getByTestId('exclusion-confirm'));
    expect(mutate).toHaveBeenCalledWith({ kind: 'timeout', duration: '7d' }, expect.anything());
  });

  it('sets the reality-check interval', async () => {
    await openTab('me');
    expect((screen.getByTestId('reality-30') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('reality-60'));
    expect((hooks.realityCheck as { mutate: Fn }).mutate).toHaveBeenCalledWith(60);
  });

  it('shows the seed pair, rotates it with a new client seed, and links revealed seeds to the verifier', async () => {
    await openTab('me');
    expect(screen.getByTestId('seed-hash').textContent).toBe('cd'.repeat(32));
    fireEvent.change(screen.getByTestId('seed-client-input'), { target: { value: 'bad seed!' } });
    expect((screen.getByTestId('seed-rotate') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('seed-client-input'), { target: { value: 'lucky_7' } });
    fireEvent.click(screen.getByTestId('seed-rotate'));
    expect((hooks.rotate as { mutate: Fn }).mutate).toHaveBeenCalledWith('lucky_7', expect.anything());
    const link = screen.getByText(word('seeds.verify')).getAttribute('href') ?? '';
    expect(link).toContain('server=old-seed');
    expect(link).toContain('client=before');
  });

  it('lists the draw history with verify links and more pages', async () => {
    await openTab('me');
    expect(screen.getByTestId('draw-77').textContent).toContain(word('games.lucky_spin'));
    fireEvent.click(screen.getByTestId('history-more'));
    expect((hooks.history as { fetchNextPage: Fn }).fetchNextPage).toHaveBeenCalled();
  });

  it('shows a retry when the settings fail to load', async () => {
    const refetch = vi.fn();
    hooks.rg = { ...failed(), refetch };
    await openTab('me');
    fireEvent.click(screen.getByTestId('rg-retry'));
    expect(refetch).toHaveBeenCalled();
  });
});

describe('screens: one file each, the first one loaded before the first render', () => {
  it("draws the first URL's screen in the first render once the page's prefetch has run", async () => {
    window.history.replaceState(null, '', '/en-US/fortune?tab=vip');
    await prefetch(1);
    renderAt(<FortuneHomePage />, { search: '?tab=vip' });
    // The VIP screen itself (waiting for its calls, which this test leaves pending), not the page's fallback.
    expect(screen.queryByTestId('tab-loading')).toBeNull();
    expect(screen.getByTestId('vip-loading')).toBeTruthy();
    window.history.replaceState(null, '', '/');
  });

  it('takes a missing, unknown or inherited tab name as home', () => {
    expect(screenOf(null)).toBe('home');
    expect(screenOf('nope')).toBe('home');
    expect(screenOf('constructor')).toBe('home');
    expect(screenOf('invite')).toBe('invite');
  });
});
