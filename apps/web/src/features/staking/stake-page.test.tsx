import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import type { StakePool, StakePosition } from './queries.ts';
import StakePage from './stake-page.tsx';

type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({
  pools: {} as Hook,
  positions: {} as Hook,
  deposit: { mutate: vi.fn(), isPending: false, isError: false } as Hook,
  action: { mutate: vi.fn(), isPending: false, isError: false } as Hook,
  userId: 7,
}));
vi.mock('./queries.ts', () => ({
  useUserId: () => hooks.userId,
  useStakePools: () => hooks.pools,
  useStakePositions: () => hooks.positions,
  useStakeDeposit: () => hooks.deposit,
  useStakeAction: () => hooks.action,
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const now = 1_800_000_000;
const DAY = 86_400;

const pool = (id: number, lockDays: number, apr: number): StakePool => ({
  id,
  market: 'vn',
  coin: 'KTHER',
  apr_bps: apr,
  lock_days: lockDays,
  min_amount: '10',
  total_staked: '1500',
  status: 'open',
  mine: lockDays === 30 ? '50' : '0',
});
const position = (over: Partial<StakePosition>): StakePosition => ({
  id: 1,
  pool_id: 2,
  coin: 'KTHER',
  amount: '50',
  apr_bps: 800,
  lock_days: 30,
  status: 'staked',
  started_at: now - DAY,
  lock_ends_at: now + 29 * DAY,
  unstaked_at: null,
  release_at: null,
  returned_at: null,
  pending: '0.010958',
  claimed: '0',
  ...over,
});
const route = { locale: 'en-US', route: undefined, params: { _splat: 'stake' }, path: '/voteV2/stake' } as never;
const page = () => (
  <RouteContext.Provider value={route}>
    <StakePage />
  </RouteContext.Provider>
);
const ok = (data: unknown) => ({ isPending: false, isError: false, data, refetch: vi.fn() });

beforeAll(() => {
  for (const ns of ['common', 'staking']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
beforeEach(() => {
  hooks.userId = 7;
  hooks.pools = ok({ pools: [pool(1, 0, 400), pool(2, 30, 800), pool(3, 90, 1200)], cooldown_seconds: 72 * 3600, now });
  hooks.positions = ok({ positions: [], now });
  (hooks.deposit.mutate as ReturnType<typeof vi.fn>).mockClear();
  (hooks.action.mutate as ReturnType<typeof vi.fn>).mockClear();
});
afterEach(cleanup);

describe('/voteV2/stake', () => {
  it('shows a coin’s lock options and stakes in the chosen one with one key per intent', async () => {
    render(page());
    const locks = await screen.findAllByTestId('stake-lock');
    expect(locks.map((l) => l.textContent)).toEqual(['Flexible · 4.00%', '30 days · 8.00%', '90 days · 12.00%']);
    expect(locks[0]?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(locks[2] as HTMLElement);
    expect(screen.getAllByTestId('stake-lock')[2]?.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('12.00% APR')).toBeTruthy();
    expect(
      screen.getByText('Locked until the period ends; after unstaking the coins come back 72 h later.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('stake-submit'));
    const mutate = hooks.deposit.mutate as ReturnType<typeof vi.fn>;
    expect(mutate).toHaveBeenCalledTimes(1);
    const sent = mutate.mock.calls[0]?.[0] as { pool_id: number; amount: string; key: string };
    expect(sent).toMatchObject({ pool_id: 3, amount: '25' });
    fireEvent.click(screen.getByTestId('stake-submit'));
    expect(mutate.mock.calls[1]?.[0]).toMatchObject({ key: sent.key });
  });

  it('offers claim, refuses an unstake while locked, and collect only once the cooldown is over', async () => {
    hooks.positions = ok({
      positions: [
        position({ id: 1 }),
        position({ id: 2, lock_days: 0, lock_ends_at: null, pending: '0.5' }),
        position({ id: 3, status: 'cooling', pending: '0', release_at: now + 3600, unstaked_at: now - 60 }),
        position({ id: 4, status: 'cooling', pending: '0', release_at: now - 1, unstaked_at: now - 3 * DAY }),
      ],
      now,
    });
    render(page());
    const cards = await screen.findAllByTestId('stake-position');
    expect(cards.map((c) => c.getAttribute('data-status'))).toEqual(['staked', 'staked', 'cooling', 'cooling']);
    const unstakes = screen.getAllByTestId('stake-unstake') as HTMLButtonElement[];
    expect(unstakes.map((b) => b.disabled)).toEqual([true, false]);
    const collects = screen.getAllByTestId('stake-collect') as HTMLButtonElement[];
    expect(collects.map((b) => b.disabled)).toEqual([true, false]);
    fireEvent.click(screen.getAllByTestId('stake-claim')[1] as HTMLElement);
    fireEvent.click(unstakes[1] as HTMLElement);
    fireEvent.click(collects[1] as HTMLElement);
    expect((hooks.action.mutate as ReturnType<typeof vi.fn>).mock.calls.map((c) => c[0])).toEqual([
      { action: 'claim', position_id: 2 },
      { action: 'unstake', position_id: 2 },
      { action: 'collect', position_id: 4 },
    ]);
    expect(screen.getAllByTestId('stake-pending')[1]?.textContent).toBe('+0.50000000 KTHER');
  });

  it('shows the empty, error and signed-out states', async () => {
    hooks.pools = ok({ pools: [], cooldown_seconds: 0, now });
    const view = render(page());
    expect(await screen.findByText('No staking pools in your market yet')).toBeTruthy();
    expect(screen.getByText('You have not staked anything yet')).toBeTruthy();
    hooks.pools = { isPending: false, isError: true, data: undefined, refetch: vi.fn() };
    hooks.userId = 0;
    view.rerender(page());
    expect(screen.queryByTestId('stake-positions')).toBeNull();
    expect(screen.queryByTestId('stake-coin')).toBeNull();
    expect(screen.getByText('Could not load this, check your connection.')).toBeTruthy();
    expect(screen.getByText('Log in to continue')).toBeTruthy();
  });
});
