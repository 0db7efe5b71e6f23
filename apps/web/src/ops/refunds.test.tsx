import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConsoleLocale } from './i18n.ts';
import RefundsPage from './pages/refunds-page.tsx';
import { clearToken, setToken } from './session.ts';

const envelope = (code: number, data: unknown, status = code === 0 ? 200 : 400) =>
  new Response(JSON.stringify({ code, msg: code === 0 ? 'ok' : 'refused', data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const ORDER_ID = 'r_abcdefghijklmnopqrst';
const order = (over: Record<string, unknown> = {}) => ({
  order_id: ORDER_ID,
  kind: 'recharge',
  status: 'paid',
  channel: 'momo',
  market: 'vn',
  currency: 'VND',
  fiat_amount: '254000',
  fee: '3810',
  refunded_amount: '0',
  coin: 'USDT',
  coin_amount: '9.85',
  late: false,
  reason: '',
  created_at: 1_795_000_000,
  updated_at: 1_795_000_000,
  user_id: 100002,
  provider: 'sandbox',
  refundable: '254000',
  history: [{ status: 'paid', at: 1_795_000_050, note: '' }],
  ...over,
});

function serve(onRefund: (body: Record<string, unknown>) => Response) {
  const refunds: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      if (url === '/ops-api/payments/recharge')
        return envelope(0, { order: body.order_id === ORDER_ID ? order() : null });
      if (url === '/ops-api/payments/refund') {
        refunds.push(body);
        return onRefund(body);
      }
      return envelope(4040, null, 404);
    }),
  );
  return refunds;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearToken();
  history.replaceState(null, '', '/');
});

describe('refunds console page', () => {
  it('finds a recharge and asks for part of it back, with the reason', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    history.replaceState(null, '', `/ops/refunds?order=${ORDER_ID}`);
    const refunds = serve(() => envelope(0, { status: 'pending_approval', approval_id: 4 }));
    render(<RefundsPage />);
    const card = await screen.findByTestId('ops-refund-order');
    expect(card.textContent).toContain('254,000 VND');
    fireEvent.change(screen.getByTestId('ops-refund-amount'), { target: { value: '54000' } });
    fireEvent.change(screen.getByTestId('ops-refund-reason'), { target: { value: 'charged twice' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-refund-submit'));
    });
    expect(refunds).toEqual([{ order_id: ORDER_ID, amount: '54000', reason: 'charged twice' }]);
    expect((await screen.findByTestId('ops-refund-answer')).textContent).toContain('second operator');
  });

  it('says when no recharge has the id, and shows a refusal as an error', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    history.replaceState(null, '', '/ops/refunds?order=r_zzzzzzzzzzzzzzzzzzzz');
    serve(() => envelope(4000, { amount: ['between 0.01 and 254000 VND'] }));
    const { unmount } = render(<RefundsPage />);
    expect(await screen.findByText('No recharge order has this id.')).toBeTruthy();
    unmount();
    history.replaceState(null, '', `/ops/refunds?order=${ORDER_ID}`);
    render(<RefundsPage />);
    await screen.findByTestId('ops-refund-order');
    fireEvent.change(screen.getByTestId('ops-refund-reason'), { target: { value: 'too much' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-refund-submit'));
    });
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
