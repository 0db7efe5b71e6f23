import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, envelope, serve } from './fortune-test-api.ts';
import { setConsoleLocale } from './i18n.ts';
import ApprovalsPage from './pages/approvals-page.tsx';
import { setToken } from './session.ts';

const approval = (id: number, kind: string, summary: Record<string, unknown>) => ({
  id,
  kind,
  status: 'pending',
  requested_by: 'content@ops.test',
  decided_by: '',
  created_at: 1_800_000_000,
  summary: { coin: 'USDT', direction: 'credit', ...summary },
});

afterEach(cleanUp);

describe('Approvals page', () => {
  it('shows a ledger adjustment with its player and a Fortune campaign with its kind and total, and decides one', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    const sent = serve({
      '/me': () => envelope(0, { id: 2, email: 'finance@ops.test', permissions: ['ledger.read', 'ledger.approve'] }),
      '/approvals/list': () =>
        envelope(0, {
          list: [
            approval(3, 'fortune.rt_prizes.create', { user_id: null, amount: '125', reason: 'Huge drop' }),
            approval(2, 'fortune.gift_codes.create', { user_id: null, amount: '5000', reason: 'Tet campaign' }),
            approval(1, 'ledger.adjust', { user_id: 100001, amount: '250', reason: 'refund' }),
          ],
        }),
      '/approvals/decide': () => envelope(0, { status: 'approved', transfer_ids: [] }),
    });
    render(<ApprovalsPage />);

    const codes = await screen.findByTestId('ops-approval-2');
    expect(within(codes).getByRole('heading').textContent).toBe('Fortune gift codes: pays 5,000 USDT at most');
    expect(within(codes).getByText('Note')).toBeTruthy();
    expect(within(codes).getByText('Tet campaign')).toBeTruthy();
    expect(within(codes).queryByRole('link')).toBeNull();
    const drop = screen.getByTestId('ops-approval-3');
    expect(within(drop).getByRole('heading').textContent).toBe('Fortune prize drop: pays 125 USDT at most');
    expect(within(drop).getByText('Huge drop')).toBeTruthy();
    const adjust = screen.getByTestId('ops-approval-1');
    expect(within(adjust).getByRole('heading').textContent).toBe('+250 USDT');
    expect(within(adjust).getByRole('link').textContent).toBe('100001');

    await act(async () => {
      fireEvent.click(within(codes).getByRole('button', { name: 'Approve' }));
    });
    expect(sent['/approvals/decide']).toEqual([{ approval_id: 2, approve: true }]);
  });
});
