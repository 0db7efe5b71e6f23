import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import type { Channels, Readiness, Statement } from './queries.ts';
import ReportPage from './report-page.tsx';
import { statementCsv } from './statement-csv.ts';
import VerifyPage from './verify-page.tsx';
import WithdrawQuantityPage, { withdrawPresets } from './withdraw-quantity-page.tsx';

/** /user/report, /user/verify and /user/withdraw-quantity at their hook boundary (./queries.ts replaced). */
type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({
  loggedIn: true,
  statement: {} as Hook,
  readiness: {} as Hook,
  channels: {} as Hook,
  days: [] as number[],
}));

vi.mock('./queries.ts', () => ({
  useLoggedIn: () => hooks.loggedIn,
  useStatementQuery: (days: number) => {
    hooks.days.push(days);
    return hooks.statement;
  },
  useReadinessQuery: () => hooks.readiness,
  useChannelsQuery: () => hooks.channels,
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (namespace: string) =>
  JSON.parse(readFileSync(join(I18N, namespace, 'en-US.json'), 'utf8')) as Messages;

const STATEMENT: Statement = {
  from: 1_792_000_000,
  to: 1_794_592_000,
  coins: [
    {
      coin: 'KC',
      income: '1200.5',
      spending: '200',
      net: '1000.5',
      categories: [
        { category: 'tasks', income: '1200.5', spending: '0', count: 3 },
        { category: 'exchange', income: '0', spending: '200', count: 1 },
      ],
    },
  ],
  rows: [
    { id: 9, at: 1_794_500_000, coin: 'KC', category: 'exchange', kind: 'swap', direction: 'out', amount: '200' },
    { id: 8, at: 1_794_400_000, coin: 'KC', category: 'tasks', kind: 'cpl', direction: 'in', amount: '1200.5' },
  ],
  truncated: false,
};

const READY: Readiness = {
  phone_bound: true,
  frozen: false,
  accounts: 1,
  usable_accounts: 1,
  next_usable_at: 0,
  withdrawals_today: 0,
  per_day: 3,
  first_withdrawal: true,
  review_above: '200',
  balance: '12.5',
  coin: 'USDT',
  ready: true,
};

const VN = {
  market: 'vn',
  currency: 'VND',
  symbol: '₫',
  decimals: 0,
  coin: 'USDT',
  rate: '25400',
  channels: [{ id: 'momo', presets: ['130000', '260000', '510000'], min: '51000', max: '51000000' }],
} as unknown as Channels;

const idle = { isPending: false, isError: false, data: undefined, refetch: vi.fn() };

beforeAll(() => {
  addMessages('common', 'en-US', messages('common'));
  addMessages('payment', 'en-US', messages('payment'));
  setLocale('en-US');
});

beforeEach(() => {
  hooks.loggedIn = true;
  hooks.days = [];
  hooks.statement = { ...idle, data: STATEMENT };
  hooks.readiness = { ...idle, data: READY };
  hooks.channels = { ...idle, data: VN };
});

afterEach(cleanup);

const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/user/report' } as const;
const renderWith = (page: React.ReactNode) =>
  render(<RouteContext.Provider value={ROUTE}>{page}</RouteContext.Provider>);

describe('statement', () => {
  it('shows income, spending and net per coin with each category, and changes the period', () => {
    renderWith(<ReportPage />);
    const kc = screen.getByTestId('report-coin-KC');
    expect(kc.textContent).toContain('+1,200.5');
    expect(kc.textContent).toContain('−200');
    expect(kc.textContent).toContain('Tasks and rewards · 3');
    expect(kc.textContent).toContain('Exchanges · 1');
    fireEvent.click(screen.getByRole('tab', { name: '7 days' }));
    expect(hooks.days.at(-1)).toBe(7);
  });

  it('says when nothing moved, and offers a retry when loading fails', () => {
    hooks.statement = { ...idle, data: { ...STATEMENT, coins: [], rows: [] } };
    renderWith(<ReportPage />);
    expect(screen.getByText('Nothing moved in the last 30 days')).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    hooks.statement = { ...idle, isError: true, refetch };
    renderWith(<ReportPage />);
    fireEvent.click(screen.getByTestId('report-retry'));
    expect(refetch).toHaveBeenCalled();
  });

  it('writes a CSV a spreadsheet reads safely', () => {
    const csv = statementCsv({
      ...STATEMENT,
      rows: [...STATEMENT.rows, { ...(STATEMENT.rows[0] as Statement['rows'][number]), kind: '=HYPERLINK("x")' }],
    });
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('time_utc,coin,category,kind,amount');
    expect(lines[1]).toBe('2026-11-12T16:13:20.000Z,KC,exchange,swap,-200');
    expect(lines[2]).toBe('2026-11-11T12:26:40.000Z,KC,tasks,cpl,1200.5');
    expect(lines[3]).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('withdrawal checklist', () => {
  it('leads to the withdrawal when every step is done', () => {
    renderWith(<VerifyPage />);
    expect(screen.getByTestId('verify-phone').dataset.done).toBe('true');
    expect(screen.getByTestId('verify-review').textContent).toContain('first withdrawal');
    expect(screen.getByTestId('verify-withdraw').getAttribute('href')).toContain('/user/withdraw');
  });

  it('points each missing step to its fix', () => {
    hooks.readiness = {
      ...idle,
      data: { ...READY, phone_bound: false, usable_accounts: 0, next_usable_at: 1_795_000_000, ready: false },
    };
    renderWith(<VerifyPage />);
    expect(screen.getByTestId('verify-phone').dataset.done).toBe('false');
    expect(screen.getByRole('link', { name: 'Bind phone' }).getAttribute('href')).toContain('/user/bind-phone');
    expect(screen.getByTestId('verify-account').textContent).toContain('new or changed accounts wait 24 hours');
    expect(screen.queryByTestId('verify-withdraw')).toBeNull();
    expect(screen.getByTestId('verify-not-ready')).toBeTruthy();
  });
});

describe('withdrawal checklist of a frozen account', () => {
  it('says the account is paused and does not offer the withdrawal', () => {
    hooks.readiness = { ...idle, data: { ...READY, frozen: true, ready: false } };
    renderWith(<VerifyPage />);
    expect(screen.getByTestId('verify-frozen').textContent).toContain('paused');
    expect(screen.queryByTestId('verify-withdraw')).toBeNull();
  });
});

describe('withdrawal amount', () => {
  it('offers the presets the balance covers', () => {
    // 12.5 USDT at 25,400 ₫ is 317,500 ₫: 130,000 and 260,000 are offered, 510,000 is not.
    expect(withdrawPresets(VN, '12.5')).toEqual([
      { amount: '130000', affordable: true },
      { amount: '260000', affordable: true },
      { amount: '510000', affordable: false },
    ]);
    renderWith(<WithdrawQuantityPage />);
    expect((screen.getByTestId('quantity-510000') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('quantity-130000') as HTMLButtonElement).disabled).toBe(false);
  });
});
