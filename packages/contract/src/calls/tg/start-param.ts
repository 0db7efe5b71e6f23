import { fromBase64Url, toBase64Url } from '../../encoding.ts';
/**
 * The Telegram start parameter (`startapp` / `tgWebAppStartParam`) carries path, from, language and dialog
 * (spec section 2). Telegram allows only `[A-Za-z0-9_-]{0,512}`, so the fields travel as base64url JSON.
 */
export interface StartParam {
  path?: string;
  from?: string;
  language?: string;
  dialog?: string;
}

export const START_PARAM_PATTERN = /^[A-Za-z0-9_-]{0,512}$/;

/** Short keys keep long paths inside Telegram's 512 characters. */
export function encodeStartParam(param: StartParam): string {
  const compact: Record<string, string> = {};
  if (param.path) compact.p = param.path;
  if (param.from) compact.f = param.from;
  if (param.language) compact.l = param.language;
  if (param.dialog) compact.d = param.dialog;
  const encoded = toBase64Url(new TextEncoder().encode(JSON.stringify(compact)));
  if (!START_PARAM_PATTERN.test(encoded)) throw new Error('start parameter longer than 512 characters');
  return encoded;
}

/** Undefined for anything that is not a start parameter we wrote (wrong alphabet, length, or shape). */
export function decodeStartParam(raw: string | null | undefined): StartParam | undefined {
  if (!raw || !START_PARAM_PATTERN.test(raw)) return undefined;
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(fromBase64Url(raw)));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const v = value as Record<string, unknown>;
    const pick = (key: string) => (typeof v[key] === 'string' ? (v[key] as string) : undefined);
    const path = pick('p');
    const param: StartParam = {};
    if (path?.startsWith('/') && !path.startsWith('//')) param.path = path;
    const from = pick('f');
    if (from) param.from = from;
    const language = pick('l');
    if (language) param.language = language;
    const dialog = pick('d');
    if (dialog) param.dialog = dialog;
    return param;
  } catch {
    return undefined;
  }
}
