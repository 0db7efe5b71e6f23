/**
 * The logged-in rule (spec section 4): a user id greater than 0 and a secret key. Values that are
 * empty, 'null', 'undefined' or not a positive integer are ignored.
 */
export interface Credentials {
  userId: number;
  secretKey: string;
}

const IGNORED = new Set(['', 'null', 'undefined']);

export function parseUserId(raw: unknown): number {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : 0;
  if (typeof raw !== 'string' || IGNORED.has(raw.trim())) return 0;
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return 0;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

export function parseSecretKey(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const key = raw.trim();
  return IGNORED.has(key) ? '' : key;
}

/** Credentials when both parts are valid, else undefined. */
export function toCredentials(rawId: unknown, rawKey: unknown): Credentials | undefined {
  const userId = parseUserId(rawId);
  const secretKey = parseSecretKey(rawKey);
  return userId > 0 && secretKey ? { userId, secretKey } : undefined;
}

export function isLoggedIn(userId: unknown, secretKey: unknown): boolean {
  return toCredentials(userId, secretKey) !== undefined;
}
