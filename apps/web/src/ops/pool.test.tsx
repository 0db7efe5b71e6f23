import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanUp, envelope, serve, type } from './fortune-test-api.ts';
import { setConsoleLocale } from './i18n.ts';
import PoolPage from './pages/pool-page.tsx';
import { ReauthDialog } from './reauth-dialog.tsx';
import { setToken } from './session.ts';

const DAY = 86_400;
const START = 1_800_000_000;

const period = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  status: 'settled',
  starts_at: START + (id - 1) * DAY,
  ends_at: START + id * DAY,
  closed_at: START + id * DAY,
  share_bps: 2000,
  fees_earned: '120.5',
  house_earned: '4379.5',
  funded: '900',
  carried_in: '0.000004',
  paid: '899.999991',
  dust: '0.000013',
  total_counted: '1234567.5',
  holders: 11,
  unpaid: 0,
  settled_at: START + id * DAY + 90,
  ...over,
});

const open = (id: number) =>
  period(id, {
    status: 'open',
    closed_at: null,
    fees_earned: '0',
    house_earned: '0',
    funded: '0',
    carried_in: '0',
    paid: '0',
    dust: '0',
    total_counted: '0',
    holders: 0,
    settled_at: null,
  });

const me = (permissions: string[]) => () =>
  envelope(0, { id: 1, email: 'fin@arcadia.test', role: 'finance', permissions, totp_enabled: true });

const periods = (list: unknown[], over: Record<string, unknown> = {}) =>
  envelope(0, { list, has_more: false, pool_balance: '0.000021', staked: '98765.25', ...over });

/** The value next to a label in a Facts list. */
const fact = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  setConsoleLocale('en-US');
  setToken('t'.repeat(43));
});
afterEach(cleanUp);

