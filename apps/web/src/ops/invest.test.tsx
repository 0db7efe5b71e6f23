import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConsoleLocale } from './i18n.ts';
import InvestPage, { bpsOf } from './pages/invest-page.tsx';
import { clearToken, setToken } from './session.ts';

const envelope = (code: number, data: unknown) =>
  new Response(JSON.stringify({ code, msg: code === 0 ? 'ok' : 'refused', data }), {
    status: code === 0 ? 200 : 400,
    headers: { 'Content-Type': 'application/json' },
  });

const product = {
  id: 4,
  market: 'vn',
  name: 'Kỳ hạn 30 ngày',
  kind: 'fixed',
  coin: 'USDT',
  apr_bps: 900,
  term_days: 30,
  min_amount: '1',
  per_user_cap: '5000',
  total_cap: '200000',
  subscribed: '1250.5',
  penalty_bps: 200,
  status: 'open',
  mine: '0',
};

function serve() {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  let status = 'open';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ url, body });
      if (url === '/ops-api/invest/products')
        return envelope(0, { list: [{ product: { ...product, status }, active_positions: 12 }], has_more: false });
      if (url === '/ops-api/invest/products/status') {
        status = String(body.status);
        return envelope(0, { product: { ...product, status }, active_positions: 12 });
      }
      if (url === '/ops-api/invest/products/create')
        return envelope(0, { product: { ...product, id: 5, name: body.name }, active_positions: 0 });
      return envelope(4040, null);
    }),
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearToken();
});

describe('invest console page', () => {
  it('lists products with the total subscribed and pauses, then resumes one', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    const sent = serve();
    render(<InvestPage />);
    const card = await screen.findByTestId('ops-invest-product-4');
    expect(card.textContent).toContain('1250.5 / 200000 USDT');
    expect(card.textContent).toContain('Fixed term · 9.00% · 30 d');
    expect(card.textContent).toContain('12');
    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-invest-toggle-4'));
    });
    expect(sent.find((s) => s.url.endsWith('/status'))?.body).toEqual({ product_id: 4, status: 'closed' });
    expect((await screen.findByTestId('ops-invest-product-4')).textContent).toContain('Paused');
    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-invest-toggle-4'));
    });
    expect(sent.filter((s) => s.url.endsWith('/status')).map((s) => s.body.status)).toEqual(['closed', 'open']);
  });

  it('creates a product with the APR and penalty in basis points, only once the form is complete', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    const sent = serve();
    render(<InvestPage />);
    const form = await screen.findByTestId('ops-invest-product-form');
    const submit = screen.getByTestId('ops-invest-product-create') as HTMLButtonElement;
    fireEvent.change(screen.getAllByLabelText('Market')[0] as HTMLElement, { target: { value: 'th' } });
    fireEvent.change(screen.getByLabelText('Name (in the market’s language)'), { target: { value: 'ฝากประจำ 14 วัน' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('APR (%)'), { target: { value: '7.5' } });
    fireEvent.change(screen.getByLabelText('Term (days)'), { target: { value: '14' } });
    fireEvent.change(screen.getByLabelText('Early redemption penalty (%)'), { target: { value: '1.5' } });
    expect(submit.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(form).toBeTruthy();
    expect(sent.find((s) => s.url.endsWith('/create'))?.body).toEqual({
      market: 'th',
      name: 'ฝากประจำ 14 วัน',
      kind: 'fixed',
      apr_bps: 750,
      term_days: 14,
      penalty_bps: 150,
      min_amount: '1',
      per_user_cap: '5000',
      total_cap: '200000',
    });
  });

  it('reads a percent as basis points', () => {
    expect(bpsOf('9')).toBe(900);
    expect(bpsOf('3.55')).toBe(355);
    expect(bpsOf('x')).toBeUndefined();
    expect(bpsOf('1.234')).toBeUndefined();
  });
});
