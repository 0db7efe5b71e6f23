import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { lastDevOtp } from '../../src/lib/sms.ts';
import { type SignedHeaderOptions, signedHeaders, type TestApp } from '../helpers.ts';

export interface CallOptions extends SignedHeaderOptions {
  /** Client IP; default a random private address, so per-IP limits do not leak between tests. */
  ip?: string;
  query?: string;
}

export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A fresh phone number in a market (default vn). */
export function randomPhone(prefix = '+849'): string {
  return `${prefix}${String(randomInt(10_000_000, 99_999_999))}`;
}

export async function call(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const { ip, query, ...headerOptions } = options;
  return t.app.inject({
    method,
    url: query ? `${url}?${query}` : url,
    headers: signedHeaders(headerOptions),
    remoteAddress: ip ?? randomIp(),
    ...(method === 'POST' ? { payload: (payload ?? {}) as object } : {}),
  });
}

export const post = (t: TestApp, path: string, payload?: unknown, options?: CallOptions) =>
  call(t, 'POST', `/svc/user${path}`, payload, options);
export const get = (t: TestApp, path: string, options?: CallOptions) =>
  call(t, 'GET', `/svc/user${path}`, undefined, options);

/** Asserts an envelope with this code (and HTTP status) and answers its data (loosely typed for tests). */
// biome-ignore lint/suspicious/noExplicitAny: test data of many shapes, checked by the assertions that follow
export function expectCode(res: LightMyRequestResponse, code: number, status = 200): any {
  const body = res.json();
  expect({ status: res.statusCode, code: body.code, msg: body.msg }).toMatchObject({ status, code });
  return body.data;
}

/** Sends a code and reads it back from the development SMS adapter. */
export async function sendCode(t: TestApp, phone: string, purpose?: string, options: CallOptions = {}) {
  const res = await post(t, '/user/send_otp_via_phone', { phone, ...(purpose ? { purpose } : {}) }, options);
  expectCode(res, 0);
  const code = lastDevOtp(phone);
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** A new player logged in by phone + code: their id, key and phone. */
export async function newPlayer(t: TestApp, phone = randomPhone()) {
  const otp = await sendCode(t, phone);
  const data = expectCode(await post(t, '/user/register_or_login_by_phone', { phone, otp_code: otp }), 0);
  return { userId: data.user_id as number, secretKey: data.user_secret_key as string, phone };
}
