import { processSettings } from '../config-schema.ts';

/**
 * Calls to third parties (OAuth token endpoints, the Telegram Bot API, captcha verifiers) with a time limit.
 * Network failures and timeouts come back as `{ ok: false, status: 0 }`; a body that is not JSON as `json: undefined`.
 * Callers turn these into envelope errors, never a 500.
 */
export interface OutboundAnswer {
  ok: boolean;
  status: number;
  json: unknown;
}

const OUTBOUND_TIMEOUT_MS = processSettings().OUTBOUND_TIMEOUT_MS;

export async function fetchJson(
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
  timeoutMs = OUTBOUND_TIMEOUT_MS,
): Promise<OutboundAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { accept: 'application/json', ...init.headers },
      ...(init.body !== undefined ? { body: init.body } : {}),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch {
    return { ok: false, status: 0, json: undefined };
  }
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    json = undefined;
  }
  return { ok: response.ok, status: response.status, json };
}

/** Form-encodes a flat record (application/x-www-form-urlencoded). */
export function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}
