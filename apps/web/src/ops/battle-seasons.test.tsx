import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConsoleLocale } from './i18n.ts';
import BattleSeasonsPage from './pages/battle-seasons-page.tsx';
import { clearToken, setToken } from './session.ts';

const envelope = (code: number, data: unknown, status = code === 0 ? 200 : 400) =>
  new Response(JSON.stringify({ code, msg: code === 0 ? 'ok' : 'refused', data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const season = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  starts_at: 1_800_000_000,
  ends_at: 1_800_604_800,
  state: 'running',
  players: 31,
  points: 120_400,
  coin: 'KC',
  pool: '6100',
  paid_total: '0',
  paid_count: 0,
  settled_at: null,
  ...over,
});

function serve() {
  const seasons = [
    season(9),
    season(8, { state: 'paid', paid_total: '6100', paid_count: 50, settled_at: 1_799_999_999 }),
  ];
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      calls.push({ url, body });
      if (url === '/ops-api/battle/seasons') return envelope(0, { list: seasons, has_more: false });
      if (url === '/ops-api/battle/seasons/end') {
        seasons[0] = season(9, { state: 'paid', paid_total: '2000', paid_count: 1, settled_at: 1_800_100_000 });
        return envelope(0, { season: seasons[0] });
      }
      if (url === '/ops-api/honor/grant') return envelope(0, { user_id: body.user_id, badges: ['first_post'] });
      return envelope(4040, null, 404);
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearToken();
});

describe('battle seasons console page', () => {
  it('ends the running season only after the confirm step; a paid season has no end button', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    const calls = serve();
    render(<BattleSeasonsPage />);
    const running = await screen.findByTestId('ops-season-9');
    expect(within(screen.getByTestId('ops-season-8')).queryByTestId('ops-season-end')).toBeNull();
    fireEvent.click(within(running).getByTestId('ops-season-end'));
    expect(calls.some((c) => c.url === '/ops-api/battle/seasons/end')).toBe(false);
    fireEvent.click(await screen.findByTestId('ops-season-confirm-yes'));
    await vi.waitFor(() => expect(calls.some((c) => c.url === '/ops-api/battle/seasons/end')).toBe(true));
    expect(calls.find((c) => c.url === '/ops-api/battle/seasons/end')?.body).toEqual({ season_id: 9 });
    await vi.waitFor(() => expect(within(screen.getByTestId('ops-season-9')).getByText('Paid')).toBeTruthy());
  });

  it('gives a badge by hand with a reason', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    const calls = serve();
    render(<BattleSeasonsPage />);
    await screen.findByTestId('ops-season-9');
    fireEvent.change(screen.getByLabelText('Player id'), { target: { value: '100001' } });
    fireEvent.change(screen.getByLabelText('Badge'), { target: { value: 'first_post' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'event prize' } });
    fireEvent.click(screen.getByRole('button', { name: 'Give badge' }));
    await vi.waitFor(() => expect(screen.getByText('Badges now: first_post')).toBeTruthy());
    expect(calls.find((c) => c.url === '/ops-api/honor/grant')?.body).toEqual({
      user_id: 100001,
      badge: 'first_post',
      grant: true,
      reason: 'event prize',
    });
  });
});
