import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConsoleLocale } from './i18n.ts';
import FortuneMarketsPage from './pages/fortune-markets-page.tsx';
import { clearToken, setToken } from './session.ts';

const envelope = (code: number, data: unknown, status = code === 0 ? 200 : 400) =>
  new Response(JSON.stringify({ code, msg: code === 0 ? 'ok' : 'refused', data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const market = (code: string, currency: string, over: Record<string, unknown> = {}) => ({
  market: code,
  currency,
  enabled: false,
  min_spin_ms: 0,
  autoplay: true,
  turbo: true,
  updated_at: null,
  updated_by: null,
  updated_by_email: null,
  ...over,
});

/** A console API double: answers the list from `markets`, and the set call with `onSet`'s answer. */
function serve(markets: ReturnType<typeof market>[], onSet: (body: Record<string, unknown>) => Response) {
  const sets: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (url === '/ops-api/fortune/markets') return envelope(0, { list: markets });
    if (url === '/ops-api/fortune/markets/set') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sets.push(body);
      return onSet(body);
    }
    return envelope(4040, null, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sets };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearToken();
});

describe('Fortune markets page', () => {
  it('lists every market closed by default, and opens one with UK-style rules through the set call', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    const markets = [market('vn', 'VND'), market('br', 'BRL')];
    const { sets, fetch } = serve(markets, (body) => {
      markets[1] = market('br', 'BRL', { ...body, updated_at: 1_800_000_000, updated_by: 7, updated_by_email: 'g@x' });
      return envelope(0, { market: markets[1], changed: true });
    });
    render(<FortuneMarketsPage />);
    const row = await screen.findByTestId('ops-fortune-market-br');
    expect(within(screen.getByTestId('ops-fortune-market-vn')).getByText('Never set')).toBeTruthy();
    const switches = within(row).getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual(['false', 'true', 'true']);
    const save = within(row).getByTestId('ops-fortune-save-br') as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(within(row).getByRole('switch', { name: 'Fortune open in BR · BRL' }));
    fireEvent.click(within(row).getByRole('button', { name: 'UK-style rules' }));
    expect((within(row).getByTestId('ops-fortune-spin-br') as HTMLInputElement).value).toBe('2500');
    expect(save.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(save);
    });

    expect(sets).toEqual([{ market: 'br', enabled: true, min_spin_ms: 2500, autoplay: false, turbo: false }]);
    const [, init] = fetch.mock.calls.find(([url]) => url === '/ops-api/fortune/markets/set') as [string, RequestInit];
    expect((init.headers as Record<string, string>)['Ops-Token']).toBe('t'.repeat(43));
    // The list is loaded again and shows who changed it.
    expect(await within(await screen.findByTestId('ops-fortune-market-br')).findByText('g@x')).toBeTruthy();
    const saved = screen.getByTestId('ops-fortune-market-br');
    expect(
      within(saved)
        .getAllByRole('switch')
        .map((s) => s.getAttribute('aria-checked')),
    ).toEqual(['true', 'false', 'false']);
  });

  it('refuses a spin time out of range before sending, and shows the server field errors', async () => {
    setConsoleLocale('en-US');
    const { sets } = serve([market('vn', 'VND')], () => envelope(4000, { market: ['Unknown market'] }));
    render(<FortuneMarketsPage />);
    const row = await screen.findByTestId('ops-fortune-market-vn');
    const spin = within(row).getByTestId('ops-fortune-spin-vn');
    const save = within(row).getByTestId('ops-fortune-save-vn') as HTMLButtonElement;

    fireEvent.change(spin, { target: { value: '10001' } });
    expect(within(row).getByText('A whole number from 0 to 10,000')).toBeTruthy();
    expect(save.disabled).toBe(true);

    fireEvent.change(spin, { target: { value: '3000' } });
    await act(async () => {
      fireEvent.click(save);
    });
    expect(sets).toEqual([{ market: 'vn', enabled: false, min_spin_ms: 3000, autoplay: true, turbo: true }]);
    expect((await within(row).findByRole('alert')).textContent).toContain('market: Unknown market');
  });
});
