import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { canUnlock } from './money/locked-list.tsx';
import FortuneMoneyPage from './money-page.tsx';
import {
  ACCOUNT,
  bonus,
  loadTexts,
  messages,
  RECHARGE_CONF,
  renderAt,
  renderLoaded,
  VND,
} from './testing/fixtures.tsx';
import { failed, hooks, loaded, mutation, pending, resetHooks } from './testing/mock-queries.ts';

/** /fortune/money at the hook boundary: balances, locked bonuses and unlock, the ticker, movements, withdrawal. */
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

type Fn = ReturnType<typeof vi.fn>;
const text = messages('fortune') as Record<string, Record<string, unknown>>;
const word = (path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], text) as string;

const ASSETS = { currency: VND, assets: [{ coin: 'USDT', cash: '12.5', locked: '15', claimable: '2' }] };
const ACCOUNTS = {
  list: [
    {
      id: 5,
      channel: 'momo',
      holder: 'Nguyen Van A',
      number_masked: '****5678',
      usable_from: 1_700_000_000,
      created_at: 1_700_000_000,
    },
  ],
};

beforeAll(loadTexts);
beforeEach(() => {
  resetHooks();
  hooks.countries = loaded({ markets: [VND], current: 'vn', available: true });
  hooks.account = loaded(ACCOUNT);
  hooks.assets = loaded(ASSETS);
  hooks.locked = loaded({ total_locked: '15', bonuses: [bonus(1, '100', '100'), bonus(2, '40', '100')] });
  hooks.assetDetail = loaded({
    currency: VND,
    asset: ASSETS.assets[0],
    bonuses: [],
    movements: [
      { id: 9, kind: 'recharge', direction: 'in', amount: '10', at: 1_795_000_000 },
      { id: 8, kind: 'hold', direction: 'out', amount: '2', at: 1_794_000_000 },
      { id: 7, kind: 'something_new', direction: 'in', amount: '1', at: 1_793_000_000 },
    ],
  });
  hooks.withdrawLogs = loaded({ items: [{ name: 'Ng***en', amount: '100', currency: VND, at: 1_795_000_000 }] });
  hooks.rechargeConf = loaded(RECHARGE_CONF);
  hooks.payoutAccounts = loaded(ACCOUNTS);
});
afterEach(cleanup);

