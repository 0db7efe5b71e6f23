import { type CallDef, ErrorCode } from '@arcadia/contract';
import { crashPointHundredths, msUntil, multiplierAt, multiplierText, nextLink } from '@arcadia/contract/games/turbo';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { queryClient } from '../../app/query/use-query.ts';
import type { TurboBet, TurboState } from './play/turbo/queries.ts';
import TurboGame from './play/turbo/turbo-game.tsx';
import FortuneTestPage from './test-page.tsx';
import { loadTexts, messages, renderLoaded, VND } from './testing/fixtures.tsx';
import type { TurboHistory } from './verify/turbo-verify.tsx';

/**
 * turbo, the crash game, on the real query layer with only the network replaced: the live stream (a fake EventSource),
 * the clock (fake timers; the server's clock runs 5 s ahead of the device's), bets and cash-outs with their refusals,
 * and the crash verifier on a real hash chain built here with the contract's nextLink.
 */
type Answer = (input: Record<string, unknown>, options: Record<string, unknown>) => unknown;
const net = vi.hoisted(() => ({
  answers: {} as Record<string, Answer>,
  calls: [] as { path: string; input: Record<string, unknown>; options: Record<string, unknown> }[],
}));
vi.mock('../../api/client.ts', async (original) => ({
  ...(await original<typeof import('../../api/client.ts')>()),
  api: vi.fn(async (call: CallDef, input: Record<string, unknown>, options: Record<string, unknown> = {}) => {
    net.calls.push({ path: call.path, input, options });
    const name = call.path.replace('/fortune/', '');
    const answer = net.answers[name];
    if (!answer) throw new Error(`no answer for ${call.path}`);
    return answer(input, options);
  }),
}));

class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  onerror: (() => void) | null = null;
  private listeners: ((event: { data: string }) => void)[] = [];
  constructor(url: string) {
    this.url = url;
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: { data: string }) => void) {
    if (type === 'state') this.listeners.push(listener);
  }
  close() {
    this.closed = true;
  }
  emit(state: TurboState) {
    for (const listener of this.listeners) listener({ data: JSON.stringify(state) });
  }
  fail() {
    this.onerror?.();
  }
}

const text = messages('fortune') as Record<string, unknown>;
const word = (path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], text) as string;

const T0 = 1_800_000_000_000;
const SKEW = 5000;
const serverNow = () => Date.now() + SKEW;
const TOKEN = 'launch-token-0123456789';

function turboState(patch: Partial<TurboState> = {}): TurboState {
  return {
    game: 7,
    phase: 'betting',
    commitment: 'c'.repeat(64),
    salt: 'salt',
    betting_ends_at: serverNow() + 3000,
    started_at: null,
    crashed_at: null,
    server_now: serverNow(),
    crash: null,
    hash: null,
    bets: [],
    history: [
      { game: 6, crash: '1.42' },
      { game: 5, crash: '12.50' },
    ],
    house_edge_percent: 3,
    ...patch,
  };
}

const running = (elapsedMs: number) =>
  turboState({ phase: 'running', started_at: serverNow() - elapsedMs, betting_ends_at: serverNow() - elapsedMs });

const bet = (patch: Partial<TurboBet> = {}): TurboBet => ({
  player: '',
  amount: '5',
  auto_cashout: null,
  cashout: null,
  win: null,
  status: 'placed',
  ...patch,
});

const refusal = (code: number, data?: unknown) => new ApiError('business', 'refused', 200, code, data);
const count = (name: string) => net.calls.filter((c) => c.path === `/fortune/${name}`).length;
const callsTo = (name: string) => net.calls.filter((c) => c.path === `/fortune/${name}`);
const flush = () => act(async () => {});
const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });
const stream = () => FakeEventSource.all.at(-1) as FakeEventSource;
const emit = (state: TurboState) =>
  act(async () => {
    stream().emit(state);
  });
const byTest = (id: string) => screen.getByTestId(id);

