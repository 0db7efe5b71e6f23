import { z } from 'zod';

/** Every answer from every service: `{code, msg, data}` (spec section 3). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Field errors travel as `data: {field: [messages]}`. */
export type FieldErrors = Record<string, string[]>;

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export function isSuccessCode(code: number): boolean {
  return code === 0 || (code >= 200 && code <= 299);
}

/** Spec section 5: success means HTTP 200 and a body code of 0 or within 200-299. */
export function isSuccess(httpStatus: number, body: { code: number } | null | undefined): boolean {
  return httpStatus === 200 && body != null && isSuccessCode(body.code);
}

export function isFieldErrors(data: unknown): data is FieldErrors {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return false;
  const values = Object.values(data);
  return values.length > 0 && values.every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'));
}
