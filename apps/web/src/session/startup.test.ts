import { toBase64Url } from '@arcadia/contract/encoding';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from './session-store.ts';
import {
  pickBrowserCredentials,
  reconcileHostLogin,
  registerStartupStep,
  resetStartupForTests,
  runStartup,
  urlCredentials,
} from './startup.ts';

const a = { userId: 1, secretKey: 'a' };
const b = { userId: 2, secretKey: 'b' };
const c = { userId: 3, secretKey: 'c' };

describe('startup credential order (spec section 4)', () => {
  it('URL first, then the sub-brand app, then local storage', () => {
    expect(pickBrowserCredentials({ url: a, subBrand: b, local: c })).toEqual({ source: 'url', credentials: a });
    expect(pickBrowserCredentials({ subBrand: b, local: c })).toEqual({ source: 'subBrand', credentials: b });
    expect(pickBrowserCredentials({ local: c })).toEqual({ source: 'local', credentials: c });
    expect(pickBrowserCredentials({})).toEqual({ source: 'none' });
  });

  it('reads userId and secretKey from the URL and cleans them away', () => {
    const found = urlCredentials('http://x/vi-VN/wallet?userId=100001&secretKey=abc&tab=2#top');
    expect(found.credentials).toEqual({ userId: 100001, secretKey: 'abc' });
    expect(found.cleaned).toBe('/vi-VN/wallet?tab=2#top');
    expect(found.changed).toBe(true);
  });

  it('invalid URL credentials are still removed but not used', () => {
    const found = urlCredentials('http://x/vi-VN/?userId=null&secretKey=abc');
    expect(found.credentials).toBeUndefined();
    expect(found.cleaned).toBe('/vi-VN/');
    expect(urlCredentials('http://x/vi-VN/?a=1').changed).toBe(false);
  });

  it("reads the dapp browser's encoded loginData and cleans it away", () => {
    const loginData = toBase64Url(new TextEncoder().encode(JSON.stringify({ userId: 100002, secretKey: 'k2' })));
    const found = urlCredentials(`http://x/en-US/task/product?productId=7&loginData=${loginData}`);
    expect(found.credentials).toEqual({ userId: 100002, secretKey: 'k2' });
    expect(found.cleaned).toBe('/en-US/task/product?productId=7');
    const broken = urlCredentials('http://x/en-US/quest?loginData=not-json');
    expect(broken.credentials).toBeUndefined();
    expect(broken.changed).toBe(true);
    expect(broken.cleaned).toBe('/en-US/quest');
  });
});

describe('host login reconciliation (native rules)', () => {
  it('no bridge user while a local user exists clears it', () => {
    expect(reconcileHostLogin(null, a)).toBe('clear');
    expect(reconcileHostLogin({ userId: '0', secretKey: 'x' }, a)).toBe('clear');
    expect(reconcileHostLogin(null, undefined)).toBe('none');
  });
  it('a different native user logs in again; the same keeps the session', () => {
    expect(reconcileHostLogin({ userId: 2, secretKey: 'b' }, a)).toBe('login');
    expect(reconcileHostLogin({ userId: 1, secretKey: 'a2' }, a)).toBe('keep');
    expect(reconcileHostLogin({ userId: 1, secretKey: 'a' }, undefined)).toBe('login');
  });
});

describe('runStartup in the browser', () => {
  beforeEach(() => {
    resetStartupForTests();
    localStorage.clear();
    useSession.setState({ userId: 0, secretKey: '', hasInit: false, hasLogin: false });
  });

  it('URL credentials are stored, the address bar is cleaned, hasInit is set', async () => {
    history.replaceState(null, '', '/vi-VN/wallet?userId=100002&secretKey=key2&tab=1');
    localStorage.setItem('user_id', '100001');
    localStorage.setItem('user_secret_key', 'key1');
    await runStartup();
    expect(location.search).toBe('?tab=1');
    expect(localStorage.getItem('user_id')).toBe('100002');
    expect(localStorage.getItem('login_type')).toBe('login_v2');
    expect(document.cookie).toContain('user_id=100002');
    expect(useSession.getState()).toMatchObject({ userId: 100002, secretKey: 'key2', hasLogin: true, hasInit: true });
  });

  it('no credentials anywhere removes the stored keys', async () => {
    history.replaceState(null, '', '/vi-VN/');
    localStorage.setItem('user_id', 'undefined');
    localStorage.setItem('user_secret_key', 'k');
    await runStartup();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(localStorage.getItem('user_secret_key')).toBeNull();
    expect(useSession.getState()).toMatchObject({ hasLogin: false, hasInit: true });
  });

  it('the sub-brand app values come before local storage', async () => {
    history.replaceState(null, '', '/vi-VN/');
    localStorage.setItem('fortune_user_id', '7');
    localStorage.setItem('fortune_user_secret_key', 'f7');
    localStorage.setItem('user_id', '8');
    localStorage.setItem('user_secret_key', 'k8');
    await runStartup();
    expect(useSession.getState()).toMatchObject({ userId: 7, secretKey: 'f7' });
  });

  it('registered steps finish before hasInit; a failing step does not block', async () => {
    history.replaceState(null, '', '/vi-VN/');
    const order: string[] = [];
    registerStartupStep(async () => {
      order.push(`step hasInit=${useSession.getState().hasInit}`);
    });
    registerStartupStep(() => {
      throw new Error('bridge down');
    });
    await runStartup();
    expect(order).toEqual(['step hasInit=false']);
    expect(useSession.getState().hasInit).toBe(true);
  });
});
