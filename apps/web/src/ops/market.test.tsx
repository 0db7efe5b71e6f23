import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConsoleLocale } from './i18n.ts';
import MarketPage, { diffText } from './pages/market-page.tsx';
import { clearToken, setToken } from './session.ts';

const envelope = (code: number, data: unknown) =>
  new Response(JSON.stringify({ code, msg: code === 0 ? 'ok' : 'refused', data }), {
    status: code === 0 ? 200 : 400,
    headers: { 'Content-Type': 'application/json' },
  });

const pair = {
  symbol: 'XGT_USDT',
  kind: 'spot',
  stock_id: '',
  base: 'XGT',
  quote: 'USDT',
  last: '0.85',
  volume: '1200',
  quote_volume: '1020.5',
  open_orders: 12,
  halted: false,
  refs: [
    { exchange: '151', price: '0.86', diff_bps: 117 },
    { exchange: '221', price: '0.84', diff_bps: -117 },
  ],
};
const stock = { ...pair, symbol: 'ARC_USDT', kind: 'stock', stock_id: '1001', base: 'ARC', refs: [] };

function serve(failHalt = false) {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  let halted = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ url, body });
      if (url === '/ops-api/market/pairs') return envelope(0, { list: [{ ...pair, halted }, stock] });
      if (url === '/ops-api/market/pairs/halt') {
        if (failHalt) return envelope(4030, { permission: 'market.manage' });
        halted = Boolean(body.halted);
        return envelope(0, { ...pair, halted });
      }
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

describe('market console page', () => {
  it('lists pairs with last price, volume, open orders and references, then halts and resumes one', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    const sent = serve();
    render(<MarketPage />);
    const card = await screen.findByTestId('ops-market-pair-XGT_USDT');
    expect(card.textContent).toContain('0.85 USDT');
    expect(card.textContent).toContain('1200 XGT · 1020.5 USDT');
    expect(card.textContent).toContain('12');
    expect(card.textContent).toContain('151: 0.86 (+1.17%) · 221: 0.84 (-1.17%)');
    expect(card.textContent).toContain('Trading');
    const arc = screen.getByTestId('ops-market-pair-ARC_USDT');
    expect(arc.textContent).toContain('Stock #1001');
    expect(arc.textContent).toContain('No reference feed');
    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-market-toggle-XGT_USDT'));
    });
    expect(sent.find((s) => s.url.endsWith('/halt'))?.body).toEqual({ symbol: 'XGT_USDT', halted: true });
    expect((await screen.findByTestId('ops-market-pair-XGT_USDT')).textContent).toContain('Halted');
    expect(screen.getByTestId('ops-market-toggle-XGT_USDT').textContent).toContain('Resume trading');
    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-market-toggle-XGT_USDT'));
    });
    expect(sent.filter((s) => s.url.endsWith('/halt')).map((s) => s.body.halted)).toEqual([true, false]);
  });

  it('shows a refusal under the pair and keeps it trading', async () => {
    setConsoleLocale('vi-VN');
    setToken('t'.repeat(43));
    serve(true);
    render(<MarketPage />);
    await screen.findByTestId('ops-market-pair-XGT_USDT');
    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-market-toggle-XGT_USDT'));
    });
    const card = screen.getByTestId('ops-market-pair-XGT_USDT');
    expect(card.querySelector('[role="alert"]')).not.toBeNull();
    expect(card.textContent).toContain('Đang giao dịch');
  });

  it('writes a difference in basis points as a signed percent', () => {
    expect(diffText(125)).toBe('+1.25%');
    expect(diffText(-40)).toBe('-0.40%');
    expect(diffText(0)).toBe('0.00%');
  });
});
