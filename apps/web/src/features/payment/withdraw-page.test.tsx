import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import type { Channels, PayoutAccount } from './queries.ts';
import WithdrawPage from './withdraw-page.tsx';

/** /user/withdraw at its hook boundary: loading, no account, an account still cooling down, a withdrawal. */
type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({
  loggedIn: true,
  channels: {} as Hook,
  accounts: {} as Hook,
  quote: {} as Hook,
  withdraw: {} as Hook,
}));
vi.mock('./queries.ts', () => ({
  useLoggedIn: () => hooks.loggedIn,
  useChannelsQuery: () => hooks.channels,
  useAccountsQuery: () => hooks.accounts,
  useQuoteMutation: () => hooks.quote,
  useWithdrawMutation: () => hooks.withdraw,
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const text = messages('payment') as { withdraw: Record<string, string> };

const ID: Channels = {
  market: 'id',
  currency: 'IDR',
  symbol: 'Rp',
  decimals: 0,
  coin: 'USDT',
  rate: '16200',
  channels: [
    {
      id: 'dana',
      kind: 'ewallet',
      directions: ['recharge', 'withdraw'],
      min: '33000',
      max: '33000000',
      fee_bps: 150,
      fee_fixed: '0',
      presets: [],
    },
  ],
};
const account = (usableFrom: number): PayoutAccount => ({
  id: 5,
  channel: 'dana',
  holder: 'Budi Santoso',
  number_masked: '•••• 7890',
  created_at: 1,
  usable_from: usableFrom,
});
const idle = { isPending: false, isError: false, data: undefined, refetch: vi.fn() };

beforeAll(() => {
  addMessages('common', 'en-US', messages('common'));
  addMessages('payment', 'en-US', messages('payment'));
  setLocale('en-US');
});
beforeEach(() => {
  hooks.loggedIn = true;
  hooks.channels = { ...idle, data: ID };
  hooks.accounts = { ...idle, data: { list: [account(1)] } };
  hooks.quote = {
    isPending: false,
    isError: false,
    mutateAsync: vi.fn(async () => ({ quote_id: 'q_1234567890123456' })),
  };
  hooks.withdraw = { isPending: false, isError: false, data: undefined, mutateAsync: vi.fn(async () => ({})) };
});
afterEach(cleanup);

const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/user/withdraw' } as const;
const renderPage = () =>
  render(
    <RouteContext.Provider value={ROUTE}>
      <WithdrawPage />
    </RouteContext.Provider>,
  );

describe('withdraw page', () => {
  it('asks a visitor to log in and come back', () => {
    hooks.loggedIn = false;
    renderPage();
    expect(screen.getByTestId('payment-visitor')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-submit')).toBeNull();
  });

  it('shows skeletons while loading', () => {
    hooks.accounts = { ...idle, isPending: true };
    renderPage();
    expect(screen.getByTestId('withdraw-loading')).toBeTruthy();
  });

  it('leads to adding a payout account when there is none', () => {
    hooks.accounts = { ...idle, data: { list: [] } };
    renderPage();
    expect(screen.getByText(text.withdraw.noAccount as string)).toBeTruthy();
    expect(screen.getByRole('link', { name: text.withdraw.addAccount as string }).getAttribute('href')).toContain(
      '/user/withdraw-payment',
    );
  });

  it('waits while a new account cools down', () => {
    hooks.accounts = { ...idle, data: { list: [account(Math.floor(Date.now() / 1000) + 3600)] } };
    renderPage();
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '40000' } });
    expect(screen.getByTestId('account-waiting')).toBeTruthy();
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('quotes the amount and withdraws to the chosen account', async () => {
    renderPage();
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '40000' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() =>
      expect(hooks.withdraw.mutateAsync).toHaveBeenCalledWith({ quote_id: 'q_1234567890123456', account_id: 5 }),
    );
    expect(hooks.quote.mutateAsync).toHaveBeenCalledWith({
      channel: 'dana',
      direction: 'withdraw',
      fiat_amount: '40000',
    });
  });
});
