import { OPS_API_BASE, OPS_TOKEN_HEADER, type OpsCallDef } from '@arcadia/contract/ops/index';
import type * as z from 'zod/mini';
import { clearToken, getToken } from './session.ts';

/** A refusal from the console API: the envelope's code, message and data (field errors, reasons). */
export class OpsError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
  /** 4030 with `reason: "reauth_required"`: the action needs password and TOTP again. */
  get needsReauth(): boolean {
    return this.code === 4030 && (this.data as { reason?: string } | null)?.reason === 'reauth_required';
  }
  /** Field errors of a 400 answer, by field name. */
  get fields(): Record<string, string> {
    if (this.code !== 4000 || !this.data || typeof this.data !== 'object') return {};
    return Object.fromEntries(
      Object.entries(this.data as Record<string, unknown>).map(([field, messages]) => [
        field,
        Array.isArray(messages) ? messages.join(', ') : String(messages),
      ]),
    );
  }
}

/** Codes the server answers when the console session is gone (expired, revoked, operator disabled). */
const SESSION_GONE = new Set([4010]);

/** Calls one operator endpoint: POST JSON with the Ops-Token header; answers `data` or throws OpsError. */
export async function opsCall<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  call: OpsCallDef<Req, Res>,
  input: z.input<Req>,
  signal?: AbortSignal,
): Promise<z.output<Res>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = getToken();
  if (token) headers[OPS_TOKEN_HEADER] = token;
  const response = await fetch(`${OPS_API_BASE}${call.path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(input ?? {}),
    signal,
  });
  const envelope = (await response.json().catch(() => null)) as { code?: number; msg?: string; data?: unknown } | null;
  if (!envelope || typeof envelope.code !== 'number') throw new OpsError(response.status, response.statusText, null);
  if (response.ok && envelope.code === 0) return envelope.data as z.output<Res>;
  if (SESSION_GONE.has(envelope.code) && call.permission !== 'public') clearToken();
  throw new OpsError(envelope.code, envelope.msg ?? '', envelope.data ?? null);
}
