import { defineCall, ErrorCode } from '@arcadia/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { browserHost, type SignRequest, setHost } from '../hosts/host.ts';
import { setLoginPhase, useSession } from '../session/session-store.ts';
import { getToast, hideToast } from '../ui/toast.tsx';
import { pendingRecords } from './analytics.ts';
import { ApiError, api, onApiError, setTransitionHandler } from './client.ts';

const taskTake = defineCall({
  service: 'task',
  method: 'POST',
  path: '/cpl/take_task',
  auth: 'required',
  request: z.object({ XbOfferId: z.string() }),
  response: z.object({ ok: z.boolean() }),
});
const poolInfo = defineCall({
  service: 'pool',
  method: 'GET',
  path: '/pool/info',
  auth: 'optional',
  request: z.object({ page: z.number() }),
  response: z.object({ n: z.number() }),
});

interface Seen {
  url: string;
  init: RequestInit;
}
let seen: Seen[] = [];
let answer: () => Response;

beforeEach(() => {
  seen = [];
  hideToast();
  setHost(browserHost);
  useSession.setState({ userId: 100001, secretKey: 'key', userLogin: 'linh' });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return answer();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setTransitionHandler(undefined);
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api()', () => {
  it('a call that needs a session waits for the login phase and leaves with the key it brought', async () => {
    useSession.setState({ userId: 0, secretKey: '', userLogin: '' });
    let landed = () => {};
    setLoginPhase(new Promise<void>((resolve) => (landed = resolve)));
    answer = () => json({ code: 0, msg: 'ok', data: { ok: true } });
    const call = api(taskTake, { XbOfferId: 'o1' });
    // An optional call does not wait.
    await api(poolInfo, { page: 1 });
    expect(seen.map((s) => s.url)).toEqual(['/svc/pool/pool/info?page=1']);
    useSession.setState({ userId: 100003, secretKey: 'ana-key' });
    landed();
    await expect(call).resolves.toEqual({ ok: true });
    setLoginPhase(Promise.resolve());
    expect(((seen[1] as Seen).init.headers as Record<string, string>)['User-Id']).toBe('100003');
  });

  it('sends the common headers and answers the envelope data (code 0 or 200-299)', async () => {
    answer = () => json({ code: 201, msg: 'ok', data: { n: 3 } });
    await expect(api(poolInfo, { page: 2 })).resolves.toEqual({ n: 3 });
    const { url, init } = seen[0] as Seen;
    expect(url).toBe('/svc/pool/pool/info?page=2');
    const headers = init.headers as Record<string, string>;
    expect(headers).toMatchObject({ 'User-Id': '100001', 'User-Secret-Key': 'key', PLATFORM: 'h5', language: 'vi-VN' });
    expect(headers.NONCE).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(Number(headers.TS)).toBeCloseTo(Date.now() / 1000, -1);
    expect(headers).not.toHaveProperty('D-Id');
  });

  it('a business failure throws ApiError and shows a toast', async () => {
    answer = () => json({ code: 2101, msg: 'The code is not correct.', data: null });
    const error = await api(poolInfo, { page: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(2101);
    expect(getToast()?.message).toBe('The code is not correct.');
  });

  it('silent calls show no toast; a bad body is PARSING_ERROR', async () => {
    answer = () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' });
    const error = (await api(poolInfo, { page: 1 }, { silent: true }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('PARSING_ERROR');
    expect(error.status).toBe(502);
    expect(getToast()).toBeNull();
  });

  it('ERROR_OUT_OF_NEWBIE is neither toasted nor reported', async () => {
    const reports: unknown[] = [];
    const off = onApiError((failure) => reports.push(failure));
    answer = () => json({ code: 2301, msg: 'ERROR_OUTOF_NEWBIE', data: null });
    await expect(api(poolInfo, { page: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(getToast()).toBeNull();
    expect(reports).toEqual([]);
    off();
  });

  it('1004, 1010 and 1012 go to the transition handler with the in-flight route, without a toast', async () => {
    history.replaceState(null, '', '/vi-VN/wallet?tab=2');
    const handled: { code: number | undefined; route: string }[] = [];
    setTransitionHandler((failure) => handled.push({ code: failure.error.code, route: failure.inFlightRoute }));
    for (const code of [ErrorCode.SESSION_INVALID, ErrorCode.VERIFICATION_NEEDED, ErrorCode.PHONE_BINDING_REQUIRED]) {
      answer = () => json({ code, msg: 'x', data: null });
      await api(poolInfo, { page: 1 }).catch(() => {});
    }
    expect(handled).toEqual([
      { code: 1004, route: '/wallet?tab=2' },
      { code: 1010, route: '/wallet?tab=2' },
      { code: 1012, route: '/wallet?tab=2' },
    ]);
    expect(getToast()).toBeNull();
  });

  it('records a performance report per call', async () => {
    answer = () => json({ code: 0, msg: 'ok', data: { n: 1 } });
    const before = pendingRecords().length;
    await api(poolInfo, { page: 1 });
    const record = pendingRecords().at(-1);
    expect(pendingRecords().length).toBe(before + 1);
    expect(record).toMatchObject({ type: 'api', name: '/svc/pool/pool/info', status: 200, code: 0 });
  });

  it('device headers for task; XBSL with what the host signs (path, body, TS and NONCE)', async () => {
    answer = () => json({ code: 0, msg: 'ok', data: { ok: true } });
    const sign = vi.fn(async (request: SignRequest) => `sig(${request.path}:${request.body.length})`);
    setHost({ ...browserHost, platform: 'app', appVersion: '3.2.0', sign } as typeof browserHost);
    useSession.setState({ appEnvironment: { did: 'd1', adid: 'a1', android_id: 'x1' } });
    await api(taskTake, { XbOfferId: 'o1' });
    const headers = (seen[0] as Seen).init.headers as Record<string, string>;
    const body = '{"XbOfferId":"o1"}';
    expect(sign).toHaveBeenCalledWith({ path: '/cpl/take_task', body, ts: Number(headers.TS), nonce: headers.NONCE });
    expect(headers.XBSL).toBe(`sig(/cpl/take_task:${body.length})`);
    expect(headers).toMatchObject({
      'D-Id': 'd1',
      'Ad-Id': 'a1',
      'Android-Id': 'x1',
      'User-Login': 'linh',
      PLATFORM: 'app',
    });
  });

  it('no XBSL in the browser, when the host does not sign the path, or on GET', async () => {
    answer = () => json({ code: 0, msg: 'ok', data: { ok: true } });
    await api(taskTake, { XbOfferId: 'o1' });
    expect((seen[0] as Seen).init.headers).not.toHaveProperty('XBSL');
    const sign = vi.fn(async () => undefined);
    setHost({ ...browserHost, platform: 'app', sign } as typeof browserHost);
    await api(taskTake, { XbOfferId: 'o1' });
    expect(sign).toHaveBeenCalledTimes(1);
    expect((seen[1] as Seen).init.headers).not.toHaveProperty('XBSL');
    answer = () => json({ code: 0, msg: 'ok', data: { n: 1 } });
    await api(poolInfo, { page: 1 });
    expect(sign).toHaveBeenCalledTimes(1);
  });
});
