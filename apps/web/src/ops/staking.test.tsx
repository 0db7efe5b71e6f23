import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConsoleLocale } from './i18n.ts';
import StakingPage from './pages/staking-page.tsx';
import { clearToken, setToken } from './session.ts';

const envelope = (code: number, data: unknown) =>
  new Response(JSON.stringify({ code, msg: code === 0 ? 'ok' : 'refused', data }), {
    status: code === 0 ? 200 : 400,
    headers: { 'Content-Type': 'application/json' },
  });

const pool = {
  id: 7,
  market: 'vn',
  coin: 'KTHER',
  apr_bps: 800,
  lock_days: 30,
  min_amount: '10',
  total_staked: '4520.5',
  status: 'open',
  positions: 31,
};

function serve() {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  let status = 'open';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ url, body });
      if (url === '/ops-api/staking/pools')
        return envelope(0, {
          list: [
            { ...pool, status },
            { ...pool, id: 8, lock_days: 0 },
          ],
          has_more: false,
        });
      if (url === '/ops-api/staking/pools/status') {
        status = String(body.status);
        return envelope(0, { ...pool, status });
      }
      if (url === '/ops-api/staking/pools/create') return envelope(0, { ...pool, id: 9, positions: 0 });
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

describe('staking console page', () => {
  it('lists pools with the total staked and positions, pauses and resumes one', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    const sent = serve();
    render(<StakingPage />);
    const card = await screen.findByTestId('ops-staking-pool-7');
    expect(card.textContent).toContain('KTHER · 30 days');
    expect(card.textContent).toContain('4520.5 KTHER');
    expect(card.textContent).toContain('8.00%');
    expect(card.textContent).toContain('31');
    expect(screen.getByTestId('ops-staking-pool-8').textContent).toContain('KTHER · Flexible');
    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-staking-toggle-7'));
    });
    expect(sent.find((s) => s.url.endsWith('/status'))?.body).toEqual({ pool_id: 7, status: 'closed' });
    expect((await screen.findByTestId('ops-staking-pool-7')).textContent).toContain('Paused');
    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-staking-toggle-7'));
    });
    expect(sent.filter((s) => s.url.endsWith('/status')).map((s) => s.body.status)).toEqual(['closed', 'open']);
  });

  it('creates a pool with the APR in basis points, only once the form is complete', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    const sent = serve();
    render(<StakingPage />);
    await screen.findByTestId('ops-staking-pool-form');
    const submit = screen.getByTestId('ops-staking-pool-create') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getAllByLabelText('Market')[0] as HTMLElement, { target: { value: 'th' } });
    fireEvent.change(screen.getByLabelText('Coin'), { target: { value: 'HAPPY' } });
    fireEvent.change(screen.getByLabelText('Lock (days, 0 = flexible)'), { target: { value: '90' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('APR (%)'), { target: { value: '12.5' } });
    fireEvent.change(screen.getByLabelText('Minimum stake'), { target: { value: '100' } });
    expect(submit.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(sent.find((s) => s.url.endsWith('/create'))?.body).toEqual({
      market: 'th',
      coin: 'HAPPY',
      lock_days: 90,
      apr_bps: 1250,
      min_amount: '100',
    });
  });
});