describe('prize pool console page', () => {
  it('shows the open period, the pool accounts and every period’s figures', async () => {
    serve({ '/me': me(['ledger.read']), '/pool/periods': () => periods([open(8), period(7), period(6)]) });
    render(<PoolPage />);
    const current = await screen.findByTestId('ops-pool-current');
    expect(current.textContent).toContain('Period #8');
    // The period before the open one carries its dust into it.
    expect(fact(current, 'Carried in')).toBe('0.000013 USDT');
    expect(fact(current, 'USDT in the pool account')).toBe('0.000021 USDT');
    expect(fact(current, 'KC staked')).toBe('98,765.25 KC');
    expect(fact(current, 'Share of earnings')).toBe('20%');
    const row = within(screen.getByTestId('ops-pool-period-7'));
    expect(row.getByText('Settled')).toBeTruthy();
    expect(row.getByText('900 USDT')).toBeTruthy();
    expect(row.getByText('899.999991 USDT')).toBeTruthy();
    expect(row.getByText('11')).toBeTruthy();
    expect(row.getByText('1,234,567.5 KC')).toBeTruthy();
    // The open period's figures are not known yet: dashes, not zeros.
    const openRow = screen.getByTestId('ops-pool-period-8');
    expect(within(openRow).getByText('Open')).toBeTruthy();
    expect(openRow.textContent).not.toContain('USDT');
    // A role without ledger.adjust sees no settle action.
    expect(screen.queryByTestId('ops-pool-settle-8')).toBeNull();
  });

  it('settles the open period only after the confirm step, asking for password and code again', async () => {
    let reauthed = false;
    let settled = false;
    const sent = serve({
      '/me': me(['ledger.read', 'ledger.adjust']),
      '/pool/periods': () =>
        settled
          ? periods([open(9), period(8, { paid: '312.5', holders: 4, dust: '0.000002' }), period(7)])
          : periods([open(8), period(7)]),
      '/reauth': () => {
        reauthed = true;
        return envelope(0, { ok: true });
      },
      '/pool/settle': () => {
        if (!reauthed) return envelope(4030, { reason: 'reauth_required' }, 403);
        settled = true;
        return envelope(0, { period: period(8, { paid: '312.5', holders: 4, dust: '0.000002' }), changed: true });
      },
    });
    render(
      <>
        <PoolPage />
        <ReauthDialog />
      </>,
    );
    const current = await screen.findByTestId('ops-pool-current');
    fireEvent.click(await within(current).findByTestId('ops-pool-settle-8'));
    const confirm = within(current).getByTestId('ops-pool-confirm');
    expect(confirm.textContent).toContain('Close period #8 now');
    expect(sent['/pool/settle']).toBeUndefined();
    // Cancel sends nothing; then confirm.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('ops-pool-confirm')).toBeNull();
    expect(sent['/pool/settle']).toBeUndefined();
    fireEvent.click(within(current).getByTestId('ops-pool-settle-8'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-pool-confirm-yes'));
    });
    const dialog = await screen.findByTestId('ops-reauth');
    type('Password', 'hunter2hunter2', dialog);
    type('Authenticator code', '123456', dialog);
    await act(async () => {
      fireEvent.submit(within(dialog).getByRole('button', { name: 'Confirm' }));
    });
    const done = await screen.findByTestId('ops-pool-done');
    expect(done.textContent).toBe(
      'Period #8 settled: 312.5 USDT paid to 4 holders, 0.000002 USDT carried to the next period.',
    );
    expect(sent['/pool/settle']).toEqual([{ period_id: 8 }, { period_id: 8 }]);
    expect(sent['/reauth']).toEqual([{ password: 'hunter2hunter2', code: '123456' }]);
    // The list is asked again: period 9 is the open one now.
    expect((await screen.findByTestId('ops-pool-current')).textContent).toContain('Period #9');
    expect(within(screen.getByTestId('ops-pool-period-8')).getByText('Settled')).toBeTruthy();
  });

  it('offers to finish a part-paid period, and says when it was settled already', async () => {
    const sent = serve({
      '/me': me(['ledger.read', 'ledger.adjust']),
      '/pool/periods': () =>
        periods([
          open(9),
          period(8, { status: 'closed', funded: '0', paid: '0', dust: '0', holders: 0, settled_at: null }),
          period(7, { status: 'paying', paid: '450', unpaid: 120, settled_at: null }),
          period(6),
        ]),
      '/pool/settle': () => envelope(0, { period: period(7), changed: false }),
    });
    render(<PoolPage />);
    const card = await screen.findByTestId('ops-pool-unsettled-7');
    expect(within(card).getByText('Paying')).toBeTruthy();
    expect(fact(card, 'Payouts unpaid')).toBe('120');
    expect(within(screen.getByTestId('ops-pool-period-7')).getByText('120 unpaid')).toBeTruthy();
    // A closed period not funded yet before the open one: its dust (carried in) is not known yet.
    expect(fact(screen.getByTestId('ops-pool-current'), 'Carried in')).toBe('known once #8 is funded');
    const closed = screen.getByTestId('ops-pool-unsettled-8');
    expect(within(closed).getByText('Closed, to fund')).toBeTruthy();
    expect(within(screen.getByTestId('ops-pool-period-8')).queryByText('0 USDT')).toBeNull();
    fireEvent.click(await within(card).findByTestId('ops-pool-settle-7'));
    expect(within(card).getByTestId('ops-pool-confirm').textContent).toContain('Fund and pay period #7 now');
    await act(async () => {
      fireEvent.click(within(card).getByTestId('ops-pool-confirm-yes'));
    });
    expect(sent['/pool/settle']).toEqual([{ period_id: 7 }]);
    expect((await screen.findByTestId('ops-pool-done')).textContent).toContain(
      'Period #7 was settled already; nothing was paid again.',
    );
  });

  it('shows a refusal, the empty list and a failed load with a retry', async () => {
    let fail = true;
    serve({
      '/me': me(['ledger.read', 'ledger.adjust']),
      '/pool/periods': () => (fail ? envelope(5000, null, 500) : periods([])),
    });
    render(<PoolPage />);
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No periods yet.')).toBeTruthy();
    expect(fact(screen.getByTestId('ops-pool-current'), 'KC staked')).toBe('98,765.25 KC');
    cleanUp();

    setToken('t'.repeat(43));
    serve({
      '/me': me(['ledger.read', 'ledger.adjust']),
      '/pool/periods': () => periods([open(3)]),
      '/pool/settle': () => envelope(4040, null, 404),
    });
    render(<PoolPage />);
    const current = await screen.findByTestId('ops-pool-current');
    fireEvent.click(await within(current).findByTestId('ops-pool-settle-3'));
    await act(async () => {
      fireEvent.click(within(current).getByTestId('ops-pool-confirm-yes'));
    });
    expect(within(current).getByRole('alert')).toBeTruthy();
    expect(screen.queryByTestId('ops-pool-done')).toBeNull();
  });
});