beforeAll(loadTexts);
beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  queryClient.clear();
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  net.calls.length = 0;
  net.answers = {
    'turbo/get_init_conf': () => ({
      game: 'turbo',
      provider: 'inhouse',
      enabled: true,
      reason: null,
      launch: { token: TOKEN, url: '/fortune/play/turbo', expires_at: T0 / 1000 + 6 * 3600 },
      balance: '20',
      currency: VND,
    }),
    'turbo/state': () => ({ state: turboState(), mine: null }),
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openGame() {
  await renderLoaded(<TurboGame />, { path: '/fortune/play/turbo' });
  await flush();
}

describe('turbo: the round live', () => {
  it('counts down the bets, raises the multiplier on the server clock, then shows the crash and its hash', async () => {
    await openGame();
    expect(stream().url).toBe('/fortune-live/turbo');
    await emit(turboState({ betting_ends_at: serverNow() + 3000 }));
    expect(byTest('turbo-stage').dataset.phase).toBe('betting');
    expect(byTest('turbo-countdown').textContent).toBe('3.0 s');
    await advance(1000);
    expect(byTest('turbo-countdown').textContent).toBe('2.0 s');

    // Started 2 s ago by the server's clock: a device reading its own clock would still show 1.00x.
    const started = running(2000);
    await emit(started);
    expect(byTest('turbo-multiplier').textContent).toBe(`${multiplierText(multiplierAt(2000))}×`);
    expect(byTest('turbo-multiplier').textContent).toBe('1.12×');
    await advance(10_000);
    expect(byTest('turbo-multiplier').textContent).toBe('2.05×');
    expect(byTest('turbo-announce').textContent).toBe('Round 7 has started.');

    await emit(
      turboState({
        phase: 'crashed',
        started_at: started.started_at,
        crashed_at: serverNow(),
        crash: '2.31',
        hash: 'ab'.repeat(32),
        history: [{ game: 7, crash: '2.31' }, ...turboState().history],
      }),
    );
    expect(byTest('turbo-stage').dataset.crashed).toBe('true');
    expect(byTest('turbo-multiplier').textContent).toBe('2.31×');
    expect(byTest('turbo-proof').textContent).toContain('ab'.repeat(32));
    expect(byTest('turbo-verify').getAttribute('href')).toBe('/en-US/fortune/test?turbo=7');
    expect(byTest('turbo-announce').textContent).toBe('Round 7 crashed at 2.31×.');
    // The history strip colours by size and links each round to the verifier.
    const chips = screen.getByTestId('turbo-history').querySelectorAll('a');
    expect([...chips].map((a) => [a.textContent, a.dataset.tier])).toEqual([
      ['2.31×', 'mid'],
      ['1.42×', 'low'],
      ['12.50×', 'high'],
    ]);
  });

  it('shows the round bets with masked names, cash-outs and wins', async () => {
    await openGame();
    await emit(
      turboState({
        phase: 'crashed',
        crash: '3.00',
        hash: 'ab'.repeat(32),
        started_at: serverNow() - 20_000,
        crashed_at: serverNow(),
        bets: [
          bet({ player: 'Li***', amount: '2', cashout: '2.00', win: '4', status: 'cashed' }),
          bet({ player: 'An***', amount: '1', status: 'lost', win: '0' }),
        ],
      }),
    );
    const rows = [...byTest('turbo-bets').querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['Li***', '₫\u00a050,800', '2.00×', '₫\u00a0101,600'],
      ['An***', '₫\u00a025,400', '-', word('turbo.bets.lost')],
    ]);
  });

  it('polls turbo/state every second when EventSource is missing', async () => {
    vi.stubGlobal('EventSource', undefined);
    await openGame();
    expect(count('turbo/state')).toBe(1);
    net.answers['turbo/state'] = () => ({ state: running(1000), mine: null });
    await advance(1000);
    expect(count('turbo/state')).toBe(2);
    expect(byTest('turbo-stage').dataset.phase).toBe('running');
    await advance(1000);
    expect(count('turbo/state')).toBe(3);
    expect(FakeEventSource.all).toHaveLength(0);
  });

  it('reconnects a failed stream with growing waits, polling meanwhile, and stops polling once it is back', async () => {
    await openGame();
    await emit(turboState());
    const first = stream();
    await act(async () => first.fail());
    expect(first.closed).toBe(true);
    await advance(999);
    expect(FakeEventSource.all).toHaveLength(1);
    await advance(1);
    expect(FakeEventSource.all).toHaveLength(2);
    expect(count('turbo/state')).toBe(2);
    await act(async () => stream().fail());
    await advance(1999);
    expect(FakeEventSource.all).toHaveLength(2);
    await advance(1);
    expect(FakeEventSource.all).toHaveLength(3);
    await emit(running(500));
    const polls = count('turbo/state');
    await advance(5000);
    expect(count('turbo/state')).toBe(polls);
    expect(byTest('turbo-stage').dataset.phase).toBe('running');
  });
});