describe('money page', () => {
  it('shows cash, locked and claimable money, and links to deposit and to the limits', () => {
    renderAt(<FortuneMoneyPage />, { path: '/fortune/money' });
    expect(screen.getByTestId('money-cash').textContent).toBe('₫\u00a0317,500');
    expect(screen.getByTestId('money-locked').textContent).toBe('₫\u00a0381,000');
    expect(screen.getByTestId('money-claimable').textContent).toBe('₫\u00a050,800');
    expect(screen.getByTestId('money-deposit').getAttribute('href')).toBe('/en-US/fortune/money/pay');
    expect(screen.getByTestId('money-limits').getAttribute('href')).toBe('/en-US/fortune?tab=me#limits');
    expect(screen.getByTestId('fortune-tab-pay').getAttribute('aria-current')).toBe('page');
  });

  it('enables unlock only for a bonus whose wagering is met', () => {
    renderAt(<FortuneMoneyPage />, { path: '/fortune/money' });
    const met = screen.getByTestId('unlock-1') as HTMLButtonElement;
    const short = screen.getByTestId('unlock-2') as HTMLButtonElement;
    expect(met.disabled).toBe(false);
    expect(short.disabled).toBe(true);
    expect(short.textContent).toBe(word('locked.keepPlaying'));
    expect(screen.getByTestId('bonus-2').textContent).toContain('Wagered ₫\u00a01,016,000 of ₫\u00a02,540,000');
    fireEvent.click(short);
    const { mutate } = hooks.unlock as { mutate: Fn };
    expect(mutate).not.toHaveBeenCalled();
    fireEvent.click(met);
    expect(mutate).toHaveBeenCalledWith(1);
  });

  it('compares wagering as decimals, not as text or floats', () => {
    expect(canUnlock(bonus(1, '100.000001', '100'))).toBe(true);
    expect(canUnlock(bonus(1, '99.999999', '100'))).toBe(false);
    expect(canUnlock(bonus(1, '9', '10'))).toBe(false);
    expect(canUnlock(bonus(1, '100', '100', 'unlocked'))).toBe(false);
  });

  it('explains an empty bonus list, and offers a retry when it fails', () => {
    hooks.locked = loaded({ total_locked: '0', bonuses: [] });
    renderAt(<FortuneMoneyPage />, { path: '/fortune/money' });
    expect(screen.getByText(word('locked.empty'))).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    hooks.locked = { ...failed(), refetch };
    renderAt(<FortuneMoneyPage />, { path: '/fortune/money' });
    fireEvent.click(screen.getByTestId('locked-retry'));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows recent withdrawals and the latest movements', () => {
    renderAt(<FortuneMoneyPage />, { path: '/fortune/money' });
    expect(screen.getByTestId('withdraw-ticker').textContent).toContain('Ng***en withdrew ₫\u00a02,540,000');
    expect(screen.getByTestId('movement-9').textContent).toContain(`${word('movements.kind.deposit')}`);
    expect(screen.getByTestId('movement-9').textContent).toContain('+₫\u00a0254,000');
    expect(screen.getByTestId('movement-8').textContent).toContain('-₫\u00a050,800');
    expect(screen.getByTestId('movement-7').textContent).toContain(word('movements.kind.other'));
  });

  it('shows one placeholder while the balances or the locked bonuses load, so nothing jumps in later', () => {
    for (const which of ['assets', 'locked'] as const) {
      const answered = hooks[which];
      hooks[which] = pending();
      renderAt(<FortuneMoneyPage />, { path: '/fortune/money' });
      expect(screen.getByTestId('money-loading')).toBeTruthy();
      expect(screen.queryByTestId('money-cash')).toBeNull();
      expect(screen.queryByTestId('money-withdraw')).toBeNull();
      cleanup();
      if (answered) hooks[which] = answered;
    }
  });

  it('hides the deposit button during a time-out but still lets the player withdraw', async () => {
    hooks.account = loaded({ ...ACCOUNT, exclusion: { kind: 'self_exclusion', ends_at: 1_900_000_000 } });
    await renderLoaded(<FortuneMoneyPage />, { path: '/fortune/money' });
    expect(await screen.findByTestId('fortune-exclusion')).toBeTruthy();
    expect(screen.queryByTestId('money-deposit')).toBeNull();
    expect(screen.getByTestId('money-withdraw')).toBeTruthy();
  });
});

describe('withdraw sheet', () => {
  /** The sheet's code loads on the first tap: tap inside an awaited act, then wait for the sheet. */
  async function openWithdraw() {
    await act(async () => fireEvent.click(screen.getByTestId('money-withdraw')));
    await screen.findByTestId('withdraw-sheet');
  }

  it('withdraws an amount in the market currency to a saved account, never more than the cash', async () => {
    hooks.withdraw = mutation({ order: { status: 'review', fiat_amount: '254000' } });
    renderAt(<FortuneMoneyPage />, { path: '/fortune/money' });
    await openWithdraw();
    expect(screen.getByTestId('payout-5').textContent).toContain('****5678');
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '400000' } });
    expect(screen.getByText(word('withdraw.overCash'))).toBeTruthy();
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '254000' } });
    await act(async () => fireEvent.click(screen.getByTestId('withdraw-submit')));
    const { mutate } = hooks.withdraw as { mutate: Fn };
    expect(mutate).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'momo', fiat_amount: '254000', account_id: 5 }),
      expect.anything(),
    );
    expect(typeof (mutate.mock.calls[0]?.[0] as { key?: string } | undefined)?.key).toBe('string');
  });

  it('sends the player to add a payout account when there is none', async () => {
    hooks.payoutAccounts = loaded({ list: [] });
    renderAt(<FortuneMoneyPage />, { path: '/fortune/money' });
    await openWithdraw();
    expect(screen.getByText(word('withdraw.addAccount')).getAttribute('href')).toBe('/en-US/user/withdraw-payment');
  });
});
