import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import FortuneHomePage from './home-page.tsx';
import { SETTLE_MS } from './lobby/games-section.tsx';
import Lobby, { SEARCH_DELAY_MS } from './lobby/lobby.tsx';
import { MyBets } from './me/my-bets.tsx';
import { ACCOUNT, loadTexts, messages, renderAt, renderLoaded, VND } from './testing/fixtures.tsx';
import { ALL_GAMES, DICE_GAME, order, RANKING, RETIGER_GAME } from './testing/games-fixtures.ts';
import { hooks, loaded, resetHooks } from './testing/mock-queries.ts';
import { watchNear } from './testing/near.ts';

/** The game lobby on Fortune's home (search, categories, cards, recent, ranking) and the player's bets. */
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

/** The catalogue answers by search text, as the server does: names containing it. */
const searched: string[] = [];
function catalogue(...args: unknown[]) {
  const q = String(args[0] ?? '');
  searched.push(q);
  const needle = q.toLowerCase();
  const games = ALL_GAMES.games.filter((g) => g.name.toLowerCase().includes(needle));
  return loaded({ ...ALL_GAMES, games, recent: q ? [] : ALL_GAMES.recent });
}

beforeAll(loadTexts);
beforeEach(() => {
  resetHooks();
  searched.length = 0;
  hooks.countries = loaded({ markets: [VND], current: 'vn', available: true });
  hooks.account = loaded(ACCOUNT);
  hooks.games = catalogue;
  hooks.ranking = (period: unknown) => loaded({ ...RANKING, period });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const cards = () =>
  within(screen.getByTestId('lobby-games'))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-testid'));

describe('lobby', () => {
  it('waits until the section is really near: seen only while the page above it was still short, it loads nothing', async () => {
    vi.useFakeTimers();
    const inView = watchNear();
    await renderLoaded(<FortuneHomePage />);
    act(() => inView(true));
    expect(screen.getByTestId('games-section').hasAttribute('data-near')).toBe(false);
    act(() => vi.advanceTimersByTime(SETTLE_MS / 2));
    // The cards above got their answers and pushed it below the screen.
    act(() => inView(false));
    act(() => vi.advanceTimersByTime(SETTLE_MS * 2));
    expect(screen.getByTestId('games-section').hasAttribute('data-near')).toBe(false);
    // On a tall screen it stays in view: then it loads.
    act(() => inView(true));
    await act(async () => vi.advanceTimersByTime(SETTLE_MS));
    vi.useRealTimers();
    expect(await screen.findByTestId('lobby-games')).toBeTruthy();
  });

  it('loads on Fortune home when a scroll brings it near, with the games, each opening its page', async () => {
    const inView = watchNear();
    await renderLoaded(<FortuneHomePage />);
    expect(screen.getByTestId('lobby-loading')).toBeTruthy();
    expect(screen.queryByTestId('lobby-games')).toBeNull();
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      inView(true);
    });
    const section = await screen.findByTestId('lobby-games');
    expect(screen.getByTestId('games-section').querySelector('h2')?.textContent).toBe(word('lobby.title'));
    const card = within(section).getByTestId('game-retiger');
    expect(within(card).getAllByRole('link')[0]?.getAttribute('href')).toBe('/en-US/fortune/play/retiger');
    expect(within(card).getByTestId('rtp-retiger').textContent).toBe('RTP 96.49%');
    // A provably fair game links to the verifier; a studio's game does not claim it.
    expect(within(card).getByTestId('fair-retiger').getAttribute('href')).toBe('/en-US/fortune/test');
    expect(screen.queryByTestId('fair-bridge-sky-dice')).toBeNull();
    expect(within(screen.getByTestId(`game-${DICE_GAME.code}`)).getByText('Bridge')).toBeTruthy();
  });

  it('shows the recently played row and filters by category', () => {
    renderAt(<Lobby currency={VND} />);
    expect(within(screen.getByTestId('lobby-recent')).getByTestId('recent-turbo')).toBeTruthy();
    expect(cards()).toEqual(['game-retiger', 'game-turbo', 'game-bridge-sky-dice']);
    expect(screen.getByTestId('chip-all').textContent).toBe('All (3)');
    fireEvent.click(screen.getByTestId('chip-crash'));
    expect(screen.getByTestId('chip-crash').getAttribute('aria-pressed')).toBe('true');
    expect(cards()).toEqual(['game-turbo']);
    fireEvent.click(screen.getByTestId('chip-instant'));
    expect(cards()).toEqual(['game-bridge-sky-dice']);
    fireEvent.click(screen.getByTestId('chip-all'));
    expect(cards()).toHaveLength(3);
  });

  it('searches once typing settles, and says when nothing matches', () => {
    vi.useFakeTimers();
    renderAt(<Lobby currency={VND} />);
    const input = screen.getByTestId('lobby-search');
    fireEvent.change(input, { target: { value: 'ti' } });
    fireEvent.change(input, { target: { value: 'tig' } });
    // Nothing is asked while the player is still typing.
    expect(searched.filter(Boolean)).toEqual([]);
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(searched).toContain('tig');
    expect(searched).not.toContain('ti');
    expect(cards()).toEqual([`game-${RETIGER_GAME.code}`]);

    fireEvent.change(input, { target: { value: 'zzz' } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(screen.queryByTestId('lobby-games')).toBeNull();
    expect(screen.getByTestId('lobby-empty').textContent).toContain('No games match “zzz”');
    fireEvent.click(screen.getByTestId('lobby-clear'));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect((input as HTMLInputElement).value).toBe('');
    expect(cards()).toHaveLength(3);
  });

  it('ranks the biggest wins of the day or the week, with the player’s own place', () => {
    const periods: unknown[] = [];
    hooks.ranking = (period: unknown) => {
      periods.push(period);
      return loaded({ ...RANKING, period });
    };
    renderAt(<Lobby currency={VND} />);
    const first = screen.getByTestId('rank-1');
    expect(first.textContent).toContain('Li***');
    expect(first.textContent).toContain('₫\u00a03,048,000');
    expect(first.textContent).toContain('×120.00');
    expect(screen.getByTestId('ranking-mine').textContent).toBe('Your best: #2 · ₫\u00a0228,600 (×4.50)');
    fireEvent.click(screen.getByTestId('ranking-week'));
    expect(periods.at(-1)).toBe('week');
    expect(screen.getByTestId('ranking-week').getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when the player has no ranked win', () => {
    hooks.ranking = loaded({ ...RANKING, rows: [], mine: null });
    renderAt(<Lobby currency={VND} />);
    expect(screen.getByTestId('lobby-ranking').textContent).toContain(word('lobby.noWins'));
    expect(screen.getByTestId('ranking-mine').textContent).toBe(word('lobby.mineNone'));
  });
});

describe('my bets', () => {
  const page = (orders: ReturnType<typeof order>[], hasNextPage = false) => ({
    ...loaded({
      pages: [{ orders, page: 1, has_more: hasNextPage, totals: { stake: '12.5', win: '10' } }],
      pageParams: [1],
    }),
    hasNextPage,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
  });

  it('lists every game’s bets with totals, status and a proof link for slot spins', () => {
    hooks.myOrders = page(
      [
        order('rt-1', { spin_id: 7, win: '2.5', stake: '0.5' }),
        order('tb-1', { game: 'turbo', game_name: 'Turbo Rocket', status: 'open', stake: '1' }),
        order('rt-2', { status: 'refunded', spin_id: null }),
      ],
      true,
    );
    renderAt(<MyBets currency={VND} />);
    expect(screen.getByTestId('bets-staked').textContent).toBe('₫\u00a0317,500');
    expect(screen.getByTestId('bets-won').textContent).toBe('₫\u00a0254,000');
    expect(screen.getByTestId('bets-net').textContent).toBe('-₫\u00a063,500');
    const spin = screen.getByTestId('bet-rt-1');
    expect(spin.textContent).toContain(word('orders.status.settled'));
    expect(spin.textContent).toContain('₫\u00a063,500');
    expect(within(spin).getByTestId('bet-verify-rt-1').getAttribute('href')).toBe('/en-US/fortune/test?spin=7');
    expect(screen.getByTestId('bet-tb-1').textContent).toContain(word('orders.status.open'));
    expect(screen.queryByTestId('bet-verify-tb-1')).toBeNull();
    expect(screen.getByTestId('bet-rt-2').textContent).toContain(word('orders.status.refunded'));
    fireEvent.click(screen.getByTestId('bets-more'));
    expect((hooks.myOrders as { fetchNextPage: Fn }).fetchNextPage).toHaveBeenCalled();
  });

  it('shows an empty state that leads to the games, on the me tab', async () => {
    hooks.rg = loaded({ limits: [], exclusion: null, reality_check_minutes: 0, session: { started_at: 0, net: '0' } });
    hooks.myOrders = page([]);
    vi.stubGlobal('IntersectionObserver', undefined); // the bets load as they come near: at once without one
    await renderLoaded(<FortuneHomePage />, { search: '?tab=me' });
    await waitFor(() => expect(screen.queryByTestId('tab-loading')).toBeNull());
    const bets = await screen.findByTestId('my-bets');
    expect(bets.textContent).toContain(word('orders.empty'));
    expect(
      within(bets)
        .getByRole('link', { name: word('orders.play') })
        .getAttribute('href'),
    ).toBe('/en-US/fortune#games');
  });
});
