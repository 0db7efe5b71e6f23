import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * An offer network's postback, read into what the lifecycle needs. Networks call our server to server
 * (`/postback/<network>`); each adapter checks the signature its network defines and maps its parameter names.
 */
export interface Conversion {
  /** The network's transaction id: each conversion is paid once by it. For a reversal, the original's id. */
  txnId: string;
  /** Our click id (the take): names the player, the device and the offer. */
  clickId: string;
  /** Which step: its seq (1, 2, ...) or its goal (`level:10`). Absent: the take's first step not yet paid. */
  step?: { seq: number } | { goal: string } | undefined;
  /** A chargeback of an earlier conversion. */
  reversal: boolean;
  reason: string;
}

type ParsedPostback = { ok: true; conversion: Conversion } | { ok: false; reason: string; txnId: string };

export interface OfferNetwork {
  readonly id: string;
  /** Reads a postback: query parameters and headers as received. Refuses bad signatures and missing fields. */
  parse(params: Record<string, string>, headers: Record<string, string | string[] | undefined>): ParsedPostback;
  /** The tracking link a take opens (our click id travels in it). */
  trackingLink(input: { clickId: string; networkOfferId: string | null; userId: number }): string;
}

/** `k=v&k=v` over the parameters sorted by name (values as received, not re-encoded). */
export function sortedQuery(params: Record<string, string>, skip: string[] = []): string {
  return Object.keys(params)
    .filter((k) => !skip.includes(k))
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Constant-time comparison of two hex signatures. */
export function sameHex(expected: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-fA-F]+$/.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}
