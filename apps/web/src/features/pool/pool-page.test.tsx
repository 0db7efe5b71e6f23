import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import { formatCountdown } from './countdown.tsx';
import PoolPage from './pool-page.tsx';
import type { PoolInfo, PoolPeriod } from './queries.ts';

type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({
  userId: 100001,
  info: {} as Hook,
  periods: {} as Hook,
  stake: {} as Hook,
  unstake: {} as Hook,
}));
vi.mock('./queries.ts', () => ({
  usePlayerId: () => hooks.userId,
  usePoolInfoQuery: () => hooks.info,
  usePoolPeriodsQuery: () => hooks.periods,
  useStakeMutation: (d: 'stake' | 'unstake') => (d === 'stake' ? hooks.stake : hooks.unstake),
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const NOW = 1_800_000_000;
const info = (me: PoolInfo['me']): PoolInfo => ({
  coin: 'USDT',
  stake_coin: 'KC',
  period_id: 7,
  starts_at: NOW - 3600,
  ends_at: NOW + 2 * 3600 + 5 * 60 + 9,
  now: NOW,
  pool: '1234.5',
  carried: '0.04',
  accrued: '1234.46',
  share_bps: 2000,
  total_counted: '5000',
  holders: 12,
  min_stake: '1',
  me,
});
const ME = {
  staked: '600',
  counted: '500',
  pending: '100',
  share_ppm: 100_000,
  estimate: '123.45',
  kc_balance: '75.5',
  paid_total: '9.87',
};
const period = (id: number, payout: string): PoolPeriod => ({
  id,
  starts_at: NOW - 86_400,
  ends_at: NOW - 3600,
  status: 'settled',
  pot: '88.8',
  funded: '80',
  carried_in: '8.8',
  paid: '88.79',
  dust: '0.01',
  holders: 9,
  total_counted: '4000',
  my_counted: '400',
  my_payout: payout,
  my_paid_at: payout === '0' ? null : NOW - 3000,
  settled_at: NOW - 3000,
});
const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/pool' } as const;
const show = () =>
  render(
    <RouteContext.Provider value={ROUTE}>
      <PoolPage />
    </RouteContext.Provider>,
  );

beforeAll(() => {
  for (const ns of ['common', 'pool']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
beforeEach(() => {
  hooks.userId = 100001;
  hooks.info = { isPending: false, isError: false, data: info(ME), refetch: vi.fn() };
  hooks.periods = {
    isPending: false,
    isError: false,
    data: { pages: [{ list: [period(6, '8.88'), period(5, '0')], has_more: false }] },
    hasNextPage: false,
  };
  hooks.stake = {
    isPending: false,
    mutateAsync: vi.fn(async () => ({ staked: '610', counted: '500', pending: '110', kc_balance: '65.5' })),
  };
  hooks.unstake = { isPending: false, mutateAsync: vi.fn() };
});
afterEach(cleanup);

describe('pool page', () => {
  it('shows the total staked in the big-number format (spec section 5)', () => {
    show();
    expect(screen.getByTestId('pool-total-staked').textContent).toBe('5,000 KC');
    cleanup();
    hooks.info = {
      isPending: false,
      isError: false,
      data: { ...info(ME), total_counted: '123456789.5' },
      refetch: vi.fn(),
    };
    show();
    expect(screen.getByTestId('pool-total-staked').textContent).toBe('123.4M KC');
  });

  it('shows the pool, the countdown, my share and estimate, and my payouts', () => {
    show();
    expect(screen.getByTestId('pool-size').textContent).toBe('1,234.50 USDT');
    expect(screen.getByTestId('pool-countdown').textContent).toMatch(/^2:05:0[89]$/);
    expect(screen.getByTestId('pool-my-stake').textContent).toBe('600.00 KC');
    expect(screen.getByTestId('pool-my-share').textContent).toBe('10%');
    expect(screen.getByTestId('pool-my-estimate').textContent).toBe('123.45 USDT');
    expect(screen.getByTestId('pool-pending').textContent).toContain('100.00 KC counts from the next period');
    expect(screen.getAllByTestId('pool-my-payout').map((e) => e.textContent)).toEqual(['+8.88 USDT', '-']);
  });

  it('stakes with an idempotency key per tap and says what happened; refuses more than the wallet has', async () => {
    show();
    const submit = screen.getByTestId('pool-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Amount (KC)'), { target: { value: '80' } });
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('You have 75.50 KC at most')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount (KC)'), { target: { value: '10' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect((await screen.findByTestId('pool-message')).textContent).toBe('Staked 10.00 KC. Your stake: 610.00 KC.');
    const call = (hooks.stake.mutateAsync as ReturnType<typeof vi.fn>).mock.calls[0]?.[0];
    expect(call.amount).toBe('10');
    expect(call.key).toMatch(/.{8,}/);
  });

  it('visitors see the pool and a log-in call; loading and errors have their own states', () => {
    hooks.userId = 0;
    hooks.info = { isPending: false, isError: false, data: info(null), refetch: vi.fn() };
    show();
    expect(screen.getByTestId('pool-size')).toBeTruthy();
    expect(screen.queryByTestId('pool-stake')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toContain('/user/login-home');
    cleanup();
    hooks.info = { isPending: true, isError: false, refetch: vi.fn() };
    show();
    expect(screen.getByLabelText('Loading the prize pool')).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    hooks.info = { isPending: false, isError: true, refetch };
    hooks.periods = { isPending: false, isError: false, data: { pages: [{ list: [], has_more: false }] } };
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
    expect(screen.getByText('No period has been settled yet.')).toBeTruthy();
  });

  it('formats countdowns past a day', () => {
    expect(formatCountdown(27 * 3600 + 61)).toBe('27:01:01');
    expect(formatCountdown(-5)).toBe('0:00:00');
  });
});
