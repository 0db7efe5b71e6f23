import { defineCall } from '@arcadia/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { setAnalyticsSender } from '../api/analytics.ts';
import { ApiError, type FailedCall } from '../api/client.ts';
import { browserHost, setHost } from '../hosts/host.ts';
import { ABNORMAL_RELOAD_KEY, runTransition, transitionFor } from './error-transitions.ts';
import { login } from './login.ts';
import { useSession } from './session-store.ts';

const call = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/x',
  auth: 'required',
  request: z.object({}),
  response: z.object({}),
});
/** A failed call sent with the session as it is now (unless `sentAs` says otherwise). */
const failure = (
  code: number,
  inFlightRoute = '/wallet?tab=1',
  sentAs = { userId: useSession.getState().userId, secretKey: useSession.getState().secretKey },
): FailedCall => ({
  error: new ApiError('business', 'x', 200, code),
  call,
  inFlightRoute,
  sentAs,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setHost(browserHost);
  useSession.setState({ userId: 0, secretKey: '', hasLogin: false, hasInit: true, accountAbnormal: false });
});

describe('running the 1004/1010/1012 transitions', () => {
  it('1004 in the browser logs out to login-home with the current page as backUrl', () => {
    history.replaceState(null, '', '/vi-VN/wallet?tab=1');
    login({ userId: 100001, secretKey: 'k' });
    runTransition(transitionFor(failure(1004)), failure(1004));
    expect(useSession.getState().hasLogin).toBe(false);
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(`${location.pathname}${location.search}`).toBe('/vi-VN/user/login-home?backUrl=%2Fwallet%3Ftab%3D1');
  });

  it('1004 for a call sent before the login (no key) leaves the session that logged in since alone', () => {
    history.replaceState(null, '', '/pt-BR/user/orders');
    const beforeLogin = failure(1004, '/user/orders');
    expect(beforeLogin.sentAs).toEqual({ userId: 0, secretKey: '' });
    login({ userId: 100003, secretKey: 'k' });
    expect(transitionFor(beforeLogin)).toEqual({ kind: 'none' });
    runTransition(transitionFor(beforeLogin), beforeLogin);
    expect(useSession.getState()).toMatchObject({ hasLogin: true, userId: 100003 });
    expect(location.pathname).toBe('/pt-BR/user/orders');
  });

  it("1004 for another key than the session's leaves the session alone; for its own key it logs out", () => {
    history.replaceState(null, '', '/vi-VN/wallet');
    login({ userId: 100001, secretKey: 'new' });
    expect(transitionFor(failure(1004, '/wallet', { userId: 100001, secretKey: 'old' }))).toEqual({ kind: 'none' });
    expect(transitionFor(failure(1004, '/wallet')).kind).toBe('logout');
  });

  it('1004 on a sub-brand page logs out to its landing', () => {
    history.replaceState(null, '', '/vi-VN/fortune/money');
    login({ userId: 100001, secretKey: 'k' });
    runTransition(transitionFor(failure(1004)), failure(1004));
    expect(location.pathname).toBe('/vi-VN/fortune');
  });

  it('1004 in the messenger at the root after 3 reloads sets accountAbnormal', () => {
    setHost({ ...browserHost, platform: 'tg' });
    history.replaceState(null, '', '/vi-VN/');
    sessionStorage.setItem(ABNORMAL_RELOAD_KEY, '3');
    login({ userId: 100001, secretKey: 'k' });
    const transition = transitionFor(failure(1004));
    expect(transition).toEqual({ kind: 'accountAbnormal' });
    runTransition(transition, failure(1004));
    expect(useSession.getState()).toMatchObject({ accountAbnormal: true, hasLogin: false });
    expect(location.pathname).toBe('/vi-VN/');
  });

  it('1004 in the messenger elsewhere reloads at the language root with the counter', () => {
    setHost({ ...browserHost, platform: 'tg' });
    history.replaceState(null, '', '/vi-VN/wallet');
    expect(transitionFor(failure(1004))).toEqual({ kind: 'silentLogoutReload', to: '/vi-VN/', reloadCount: 0 });
    history.replaceState(null, '', '/vi-VN/');
    sessionStorage.setItem(ABNORMAL_RELOAD_KEY, '1');
    expect(transitionFor(failure(1004))).toEqual({ kind: 'silentLogoutReload', to: '/vi-VN/', reloadCount: 2 });
  });

  it('1004 in the messenger is reported before the silent logout and reload', () => {
    const sent: string[] = [];
    setAnalyticsSender((_url, body) => sent.push(body));
    login({ userId: 100001, secretKey: 'k' });
    runTransition({ kind: 'silentLogoutReload', to: '/vi-VN/', reloadCount: 1 }, failure(1004));
    setAnalyticsSender(undefined);
    expect(useSession.getState().hasLogin).toBe(false);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] as string).events).toEqual([
      expect.objectContaining({ type: 'event', name: 'session_invalid_messenger:1', page: '/user/x' }),
    ]);
  });

  it('1010 and 1012 navigate', () => {
    history.replaceState(null, '', '/vi-VN/pool');
    runTransition(transitionFor(failure(1010)), failure(1010));
    expect(`${location.pathname}${location.search}`).toBe('/vi-VN/user/login?verify=true');
    history.replaceState(null, '', '/vi-VN/pool');
    runTransition(transitionFor(failure(1012, '/wallet/exchange')), failure(1012, '/wallet/exchange'));
    expect(`${location.pathname}${location.search}`).toBe('/vi-VN/user/bind-phone?backUrl=%2Fwallet%2Fexchange');
  });
});
