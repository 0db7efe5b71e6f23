/**
 * Session constants an operator configures at build time (VITE_* variables).
 */
const env = import.meta.env as Record<string, string | undefined>;

function ids(raw: string | undefined, fallback: readonly number[]): readonly number[] {
  const parsed = (raw ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return parsed.length > 0 ? parsed : fallback;
}

/** The two user ids that skip the forced logout on sub-brand pages (spec sections 4 and 6). */
export const SUBBRAND_WHITELISTED_IDS: readonly number[] = ids(env.VITE_SUBBRAND_WHITELIST_IDS, [100_000, 100_009]);

/** The sub-brand's landing page, where a 1004 on its pages logs out to. */
export const SUBBRAND_LANDING = '/fortune';

/** Paths of sub-brand pages (no locale): the landing and everything below it. */
export function isSubBrandPath(path: string): boolean {
  return path === SUBBRAND_LANDING || path.startsWith(`${SUBBRAND_LANDING}/`);
}

/** Partner test pages log out to / instead of login-home. */
export const PARTNER_TEST_PATHS: readonly string[] = ['/fortune/test'];

/** Host names that serve the sub-brand on its own domain; every other host is the main host. */
const SUBBRAND_HOSTNAMES: readonly string[] = (env.VITE_SUBBRAND_HOSTNAMES ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

export function isMainHost(hostname: string): boolean {
  return !SUBBRAND_HOSTNAMES.includes(hostname);
}