describe('turbo: betting and cashing out', () => {
  it('bets with the launch token and a key, then cashes out at the multiplier, keeping the balance in step', async () => {
    net.answers['turbo/bet'] = () => ({ game: 7, bet: bet(), balance: '15' });
    net.answers['turbo/cashout'] = () => ({
      bet: bet({ cashout: '1.50', win: '7.5', status: 'cashed' }),
      balance: '22.5',
    });
    await openGame();
    await emit(turboState());
    expect(byTest('turbo-balance').textContent).toContain('₫\u00a0508,000');
    fireEvent.click(screen.getByRole('button', { name: '5 USDT' }));
    await act(async () => fireEvent.click(byTest('turbo-bet')));
    const [placed] = callsTo('turbo/bet');
    expect(placed?.input).toEqual({ token: TOKEN, amount: '5' });
    expect(placed?.options.idempotencyKey).toEqual(expect.any(String));
    expect(byTest('turbo-balance').textContent).toContain('₫\u00a0381,000');
    expect(byTest('turbo-mine').textContent).toBe('Your bet: ₫\u00a0127,000');
    expect((byTest('turbo-bet') as HTMLButtonElement).disabled).toBe(true);

    await emit(running(msUntil(150)));
    expect(byTest('turbo-cashout').textContent).toBe('Cash out ₫\u00a0190,500');
    await act(async () => fireEvent.click(byTest('turbo-cashout')));
    expect(callsTo('turbo/cashout')[0]?.input).toEqual({ game: 7 });
    expect(byTest('turbo-balance').textContent).toContain('₫\u00a0571,500');
    expect(byTest('turbo-mine').textContent).toBe('Cashed out at 1.50×: you won ₫\u00a0190,500');
    expect(screen.queryByTestId('turbo-cashout')).toBeNull();
  });

  it('puts Bet, Cash out and the bet line before the amount fields: on a phone they stay under the stage', async () => {
    net.answers['turbo/bet'] = () => ({ game: 7, bet: bet(), balance: '15' });
    const before = (first: HTMLElement, second: HTMLElement) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    await openGame();
    await emit(turboState());
    expect(before(byTest('turbo-bet'), byTest('turbo-amount'))).toBe(true);
    await act(async () => fireEvent.click(byTest('turbo-bet')));
    await emit(running(msUntil(120)));
    expect(before(byTest('turbo-cashout'), byTest('turbo-amount'))).toBe(true);
    expect(before(byTest('turbo-mine'), byTest('turbo-amount'))).toBe(true);
    expect(before(byTest('turbo-stage'), byTest('turbo-cashout'))).toBe(true);
  });

  it('shows an automatic cash-out when the multiplier reaches it, then reads the settled bet and balance', async () => {
    net.answers['turbo/bet'] = () => ({ game: 7, bet: bet({ auto_cashout: '2.00' }), balance: '15' });
    net.answers.query = () => ({ cash: '25' });
    await openGame();
    await emit(turboState());
    fireEvent.click(screen.getByRole('button', { name: '5 USDT' }));
    fireEvent.change(byTest('turbo-auto'), { target: { value: '2' } });
    await act(async () => fireEvent.click(byTest('turbo-bet')));
    expect(callsTo('turbo/bet')[0]?.input).toEqual({ token: TOKEN, amount: '5', auto_cashout: '2' });
    await emit(running(msUntil(190)));
    expect(byTest('turbo-mine').textContent).toBe('Your bet: ₫\u00a0127,000, auto cash-out at 2.00×');
    expect(byTest('turbo-cashout')).toBeTruthy();
    await advance(msUntil(200) - msUntil(190));
    expect(byTest('turbo-mine').textContent).toBe('Cashed out at 2.00×: you won ₫\u00a0254,000');
    expect(screen.queryByTestId('turbo-cashout')).toBeNull();

    const polled = count('turbo/state');
    net.answers['turbo/state'] = () => ({
      state: turboState({ phase: 'crashed', crash: '4.00', hash: 'ab'.repeat(32) }),
      mine: bet({ auto_cashout: '2.00', cashout: '2.00', win: '10', status: 'cashed' }),
    });
    await emit(turboState({ phase: 'crashed', crash: '4.00', hash: 'ab'.repeat(32) }));
    await flush();
    expect(count('turbo/state')).toBe(polled + 1);
    expect(count('query')).toBe(1);
    expect(byTest('turbo-balance').textContent).toContain('₫\u00a0635,000');
    expect(byTest('turbo-mine').dataset.status).toBe('cashed');
  });

  it('explains each refusal of a bet, renews an expired launch token, and keeps the key only for a lost answer', async () => {
    await openGame();
    await emit(turboState());
    const answers = [
      refusal(ErrorCode.INSUFFICIENT_BALANCE),
      refusal(ErrorCode.FORTUNE_ROUND_OVER),
      refusal(ErrorCode.FORTUNE_LIMIT_REACHED),
      refusal(ErrorCode.FORTUNE_EXCLUDED),
      new ApiError('FETCH_ERROR', 'offline', 0),
      refusal(ErrorCode.VALIDATION, { token: ['This game session ended: open the game again.'] }),
    ];
    net.answers['turbo/bet'] = () => {
      throw answers.shift();
    };
    const problems: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      await act(async () => fireEvent.click(byTest('turbo-bet')));
      problems.push(byTest('turbo-problem').dataset.problem);
    }
    expect(problems).toEqual(['balance', 'over', 'limit', 'paused', 'other', 'token']);
    const keys = callsTo('turbo/bet').map((c) => c.options.idempotencyKey);
    // A refusal is final (a new key next time); a lost answer is asked again with the same key.
    expect(new Set(keys.slice(0, 5)).size).toBe(5);
    expect(keys[5]).toBe(keys[4]);
    // The expired token made the game open again.
    expect(count('turbo/get_init_conf')).toBe(2);
    net.answers['turbo/bet'] = () => {
      throw refusal(ErrorCode.INSUFFICIENT_BALANCE);
    };
    await act(async () => fireEvent.click(byTest('turbo-bet')));
    expect(byTest('turbo-deposit').getAttribute('href')).toBe('/en-US/fortune/money');
  });

  it('says when the balance is short before asking, and when a cash-out came too late', async () => {
    net.answers['turbo/bet'] = () => ({ game: 7, bet: bet(), balance: '15' });
    net.answers['turbo/cashout'] = () => {
      throw refusal(ErrorCode.FORTUNE_ROUND_OVER);
    };
    await openGame();
    await emit(turboState());
    fireEvent.click(screen.getByRole('button', { name: '50 USDT' }));
    expect((byTest('turbo-bet') as HTMLButtonElement).disabled).toBe(true);
    expect(byTest('turbo-problem').dataset.problem).toBe('balance');
    fireEvent.click(screen.getByRole('button', { name: '5 USDT' }));
    await act(async () => fireEvent.click(byTest('turbo-bet')));
    await emit(running(3000));
    await act(async () => fireEvent.click(byTest('turbo-cashout')));
    expect(byTest('turbo-problem').dataset.problem).toBe('late');
    expect(byTest('turbo-problem').textContent).toContain(word('turbo.error.tooLate'));
    // The next round starts clean.
    await emit(turboState({ game: 8 }));
    expect(screen.queryByTestId('turbo-problem')).toBeNull();
    expect(screen.queryByTestId('turbo-mine')).toBeNull();
  });

  it('states the house edge and the odds in the rules', async () => {
    await openGame();
    await emit(turboState({ house_edge_percent: 4 }));
    await import('./play/turbo/rules-sheet.tsx');
    await act(async () => fireEvent.click(byTest('turbo-rules-open')));
    await flush();
    expect(byTest('turbo-rules-edge').textContent).toContain('4 %');
    expect(byTest('turbo-rules').textContent).toContain('2.00× or more: 48.00 %');
  });

  it('says why the game cannot be opened', async () => {
    net.answers['turbo/get_init_conf'] = () => {
      throw refusal(ErrorCode.FORTUNE_EXCLUDED);
    };
    await openGame();
    expect(byTest('turbo-open-refused')).toBeTruthy();
    expect(FakeEventSource.all).toHaveLength(0);
  });
});

