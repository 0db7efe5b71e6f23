import type * as z from 'zod/mini';
import type { ServiceName } from '../services.ts';

/**
 * One call of spec section 7. Schemas use `zod/mini`, which tree-shakes, so the web bundle only pays for
 * the schemas it uses (ADR 004). `request` is the JSON body for POST and the query for GET; `response` is
 * the envelope's `data` on success.
 */
export interface CallDef<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> {
  service: ServiceName;
  method: 'GET' | 'POST';
  /** Path below the service's base, e.g. `/wallet/get_wallet_info`. */
  path: string;
  request: Req;
  response: Res;
  /** required: 1004 without a valid session; optional: visitors allowed; none: no session looked up. */
  auth: 'required' | 'optional' | 'none';
  /** Money-moving calls carry an Idempotency-Key header; a repeat returns the first answer. */
  idempotent?: boolean;
}

/** Largest value of a Postgres `integer` column: ids and codes stored in one must stay within ±this. */
export const PG_INT_MAX = 2_147_483_647;
export const PG_INT_MIN = -2_147_483_648;

export function defineCall<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  def: CallDef<Req, Res>,
): CallDef<Req, Res> {
  return def;
}

export type RequestOf<C extends CallDef> = z.input<C['request']>;
export type ResponseOf<C extends CallDef> = z.output<C['response']>;
/** What the server's handler receives: the request after parsing (coercions applied). */
export type ParsedRequestOf<C extends CallDef> = z.output<C['request']>;
