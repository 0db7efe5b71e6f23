import { ErrorCode } from '@arcadia/contract';
import { retigerSpin } from '@arcadia/contract/games/retiger';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import RetigerGame from './play/retiger/retiger-game.tsx';
import FortunePlayPage from './play-page.tsx';
import type { SpinAnswer } from './queries-retiger.ts';
import { ACCOUNT, loadTexts, messages, renderAt, renderLoaded, VND } from './testing/fixtures.tsx';
import { ALL_GAMES, retigerConf, spinFrom, winningPair } from './testing/games-fixtures.ts';
import { hooks, loaded, mutation, resetHooks } from './testing/mock-queries.ts';

/** /fortune/play/$game and retiger, the tiger slot, at the hook boundary. */
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

let reduceMotion = true;
beforeAll(loadTexts);
beforeEach(() => {
  resetHooks();
  reduceMotion = true;
  window.matchMedia = ((query: string) => ({
    matches: reduceMotion && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  hooks.countries = loaded({ markets: [VND], current: 'vn', available: true });
  hooks.account = loaded(ACCOUNT);
  hooks.games = loaded(ALL_GAMES);
  hooks.retigerConf = loaded(retigerConf());
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const spinMutation = () => hooks.retigerSpin as ReturnType<typeof mutation> & { mutateAsync: Fn };
const cellSymbols = () =>
  [0, 1, 2].map((reel) =>
    [0, 1, 2].map((row) => screen.getByTestId(`cell-${reel}-${row}`).getAttribute('data-symbol')),
  );

async function spin() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('retiger-spin'));
  });
}

describe('play page', () => {
  it('shows the slot for retiger inside Fortune, with a way back to the games', async () => {
    await renderLoaded(<FortunePlayPage />, { path: '/fortune/play/retiger', params: { game: 'retiger' } });
    expect(await screen.findByTestId('retiger-game')).toBeTruthy();
    expect(screen.getByTestId('play-title').textContent).toBe('Tiger Reels');
    expect(screen.getByTestId('play-back').getAttribute('href')).toBe('/en-US/fortune');
    expect(screen.getByTestId('fortune-frame')).toBeTruthy();
  });

  it('says why another game cannot be played (its init conf)', async () => {
    hooks.gameInit = loaded({
      ...retigerConf(),
      game: 'bridge-sky-dice',
      enabled: false,
      reason: 'provider_off',
      launch: null,
    });
    await renderLoaded(<FortunePlayPage />, {
      path: '/fortune/play/bridge-sky-dice',
      params: { game: 'bridge-sky-dice' },
    });
    const off = await screen.findByTestId('game-off');
    expect(off.getAttribute('data-reason')).toBe('provider_off');
    expect(off.textContent).toContain(word('lobby.play.providerOff'));
  });

  it('says a game the catalogue does not list is not available, without asking', async () => {
    await renderLoaded(<FortunePlayPage />, { path: '/fortune/play/nope', params: { game: 'nope' } });
    const off = await screen.findByTestId('game-off');
    expect(off.textContent).toContain(word('lobby.play.unknown'));
  });

  it('shows a game switched off by its init conf', async () => {
    hooks.retigerConf = loaded(retigerConf({}, { enabled: false, reason: 'provider_off', launch: null }));
    await renderLoaded(<RetigerGame />);
    expect((await screen.findByTestId('game-off')).getAttribute('data-reason')).toBe('provider_off');
    expect(screen.queryByTestId('retiger-spin')).toBeNull();
  });
});

describe('retiger', () => {
  it('shows the balance and the total bet of five lines in the market currency, stepping through the line bets', () => {
    renderAt(<RetigerGame />);
    expect(screen.getByTestId('retiger-balance').textContent).toBe('₫\u00a0254,000');
    expect(screen.getByTestId('retiger-line-bet').textContent).toBe('₫\u00a0254');
    expect(screen.getByTestId('retiger-total-bet').textContent).toBe('Total bet ₫\u00a01,270 (5 lines)');
    expect(screen.getByTestId('retiger-bet-down')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('retiger-bet-up'));
    fireEvent.click(screen.getByTestId('retiger-bet-up'));
    expect(screen.getByTestId('retiger-line-bet').textContent).toBe('₫\u00a01,270');
    expect(screen.getByTestId('retiger-total-bet').textContent).toBe('Total bet ₫\u00a06,350 (5 lines)');
  });

  it('spins: sends the token, line bet and an intent key, then shows the board, the win, its lines and the balance', async () => {
    const pair = winningPair();
    const outcome = retigerSpin(pair);
    const answer: SpinAnswer = { spin: spinFrom(pair, '0.01'), balance: '12.34' };
    hooks.retigerSpin = mutation(answer);
    renderAt(<RetigerGame />);
    await spin();
    const call = spinMutation().mutateAsync.mock.calls[0]?.[0] as { token: string; lineBet: string; key: string };
    expect(call.token).toBe('launch-token-0123456789');
    expect(call.lineBet).toBe('0.01');
    expect(call.key).toMatch(/[0-9a-f-]{36}/);
    expect(cellSymbols()).toEqual(outcome.grid);
    expect(screen.getByTestId('retiger-balance').textContent).toBe('₫\u00a0313,436');
    expect(screen.getByTestId('retiger-win').textContent).toBe(
      `You won ${`₫\u00a0${(254 * outcome.winUnits).toLocaleString('en-US')}`}`,
    );
    // Each winning line is drawn over the board and its cells lit.
    const drawn = [...screen.getByTestId('retiger-lines').querySelectorAll('polyline')].map((p) =>
      Number(p.getAttribute('data-line')),
    );
    expect(drawn).toEqual(outcome.lineWins.map((w) => w.line));
    const lit = document.querySelectorAll('[data-win]').length;
    expect(lit).toBeGreaterThanOrEqual(3);
    expect(screen.getByTestId('retiger-line-wins').querySelectorAll('li')).toHaveLength(outcome.lineWins.length);
    if (outcome.multiplier > 1)
      expect(screen.getByTestId('retiger-multiplier').textContent).toContain(`×${outcome.multiplier}`);
    else expect(screen.queryByTestId('retiger-multiplier')).toBeNull();
  });

  it('shows the multiplier feature when a spin draws one', async () => {
    const pair = winningPair(2);
    hooks.retigerSpin = mutation({ spin: spinFrom(pair, '0.01'), balance: '9' });
    renderAt(<RetigerGame />);
    await spin();
    expect(screen.getByTestId('retiger-multiplier').textContent).toBe(`×${retigerSpin(pair).multiplier} multiplier`);
  });

  it('turns the reels for a moment before it shows the answer (not under reduced motion)', async () => {
    vi.useFakeTimers();
    reduceMotion = false;
    const pair = winningPair();
    hooks.retigerSpin = mutation({ spin: spinFrom(pair, '0.01'), balance: '12.34' });
    renderAt(<RetigerGame />);
    await spin();
    expect(screen.getByTestId('retiger-reels').getAttribute('data-spinning')).toBe('true');
    // The stake leaves the balance while the reels turn; the win is not shown before they stop.
    expect(screen.getByTestId('retiger-balance').textContent).toBe('₫\u00a0252,730');
    expect(screen.queryByTestId('retiger-win')).toBeNull();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('retiger-reels').getAttribute('data-spinning')).toBeNull();
    expect(screen.getByTestId('retiger-balance').textContent).toBe('₫\u00a0313,436');
  });

  it('holds the next spin back for the market’s shortest time between spins', async () => {
    vi.useFakeTimers();
    hooks.retigerConf = loaded(retigerConf({ min_spin_ms: 2500 }));
    hooks.retigerSpin = mutation({ spin: spinFrom(winningPair(), '0.01'), balance: '9' });
    renderAt(<RetigerGame />);
    await spin();
    expect(screen.getByTestId('retiger-spin')).toHaveProperty('disabled', true);
    await act(async () => vi.advanceTimersByTime(2400));
    expect(screen.getByTestId('retiger-spin')).toHaveProperty('disabled', true);
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('retiger-spin')).toHaveProperty('disabled', false);
  });

  it('offers the money page when the balance is refused, and puts the balance back', async () => {
    hooks.retigerSpin = mutation();
    spinMutation().mutateAsync.mockRejectedValue(
      new ApiError('business', 'Insufficient balance.', 200, ErrorCode.INSUFFICIENT_BALANCE),
    );
    renderAt(<RetigerGame />);
    await spin();
    const problem = screen.getByTestId('retiger-problem');
    expect(problem.getAttribute('data-kind')).toBe('funds');
    expect(problem.textContent).toContain(word('retiger.errors.funds'));
    expect(within(problem).getByTestId('retiger-problem-deposit').getAttribute('href')).toBe(
      '/en-US/fortune/money/pay',
    );
    expect(screen.getByTestId('retiger-balance').textContent).toBe('₫\u00a0254,000');
  });

  it('says when the balance does not cover the bet, before any spin', () => {
    hooks.retigerConf = loaded(retigerConf({}, { balance: '0.02' }));
    renderAt(<RetigerGame />);
    expect(screen.getByTestId('retiger-short').textContent).toContain(word('retiger.short'));
    expect(screen.getByTestId('retiger-spin')).toHaveProperty('disabled', true);
  });

  it('reopens the game when its launch token has run out', async () => {
    const reopen = vi.fn(async () => {});
    hooks.retigerConf = { ...loaded(retigerConf()), refetch: reopen };
    hooks.retigerSpin = mutation();
    spinMutation().mutateAsync.mockRejectedValue(
      new ApiError('business', 'Invalid input', 400, ErrorCode.VALIDATION, { token: ['This game session ended.'] }),
    );
    renderAt(<RetigerGame />);
    await spin();
    expect(screen.getByTestId('retiger-problem').getAttribute('data-kind')).toBe('token');
    expect(reopen).toHaveBeenCalledTimes(1);
  });

  it('waits as long as a rate limit asks, and resends a spin whose answer was lost with the same key', async () => {
    vi.useFakeTimers();
    hooks.retigerSpin = mutation();
    const mutate = spinMutation().mutateAsync;
    mutate.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    mutate.mockRejectedValueOnce(
      new ApiError('business', 'Too many', 429, ErrorCode.RATE_LIMITED, { retry_after_ms: 800 }),
    );
    renderAt(<RetigerGame />);
    await spin();
    expect(screen.getByTestId('retiger-problem').getAttribute('data-kind')).toBe('network');
    await spin();
    const keys = mutate.mock.calls.map((c) => (c[0] as { key: string }).key);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.getByTestId('retiger-problem').getAttribute('data-kind')).toBe('rate');
    expect(screen.getByTestId('retiger-spin')).toHaveProperty('disabled', true);
    await act(async () => vi.advanceTimersByTime(800));
    expect(screen.getByTestId('retiger-spin')).toHaveProperty('disabled', false);
  });

  it.each([
    { autoplay: false, turbo: false },
    { autoplay: false, turbo: true },
    { autoplay: true, turbo: false },
  ])('shows autoplay and quick spin only where the market allows them: %o', (rules) => {
    hooks.retigerConf = loaded(retigerConf({ ...rules, min_spin_ms: 2500 }));
    renderAt(<RetigerGame />);
    expect(screen.queryByTestId('retiger-autoplay') !== null).toBe(rules.autoplay);
    expect(screen.queryByTestId('retiger-quick') !== null).toBe(rules.turbo);
  });

  it('quick spin is a toggle button: pressed while on', () => {
    hooks.retigerConf = loaded(retigerConf({ autoplay: false, turbo: true, min_spin_ms: 0 }));
    renderAt(<RetigerGame />);
    const quick = screen.getByTestId('retiger-quick');
    expect(quick.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(quick);
    expect(quick.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(quick);
    expect(quick.getAttribute('aria-pressed')).toBe('false');
  });

  /** Autoplay's settings load when first opened. */
  async function openAutoplay() {
    expect(screen.queryByTestId('retiger-autoplay-start')).toBeNull();
    const details = screen.getByTestId('retiger-autoplay') as HTMLDetailsElement;
    await act(async () => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    await screen.findByTestId('retiger-autoplay-start');
  }

  it('autoplays the chosen number of spins and stops when the balance falls below the amount set', async () => {
    const balances = ['9', '8', '7', '6', '5'];
    hooks.retigerSpin = mutation();
    const mutate = spinMutation().mutateAsync;
    for (const balance of balances) mutate.mockResolvedValueOnce({ spin: spinFrom(winningPair(), '0.01'), balance });
    renderAt(<RetigerGame />);
    await openAutoplay();
    fireEvent.change(screen.getByTestId('retiger-autoplay-count'), { target: { value: '10' } });
    // Stop below ₫\u00a0190,500 = 7.5 USDT: after the spin that leaves 7.
    fireEvent.change(screen.getByTestId('retiger-autoplay-below'), { target: { value: '190500' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('retiger-autoplay-start'));
    });
    for (let i = 0; i < 6; i++) await act(async () => {});
    expect(mutate).toHaveBeenCalledTimes(3);
    expect(screen.queryByTestId('retiger-autoplay-running')).toBeNull();
    expect(screen.getByTestId('retiger-balance').textContent).toBe('₫\u00a0177,800');
    // Every autoplay spin is its own intent.
    expect(new Set(mutate.mock.calls.map((c) => (c[0] as { key: string }).key)).size).toBe(3);
  });

  it('stops autoplay after the number of spins chosen', async () => {
    hooks.retigerSpin = mutation({ spin: spinFrom(winningPair(), '0.01'), balance: '9' });
    renderAt(<RetigerGame />);
    await openAutoplay();
    await act(async () => {
      fireEvent.click(screen.getByTestId('retiger-autoplay-start'));
    });
    for (let i = 0; i < 20; i++) await act(async () => {});
    expect(spinMutation().mutateAsync).toHaveBeenCalledTimes(10);
    expect(screen.queryByTestId('retiger-autoplay-running')).toBeNull();
  });

  it('builds the paytable and rules from the published model', async () => {
    await renderLoaded(<RetigerGame />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('retiger-paytable-open'));
    });
    const sheet = await screen.findByTestId('retiger-paytable');
    // Pays in line bets and at the current line bet (0.01 USDT = ₫\u00a0254).
    expect(within(sheet).getByTestId('pay-tiger').textContent).toContain('300×');
    expect(within(sheet).getByTestId('pay-tiger').textContent).toContain('₫\u00a076,200');
    expect(within(sheet).getByTestId('pay-king').textContent).toContain('2×');
    expect(within(sheet).getByTestId('retiger-wild').textContent).toContain('Tiger');
    expect(within(sheet).getAllByTestId(/^line-/)).toHaveLength(5);
    // Multiplier weights as probabilities: 749, 151, 60, 30, 10 of 1,000.
    expect(within(sheet).getByTestId('mult-1').textContent).toContain('74.9%');
    expect(within(sheet).getByTestId('mult-10').textContent).toContain('1%');
    expect(within(sheet).getByTestId('retiger-rtp').textContent).toBe('96.49%');
    // 2,500 x the total bet of ₫\u00a01,270.
    expect(within(sheet).getByTestId('retiger-max-win').textContent).toBe('2500× the total bet (₫\u00a03,175,000)');
  });

  it('lists the player’s spins with a link to verify each', async () => {
    const spinView = spinFrom(winningPair(), '0.01', { id: 88 });
    hooks.retigerHistory = {
      ...loaded({ pages: [{ spins: [spinView], page: 1, has_more: false }], pageParams: [1] }),
      hasNextPage: false,
      isFetchingNextPage: false,
      fetchNextPage: vi.fn(),
    };
    await renderLoaded(<RetigerGame />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('retiger-spins-open'));
    });
    const row = await screen.findByTestId('spin-88');
    expect(row.textContent).toContain(word('retiger.status.settled'));
    expect(within(row).getByTestId('spin-verify-88').getAttribute('href')).toBe('/en-US/fortune/test?spin=88');
  });
});
