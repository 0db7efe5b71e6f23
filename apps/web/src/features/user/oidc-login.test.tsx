import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOidcLogin, useOidcReturn } from './oidc-login.ts';

/** The browser's side of the code flow: where a tap goes, and the returned ticket traded once and wiped. */
const calls = vi.hoisted(() => ({ api: vi.fn(), login: vi.fn(() => true) }));
vi.mock('../../api/client.ts', () => ({ api: calls.api }));
vi.mock('../../session/login.ts', () => ({ login: calls.login }));

const TICKET = 'T'.repeat(43);
beforeEach(() => {
  calls.api.mockReset();
  calls.login.mockClear();
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('third-party login in the browser', () => {
  it('sends the tap to the server start URL with the locale and where to come back', () => {
    const assign = vi.fn();
    const real = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...real, assign } });
    startOidcLogin('google', '/wallet?tab=1', 'vi-VN');
    Object.defineProperty(window, 'location', { configurable: true, value: real });
    expect(assign).toHaveBeenCalledWith('/auth/oidc/google/start?locale=vi-VN&backUrl=%2Fwallet%3Ftab%3D1');
  });

  it('trades the ticket from the fragment for the session once, and wipes it from the address bar', async () => {
    calls.api.mockResolvedValue({ user_id: 7, user_secret_key: 'k'.repeat(64), username: 'mai', user_login: 'm1' });
    window.history.replaceState(null, '', `/vi-VN/user/login-home?backUrl=%2Fwallet#oidc=${TICKET}`);
    const { result, rerender } = renderHook(() => useOidcReturn());
    expect(result.current.pending).toBe(true);
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?backUrl=%2Fwallet');
    await waitFor(() => expect(result.current.pending).toBe(false));
    rerender();
    expect(calls.api).toHaveBeenCalledTimes(1);
    expect(calls.api.mock.calls[0]?.[1]).toEqual({ ticket: TICKET });
    expect(calls.login).toHaveBeenCalledWith({
      userId: 7,
      secretKey: 'k'.repeat(64),
      username: 'mai',
      userLogin: 'm1',
    });
    expect(result.current.error).toBeUndefined();
  });

  it('explains a failed flow or a spent ticket, and never calls with a malformed fragment', async () => {
    window.history.replaceState(null, '', '/en-US/user/login-home?oidc_error=denied');
    const denied = renderHook(() => useOidcReturn());
    expect(denied.result.current.error).toBe('denied');
    expect(window.location.search).toBe('');
    denied.unmount();
    calls.api.mockRejectedValue(new Error('2107'));
    window.history.replaceState(null, '', `/en-US/user/login-home#oidc=${TICKET}`);
    const spent = renderHook(() => useOidcReturn());
    await waitFor(() => expect(spent.result.current.error).toBe('expired'));
    spent.unmount();
    calls.api.mockClear();
    window.history.replaceState(null, '', '/en-US/user/login-home#oidc=short');
    const odd = renderHook(() => useOidcReturn());
    expect(odd.result.current.pending).toBe(false);
    expect(calls.api).not.toHaveBeenCalled();
    expect(calls.login).not.toHaveBeenCalled();
  });
});
