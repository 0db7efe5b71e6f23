import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConsoleLocale } from './i18n.ts';
import GameDrawsPage from './pages/game-draws-page.tsx';
import { clearToken, setToken } from './session.ts';

const envelope = (code: number, data: unknown, status = code === 0 ? 200 : 400) =>
  new Response(JSON.stringify({ code, msg: code === 0 ? 'ok' : 'refused', data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const draw = (game: 'lotto' | 'xoso', id: number, over: Record<string, unknown> = {}) => ({
  game,
  id,
  region: game === 'xoso' ? 'nam' : null,
  label: game === 'xoso' ? '2027-01-15' : '2027-01-15T08:00:00.000Z',
  status: 'open',
  closes_at: 1_800_003_600,
  closed_at: null,
  closed_by: null,
  seed_hash: 'a'.repeat(64),
  seed: null,
  list_hash: null,
  numbers: null,
  board: null,
  entries: 12,
  sales: '6',
  paid_out: '0',
  house: '0',
  settled_at: null,
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearToken();
});

describe('lotto and xoso draws console page', () => {
  it('lists each game, and cancels an open draw only after the confirm step', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    const lists: Record<string, ReturnType<typeof draw>[]> = {
      lotto: [
        draw('lotto', 5),
        draw('lotto', 4, { status: 'paid', numbers: [9, 3, 45, 40, 23, 8], seed: 'b'.repeat(64), house: '-1.5' }),
      ],
      xoso: [draw('xoso', 31)],
    };
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        calls.push({ url, body });
        if (url === '/ops-api/lotto/draws') return envelope(0, { list: lists[String(body.game)], has_more: false });
        if (url === '/ops-api/lotto/cancel') {
          lists.xoso = [draw('xoso', 31, { status: 'refunded', paid_out: '6', closed_by: 'operator' })];
          return envelope(0, { draw: lists.xoso[0] });
        }
        return envelope(4040, null, 404);
      }),
    );
    render(<GameDrawsPage />);
    const paid = await screen.findByTestId('ops-draw-lotto-4');
    expect(paid.textContent).toContain('9 3 45 40 23 8');
    expect(paid.textContent).toContain('-1.5 USDT');
    expect(within(paid).queryByTestId('ops-draw-now')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Xoso' }));
    const open = await screen.findByTestId('ops-draw-xoso-31');
    fireEvent.click(within(open).getByTestId('ops-draw-cancel'));
    expect(calls.some((c) => c.url === '/ops-api/lotto/cancel')).toBe(false);
    expect(within(open).getByTestId('ops-draw-confirm').textContent).toContain('refund its 12 entries');
    await act(async () => {
      fireEvent.click(within(open).getByTestId('ops-draw-confirm-yes'));
    });
    expect(calls.find((c) => c.url === '/ops-api/lotto/cancel')?.body).toEqual({ game: 'xoso', draw_id: 31 });
    expect((await screen.findByText('Refunded')).closest('article')?.textContent).toContain('6 USDT');
  });
});
