import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { bonusFor } from './pay/pay-notes.tsx';
import FortunePayPage from './pay-page.tsx';
import { ACCOUNT, loadTexts, messages, RECHARGE_CONF, renderAt, renderLoaded, VND } from './testing/fixtures.tsx';
import { failed, hooks, loaded, mutation, pending, resetHooks } from './testing/mock-queries.ts';

/** /fortune/money/pay at the hook boundary: channels, presets, the first-deposit bonus, deposit limits, paying. */
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
const host = vi.hoisted(() => ({ canPay: false, pay: vi.fn(async () => undefined) }));
vi.mock('../../hosts/host.ts', () => ({
  getHost: () => ({ can: (capability: string) => capability === 'pay' && host.canPay, pay: host.pay }),
}));

type Fn = ReturnType<typeof vi.fn>;
const text = messages('fortune') as Record<string, Record<string, unknown>>;
const word = (path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], text) as string;

const ORDER = {
  order_id: 'r_1',
  kind: 'recharge',
  status: 'created',
  channel: 'momo',
  market: 'vn',
  currency: 'VND',
  fiat_amount: '254000',
  fee: '0',
  refunded_amount: '0',
  coin: 'USDT',
  coin_amount: '10',
  late: false,
  reason: '',
  created_at: 1_795_000_000,
  updated_at: 1_795_000_000,
};

beforeAll(loadTexts);
beforeEach(() => {
  resetHooks();
  host.canPay = false;
  host.pay.mockClear();
  hooks.countries = loaded({ markets: [VND], current: 'vn', available: true });
  hooks.account = loaded(ACCOUNT);
  hooks.rechargeConf = loaded(RECHARGE_CONF);
});
afterEach(cleanup);

const render = () => renderAt(<FortunePayPage />, { path: '/fortune/money/pay' });
const submit = () => screen.getByTestId('pay-submit') as HTMLButtonElement;

describe('pay page', () => {
  it('shows skeletons while loading and a retry on failure', () => {
    hooks.rechargeConf = pending();
    render();
    expect(screen.getByTestId('pay-loading')).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    hooks.rechargeConf = { ...failed(), refetch };
    render();
    fireEvent.click(screen.getByTestId('pay-retry'));
    expect(refetch).toHaveBeenCalled();
  });

  it('explains the first-deposit bonus and what this amount earns', () => {
    render();
    const bonus = screen.getByTestId('pay-bonus');
    expect(bonus.textContent).toContain('100%');
    expect(bonus.textContent).toContain('₫\u00a01,270,000');
    expect(bonus.textContent).toContain('10 times within 30 days');
    fireEvent.click(screen.getByTestId('preset-254000'));
    expect(screen.getByTestId('pay-bonus-earned').textContent).toContain('₫\u00a0254,000 bonus');
    expect(screen.getByTestId('pay-bonus-earned').textContent).toContain('₫\u00a02,540,000');
  });

  it('caps the bonus at its maximum', () => {
    expect(bonusFor('254000', RECHARGE_CONF)).toBe('10.000000');
    expect(bonusFor('5080000', RECHARGE_CONF)).toBe('50');
    const none = { ...RECHARGE_CONF, first_deposit_bonus: { ...RECHARGE_CONF.first_deposit_bonus, eligible: false } };
    expect(bonusFor('254000', none)).toBe('0');
  });

  it('says when no deposit limit is set, with a link to set one', () => {
    render();
    expect(screen.getByTestId('pay-allowance').textContent).toContain(word('pay.noLimit'));
    expect(screen.getByText(word('pay.setLimit')).getAttribute('href')).toBe('/en-US/fortune?tab=me#limits');
  });

  it('refuses an amount over what the deposit limits leave, before asking the server', () => {
    hooks.rechargeConf = loaded({ ...RECHARGE_CONF, deposit_allowance: '5' });
    render();
    expect(screen.getByTestId('pay-allowance').textContent).toContain('₫\u00a0127,000');
    fireEvent.click(screen.getByTestId('preset-254000'));
    expect(screen.getByText('Over your deposit limit: ₫ 127,000 left.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('preset-100000'));
    expect(submit().disabled).toBe(false);
  });

  it('shows a clear refusal when the deposit limit is used up', () => {
    hooks.rechargeConf = loaded({ ...RECHARGE_CONF, deposit_allowance: '0' });
    render();
    expect(screen.getByTestId('pay-blocked').textContent).toContain(word('pay.limitReached'));
    expect(submit().disabled).toBe(true);
  });

  it("shows the server's refusal when a recharge goes past a limit", async () => {
    const recharge = mutation();
    const refusal = new ApiError('business', 'This would go past a limit you set.', 200, 2604);
    (recharge.mutateAsync as Fn).mockRejectedValue(refusal);
    hooks.recharge = { ...recharge, isError: true, error: refusal };
    render();
    expect(screen.getByTestId('pay-error').textContent).toContain('limit');
  });

  it('recharges the chosen channel and amount, then opens the checkout', async () => {
    const assign = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, assign }, configurable: true });
    hooks.recharge = mutation({ order: ORDER, checkout_url: 'https://pay.example/c/1', instructions: [], bonus: '10' });
    render();
    fireEvent.click(screen.getByTestId('channel-bank'));
    fireEvent.change(screen.getByTestId('pay-amount'), { target: { value: '254000' } });
    await act(async () => fireEvent.click(submit()));
    expect((hooks.recharge as { mutateAsync: Fn }).mutateAsync).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'bank', fiat_amount: '254000' }),
    );
    expect(assign).toHaveBeenCalledWith('https://pay.example/c/1');
  });

  it("uses the native app's payment sheet when the host has one", async () => {
    host.canPay = true;
    hooks.recharge = mutation({ order: ORDER, checkout_url: 'https://pay.example/c/1', instructions: [], bonus: '0' });
    render();
    await act(async () => fireEvent.click(submit()));
    expect(host.pay).toHaveBeenCalledWith(expect.objectContaining({ order_id: 'r_1', channel: 'momo' }));
  });

  it('shows the payment instructions when there is no checkout page', async () => {
    hooks.recharge = mutation({
      order: ORDER,
      checkout_url: '',
      instructions: [{ label: 'Reference', value: 'FT-123' }],
      bonus: '0',
    });
    render();
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByTestId('pay-instructions').textContent).toContain('FT-123');
    expect(screen.getByTestId('pay-back').getAttribute('href')).toBe('/en-US/fortune/money');
  });

  it('refuses deposits during a self-exclusion', async () => {
    hooks.account = loaded({ ...ACCOUNT, exclusion: { kind: 'self_exclusion', ends_at: 1_900_000_000 } });
    await renderLoaded(<FortunePayPage />, { path: '/fortune/money/pay' });
    expect(await screen.findByTestId('fortune-exclusion')).toBeTruthy();
    expect(screen.getByText(word('pay.paused'))).toBeTruthy();
    expect(screen.queryByTestId('pay-submit')).toBeNull();
  });
});
