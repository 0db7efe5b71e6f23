import { Header } from '@arcadia/contract';

let counter = Math.floor(Math.random() * 36 ** 4);

/** 5 alphanumerics, unique within a process for 60 million requests (the replay guard rejects repeats). */
function nextNonce(): string {
  counter = (counter + 1) % 36 ** 5;
  return counter.toString(36).padStart(5, '0');
}

/** The spec's common headers with a fresh TS and NONCE; a session when a user is given. */
export function commonHeaders(user?: { id: number; secretKey: string }): Record<string, string> {
  return {
    [Header.TS]: String(Math.floor(Date.now() / 1000)),
    [Header.NONCE]: nextNonce(),
    [Header.PLATFORM]: 'h5',
    [Header.LANGUAGE]: 'vi-VN',
    [Header.COUNTRY_CODE]: 'vn',
    [Header.APP_VER]: '1.0.0',
    ...(user ? { [Header.USER_ID]: String(user.id), [Header.USER_SECRET_KEY]: user.secretKey } : {}),
  };
}
