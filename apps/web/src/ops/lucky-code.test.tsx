import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConsoleLocale } from './i18n.ts';
import LuckyCodePage from './pages/lucky-code-page.tsx';
import { clearToken, setToken } from './session.ts';

const envelope = (code: number, data: unknown, status = code === 0 ? 200 : 400) =>
  new Response(JSON.stringify({ code, msg: code === 0 ? 'ok' : 'refused', data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const draw = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  status: 'open',
  coin: 'KC',
  price: '5',
  cap: 2000,
  min_tickets: 20,
  prize_bps: 9000,
  sold: 42,
  sales: '210',
  prize: '189',
  opens_at: 1_800_000_000,
  closes_at: 1_800_086_400,
  closed_at: null,
  seed_hash: 'a'.repeat(64),
  seed: null,
  list_hash: null,
  winning_number: null,
  winner: null,
  closed_by: null,
  winner_user_id: null,
  edge: '0',
  orders: 9,
  settled_at: null,
  ...over,
});

function serve(draws: ReturnType<typeof draw>[], onDraw: (body: Record<string, unknown>) => Response) {
  const calls: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (url === '/ops-api/luckycode/draws') return envelope(0, { list: draws, has_more: false });
    if (url === '/ops-api/luckycode/draw-now') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push(body);
      return onDraw(body);
    }
    return envelope(4040, null, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearToken();
});

describe('lucky code console page', () => {
  it('draws the open draw now only after the confirm step, then shows the result', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    const draws = [
      draw(7),
      draw(6, {
        status: 'paid',
        closed_at: 1_799_990_000,
        closed_by: 'schedule',
        winning_number: 12,
        winner: 'Li***an',
        winner_user_id: 100001,
        edge: '21',
      }),
    ];
    const { calls } = serve(draws, (body) => {
      draws[0] = draw(7, {
        status: 'paid',
        closed_by: 'operator',
        winning_number: 3,
        winner_user_id: 100002,
        winner: 'Bu***to',
        edge: '21',
        closed_at: 1_800_000_100,
      });
      draws.unshift(draw(8, { sold: 0, sales: '0', prize: '0', orders: 0 }));
      return envelope(0, { draw: draws[1], next_draw_id: 8, ...body });
    });
    render(<LuckyCodePage />);
    const open = await screen.findByTestId('ops-lucky-7');
    expect(within(screen.getByTestId('ops-lucky-6')).getByText('Li***an (100001)')).toBeTruthy();
    expect(within(screen.getByTestId('ops-lucky-6')).queryByTestId('ops-lucky-draw-now')).toBeNull();
    fireEvent.click(within(open).getByTestId('ops-lucky-draw-now'));
    expect(calls).toEqual([]);
    const confirm = within(open).getByTestId('ops-lucky-confirm');
    expect(confirm.textContent).toContain('Close draw #7 now');
    await act(async () => {
      fireEvent.click(within(confirm).getByTestId('ops-lucky-confirm-yes'));
    });
    expect(calls).toEqual([{ draw_id: 7 }]);
    const drawn = await screen.findByTestId('ops-lucky-8');
    expect(drawn).toBeTruthy();
    expect(within(screen.getByTestId('ops-lucky-7')).getByText('Operator (draw now)')).toBeTruthy();
  });

  it('warns that closing under the minimum refunds, and shows a refusal', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    serve([draw(9, { sold: 3 })], () => envelope(4090, { reason: 'closed' }, 409));
    render(<LuckyCodePage />);
    const open = await screen.findByTestId('ops-lucky-9');
    fireEvent.click(within(open).getByTestId('ops-lucky-draw-now'));
    expect(within(open).getByTestId('ops-lucky-confirm').textContent).toContain('refunds every ticket');
    await act(async () => {
      fireEvent.click(within(open).getByTestId('ops-lucky-confirm-yes'));
    });
    expect(within(open).getByRole('alert')).toBeTruthy();
  });
});