/** A chain of `length` links from a seed, as the server makes it: game g (1 first) uses link length - g. */
function chainHistory(length: number, upTo: number, salt = 'test-salt'): TurboHistory {
  const links = ['5eed'.repeat(16)];
  for (let k = 1; k <= length; k++) links.push(nextLink(links[k - 1] as string));
  const games = [];
  for (let g = upTo; g >= 1; g--) {
    const hash = links[length - g] as string;
    games.push({ game: g, hash, crash: multiplierText(crashPointHundredths(hash, salt)), at: 1_800_000_000_000 });
  }
  return { commitment: links[length] as string, salt, chain_first_game: 1, games };
}

describe('turbo verifier', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  const rowsOf = () =>
    screen.getAllByTestId('turbo-verify-row').map((row) => [Number(row.dataset.game), row.dataset.ok === 'true']);

  it('hashes the round down to the commitment and recomputes its and the earlier crash points', async () => {
    const history = chainHistory(12, 8);
    net.answers['turbo/history'] = () => history;
    await renderLoaded(<FortuneTestPage />, { path: '/fortune/test', search: '?turbo=8' });
    expect((await screen.findByTestId('turbo-verify-chain', {}, { timeout: 5000 })).dataset.ok).toBe('true');
    expect(callsTo('turbo/history')[0]?.input).toEqual({ before: 9 });
    expect(byTest('turbo-verify-chain').textContent).toContain('Hashing it 8 times gives the commitment');
    expect(rowsOf()).toEqual([8, 7, 6, 5, 4, 3, 2, 1].map((g) => [g, true]));
    expect(byTest('turbo-verify-summary').dataset.bad).toBe('0');
    expect(screen.getByTestId('verify-mode-crash').getAttribute('aria-current')).toBe('page');
  });

  it('flags a crash point that its hash does not give, and a hash that does not lead to the commitment', async () => {
    const history = chainHistory(12, 8);
    const shown = history.games.map((g) => (g.game === 5 ? { ...g, crash: g.crash === '9.99' ? '9.98' : '9.99' } : g));
    net.answers['turbo/history'] = () => ({ ...history, games: shown });
    const view = await renderLoaded(<FortuneTestPage />, { path: '/fortune/test', search: '?turbo=8' });
    expect((await screen.findByTestId('turbo-verify-chain', {}, { timeout: 5000 })).dataset.ok).toBe('true');
    expect(rowsOf().filter(([, ok]) => !ok)).toEqual([[5, false]]);
    expect(byTest('turbo-verify-summary').dataset.bad).toBe('1');
    view.unmount();
    queryClient.clear();

    net.answers['turbo/history'] = () => ({ ...history, commitment: nextLink(history.commitment) });
    await renderLoaded(<FortuneTestPage />, { path: '/fortune/test', search: '?turbo=8' });
    expect((await screen.findByTestId('turbo-verify-chain', {}, { timeout: 5000 })).dataset.ok).toBe('false');
    expect(byTest('turbo-verify-chain').textContent).toContain('does not give the commitment');
  });

  it('checks the latest round when none is named, and says when a round has not crashed', async () => {
    net.answers['turbo/history'] = (input) => (input.before ? { ...chainHistory(12, 3) } : chainHistory(12, 10));
    await renderLoaded(<FortuneTestPage />, { path: '/fortune/test', search: '?mode=crash' });
    expect((await screen.findByTestId('turbo-verify-chain', {}, { timeout: 5000 })).dataset.ok).toBe('true');
    expect(rowsOf()[0]).toEqual([10, true]);
    fireEvent.change(byTest('turbo-verify-game'), { target: { value: '11' } });
    fireEvent.submit(byTest('turbo-verify-game').closest('form') as HTMLFormElement);
    expect(await screen.findByTestId('turbo-verify-missing')).toBeTruthy();
    expect(callsTo('turbo/history').at(-1)?.input).toEqual({ before: 12 });
  });
});
