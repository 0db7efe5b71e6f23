import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import { shortBy } from './logic.ts';
import PvpPage from './pvp-page.tsx';
import type { PvpTiers } from './queries.ts';

type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({
  tiers: {} as Hook,
  mine: {} as Hook,
  join: { mutate: vi.fn(), isPending: false } as Hook,
  userId: 7,
}));
vi.mock('./queries.ts', () => ({
  useUserId: () => hooks.userId,
  useTiersQuery: () => hooks.tiers,
  useMyMatchesQuery: () => hooks.mine,
  useJoin: () => hooks.join,
  useLeave: () => ({ mutate: vi.fn(), isPending: false }),
  useEntryQuery: () => ({}),
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/pvp/detail' } as never;

const tiers = (balance: string | null): PvpTiers => ({
  coin: 'USDT',
  fee_bp: 500,
  grace_seconds: 60,
  rounds: 3,
  tiers: [
    { stake: '1', fee: '0.1', payout: '1.9' },
    { stake: '5', fee: '0.5', payout: '9.5' },
    { stake: '20', fee: '2', payout: '38' },
  ],
  balance,
});

const ready = (data: unknown) => ({ isPending: false, isError: false, data, refetch: vi.fn() });

function show() {
  hooks.mine = ready({ list: [], has_more: false, waiting: null });
  return render(
    <RouteContext.Provider value={ROUTE}>
      <PvpPage />
    </RouteContext.Provider>,
  );
}

beforeAll(() => {
  for (const ns of ['common', 'pvp']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
afterEach(cleanup);

describe('shortBy', () => {
  it('says what a balance lacks for a stake, without floats', () => {
    expect(shortBy('3', '5')).toBe('2');
    expect(shortBy('4.5', '5')).toBe('0.5');
    expect(shortBy('0.000001', '1')).toBe('0.999999');
    expect(shortBy('0', '20')).toBe('20');
    expect(shortBy('5', '5')).toBeNull();
    expect(shortBy('5.000001', '5')).toBeNull();
    expect(shortBy('123456.78', '20')).toBeNull();
    expect(shortBy(null, '20')).toBeNull();
  });
});

describe('the PvP lobby', () => {
  it('shows the game balance with a top-up link, and disables the stakes it cannot cover with a reason', () => {
    hooks.tiers = ready(tiers('3'));
    show();
    const balance = screen.getByTestId('pvp-balance');
    expect(balance.textContent).toContain('Game balance: 3.00 USDT');
    expect(within(balance).getByRole('link', { name: 'Top up' }).getAttribute('href')).toBe('/en-US/win/money');
    const rows = screen.getAllByTestId('pvp-tier');
    const button = (i: number) => within(rows[i] as HTMLElement).getByTestId('pvp-join') as HTMLButtonElement;
    expect(button(0).disabled).toBe(false);
    expect(within(rows[0] as HTMLElement).queryByTestId('pvp-short')).toBeNull();
    expect(button(1).disabled).toBe(true);
    expect(within(rows[1] as HTMLElement).getByTestId('pvp-short').textContent).toBe('Needs 2.00 USDT more');
    expect(button(2).disabled).toBe(true);
    const reason = within(rows[2] as HTMLElement).getByTestId('pvp-short');
    expect(reason.textContent).toBe('Needs 17.00 USDT more');
    expect(button(2).getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(button(0));
    expect(hooks.join.mutate).toHaveBeenCalledWith(
      expect.objectContaining({ stake: '1', client_seed: expect.stringMatching(/^[0-9a-f]{16}$/) }),
      expect.anything(),
    );
  });

  it('leaves every stake playable when the balance covers them', () => {
    hooks.tiers = ready(tiers('100'));
    show();
    expect(screen.getAllByTestId('pvp-join').every((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.queryByTestId('pvp-short')).toBeNull();
  });
});
