import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures in Stripe's scheme (the sandbox provider signs this way): header `t=<unix seconds>,v1=<hex>`
 * (several v1 while a secret rotates), v1 = HMAC-SHA256(secret, `${t}.${raw body}`), compared in constant time
 * against every v1, with a tolerance window on t (default 300 s, Stripe's libraries' default).
 */
export function signPayload(secret: string, rawBody: string, t: number): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`;
}

export type SignatureCheck = 'ok' | 'bad_signature' | 'stale' | 'malformed';

export function checkSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): SignatureCheck {
  if (!header) return 'malformed';
  let t: number | undefined;
  const v1: string[] = [];
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at <= 0) continue;
    const key = item.slice(0, at).trim();
    const value = item.slice(at + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) t = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) v1.push(value);
  }
  if (t === undefined || v1.length === 0) return 'malformed';
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const match = v1.some((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected));
  if (!match) return 'bad_signature';
  if (Math.abs(nowSeconds - t) > toleranceSeconds) return 'stale';
  return 'ok';
}
