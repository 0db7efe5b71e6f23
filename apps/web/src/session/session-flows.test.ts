import { ErrorCode } from '@arcadia/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setTransitionHandler } from '../api/client.ts';
import { browserHost, setHost } from '../hosts/host.ts';
import { isAuditMode, setAudit } from './audit.ts';
import { closeBindPhoneDialog, openBindPhoneDialog } from './bind-phone-dialog.ts';
import { clearCplMarkers, cplMarkerKey, runCplInitOnce } from './cpl-once.ts';
import { login, logout, logoutDestination } from './login.ts';
import { useSession } from './session-store.ts';
import { refreshUserInfo } from './user-info.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setHost(browserHost);
  useSession.setState({
    userId: 0,
    secretKey: '',
    hasLogin: false,
    hasInit: true,
    bindPhone: { open: false, result: undefined },
  });
});

describe('login and logout (spec section 4)', () => {
  it('login stores id, key, username and login_v2 in storage and 7-day cookies', () => {
    expect(login({ userId: 100001, secretKey: 'k1', username: 'linh' })).toBe(true);
    expect(localStorage.getItem('user_id')).toBe('100001');
    expect(localStorage.getItem('user_secret_key')).toBe('k1');
    expect(localStorage.getItem('username')).toBe('linh');
    expect(localStorage.getItem('login_type')).toBe('login_v2');
    expect(document.cookie).toContain('login_type=login_v2');
    expect(useSession.getState()).toMatchObject({ userId: 100001, hasLogin: true });
  });

  it('login refuses invalid values', () => {
    expect(login({ userId: 0, secretKey: 'k' })).toBe(false);
    expect(login({ userId: 'null', secretKey: 'k' })).toBe(false);
    expect(localStorage.getItem('user_id')).toBeNull();
  });

  it('login tells the native app when the host can hear it', () => {
    const notifyLogin = vi.fn();
    setHost({ ...browserHost, platform: 'app', notifyLogin } as typeof browserHost);
    login({ userId: 5, secretKey: 'k5' });
    expect(notifyLogin).toHaveBeenCalledWith(expect.objectContaining({ userId: 5, secretKey: 'k5' }));
  });

  it('logout clears storage, cookies and the cpl flag, then goes to login-home with backUrl', () => {
    history.replaceState(null, '', '/en-US/wallet?tab=1');
    login({ userId: 100001, secretKey: 'k1', username: 'linh' });
    sessionStorage.setItem(cplMarkerKey(100001), '1');
    logout();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(document.cookie).not.toContain('user_id=100001');
    expect(sessionStorage.getItem(cplMarkerKey(100001))).toBeNull();
    expect(useSession.getState()).toMatchObject({ userId: 0, hasLogin: false, hasInit: true });
    expect(location.pathname).toBe('/vi-VN/user/login-home');
    expect(new URLSearchParams(location.search).get('backUrl')).toBe('/wallet?tab=1');
  });

  it('native logout is left to the host', () => {
    const hostLogout = vi.fn(() => true);
    setHost({ ...browserHost, platform: 'app', logout: hostLogout } as typeof browserHost);
    history.replaceState(null, '', '/vi-VN/wallet');
    login({ userId: 1, secretKey: 'k' });
    logout();
    expect(hostLogout).toHaveBeenCalled();
    expect(location.pathname).toBe('/vi-VN/wallet');
  });

  it('partner test pages go to /, a given url wins', () => {
    expect(logoutDestination('/fortune/test', '', 'vi-VN')).toBe('/vi-VN/');
    expect(logoutDestination('/wallet', '', 'vi-VN', '/vi-VN/fortune')).toBe('/vi-VN/fortune');
  });

  it('a second logout on login-home keeps its backUrl instead of nesting it', () => {
    expect(logoutDestination('/user/login-home', '?backUrl=%2Fuser%2Fsetup', 'en-US')).toBe(
      '/en-US/user/login-home?backUrl=%2Fuser%2Fsetup',
    );
  });

  it('a 1004 on the user info is left to the transition; another failure marks the player logged out', async () => {
    const answers = [ErrorCode.SESSION_INVALID, ErrorCode.INTERNAL];
    vi.stubGlobal('fetch', async () => {
      const code = answers.shift();
      return new Response(JSON.stringify({ code, msg: 'x', data: null }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const transitions: number[] = [];
    setTransitionHandler((failure) => transitions.push(failure.error.code ?? 0));
    try {
      useSession.setState({ userId: 100001, secretKey: 'k', hasLogin: true });
      await refreshUserInfo();
      expect(transitions).toEqual([ErrorCode.SESSION_INVALID]);
      expect(useSession.getState().hasLogin).toBe(true);
      await refreshUserInfo();
      expect(useSession.getState().hasLogin).toBe(false);
    } finally {
      setTransitionHandler(undefined);
      vi.unstubAllGlobals();
    }
  });
});

describe('CPL init once per user per session', () => {
  it('runs once, again after a failure, and per user', async () => {
    const init = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({});
    const report = vi.fn();
    expect(await runCplInitOnce(1, init, report)).toBe('failed');
    expect(useSession.getState().cplInit).toBe('error');
    expect(report).toHaveBeenCalledOnce();
    expect(await runCplInitOnce(1, init)).toBe('ran');
    expect(useSession.getState().cplInit).toBe('success');
    expect(await runCplInitOnce(1, init)).toBe('skipped');
    expect(await runCplInitOnce(2, init)).toBe('ran');
    clearCplMarkers();
    expect(await runCplInitOnce(1, init)).toBe('ran');
    expect(init).toHaveBeenCalledTimes(4);
  });
});

describe('audit mode', () => {
  it('is the 3.1.192 app or the bridge saying so', () => {
    expect(isAuditMode('3.1.192')).toBe(true);
    expect(isAuditMode('3.1.193')).toBe(false);
    expect(isAuditMode('3.1.193', true)).toBe(true);
    setAudit('3.1.192');
    expect(useSession.getState().isAudit).toBe(true);
  });
});

describe('bind-phone dialog flow', () => {
  it('outside the messenger redirects to the bind-phone page', async () => {
    history.replaceState(null, '', '/vi-VN/wallet');
    await expect(openBindPhoneDialog({ backUrl: '/wallet', from: 'wallet' })).resolves.toBe('cancel');
    expect(location.pathname).toBe('/vi-VN/user/bind-phone');
    expect(location.search).toBe('?backUrl=%2Fwallet&from=wallet');
  });

  it('in the messenger waits, polling, until closed with a result', async () => {
    setHost({ ...browserHost, platform: 'tg' });
    vi.useFakeTimers();
    const result = openBindPhoneDialog();
    expect(useSession.getState().bindPhone.open).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    closeBindPhoneDialog('success');
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe('success');
    vi.useRealTimers();
  });

  it('closing without a result is cancel', async () => {
    setHost({ ...browserHost, platform: 'tg' });
    const result = openBindPhoneDialog({ pollMs: 5 });
    useSession.setState({ bindPhone: { open: false, result: undefined } });
    await expect(result).resolves.toBe('cancel');
  });
});
