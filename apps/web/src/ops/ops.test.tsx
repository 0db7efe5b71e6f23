import { opsWithdrawalDecide } from '@arcadia/contract/ops/index';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpsError } from './api.ts';
import { formatAmount } from './format.ts';
import { EN_US } from './messages/en-US.ts';
import { VI_VN } from './messages/vi-VN.ts';
import { allowed, NAV } from './nav.ts';
import { settleReauth, useReauthOpen } from './reauth-store.ts';
import { clearToken, getToken, setToken } from './session.ts';
import { useOpsAction } from './use-ops.ts';

const envelope = (code: number, data: unknown, status = code === 0 ? 200 : 403) =>
  new Response(JSON.stringify({ code, msg: code === 0 ? 'ok' : 'refused', data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('console formats and texts', () => {
  it('groups amounts the locale way without a float', () => {
    expect(formatAmount('1234567.50', 'en-US')).toBe('1,234,567.5');
    expect(formatAmount('1234567.50', 'vi-VN')).toBe('1.234.567,5');
    expect(formatAmount('123456789012345678901234', 'en-US')).toBe('123,456,789,012,345,678,901,234');
    expect(formatAmount('-40000', 'en-US')).toBe('-40,000');
  });

  it('has every English text in Vietnamese, translated', () => {
    expect(Object.keys(VI_VN).sort()).toEqual(Object.keys(EN_US).sort());
    const same = Object.entries(VI_VN).filter(([key, text]) => text === EN_US[key as keyof typeof EN_US]);
    expect(same.map(([key]) => key).sort()).toEqual(['login.email', 'system.redis']);
  });

  it('shows a role only the pages its permissions open', () => {
    const support = NAV.filter((item) => allowed(item, ['players.read', 'players.sessions', 'tasks.review']));
    expect(support.map((item) => item.path)).toEqual(['/', '/players', '/task-audits', '/system', '/sessions']);
  });
});

describe('console API client', () => {
  it('reads field errors and the re-authentication refusal from the envelope', () => {
    expect(new OpsError(4000, 'bad', { amount: ['must be a positive decimal amount'] }).fields).toEqual({
      amount: 'must be a positive decimal amount',
    });
    expect(new OpsError(4030, 'again', { reason: 'reauth_required' }).needsReauth).toBe(true);
    expect(new OpsError(4030, 'no', { permission: 'ledger.adjust' }).needsReauth).toBe(false);
  });

  it('sends the token, and drops it when the server says the session is gone', async () => {
    setToken('t'.repeat(43));
    const fetch = vi.fn(async () => envelope(4010, null, 401));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useOpsAction(opsWithdrawalDecide));
    await act(() => result.current.run({ order_id: `w_${'a'.repeat(20)}`, approve: true }));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['Ops-Token']).toBe('t'.repeat(43));
    expect(getToken()).toBeNull();
    expect((result.current.error as OpsError).code).toBe(4010);
  });

  it('asks for password and code when the server wants them, then runs the action again', async () => {
    const answers = [envelope(4030, { reason: 'reauth_required' }), envelope(0, { status: 'approved' })];
    const fetch = vi.fn(async () => answers.shift() as Response);
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => ({ action: useOpsAction(opsWithdrawalDecide), open: useReauthOpen() }));
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.action.run({ order_id: `w_${'a'.repeat(20)}`, approve: true });
    });
    await vi.waitFor(() => expect(result.current.open).toBe(true));
    act(() => settleReauth(true));
    await act(async () => {
      expect(await done).toEqual({ status: 'approved' });
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.current.open).toBe(false);
  });

  it('ends quietly when the confirmation is cancelled', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(4030, { reason: 'reauth_required' })),
    );
    const { result } = renderHook(() => ({ action: useOpsAction(opsWithdrawalDecide), open: useReauthOpen() }));
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.action.run({ order_id: `w_${'a'.repeat(20)}`, approve: false });
    });
    await vi.waitFor(() => expect(result.current.open).toBe(true));
    act(() => settleReauth(false));
    await act(async () => {
      expect(await done).toBeUndefined();
    });
    expect(result.current.action.error).toBeNull();
  });
});
