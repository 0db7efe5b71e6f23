/** Version gates of spec sections 2, 5 and 9. */
const PVP_MIN_VERSION = '3.0.6';
export const AUDIT_APP_VERSION = '3.1.192';
const NEW_LOGIN_VERSION = '1.7.0';
const STRINGIFY_INPUT_VERSION = '2.2.1';
export const TG_CONTACT_MIN_VERSION = '6.9';

/** Numeric, part by part: 3.0.10 > 3.0.6; missing parts count as 0; junk counts as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff > 0 ? 1 : -1;
  }
  return 0;
}

export function versionAtLeast(version: string, min: string): boolean {
  return compareVersions(version, min) >= 0;
}

/** PvP pages need app 3.0.6 in the native app; /pvp/admin is exempt; other hosts are not gated. */
export function needsPvpUpdate(path: string, platform: string, appVersion: string): boolean {
  if (platform !== 'app') return false;
  if (path !== '/pvp' && !path.startsWith('/pvp/')) return false;
  if (path === '/pvp/admin' || path.startsWith('/pvp/admin/')) return false;
  return !versionAtLeast(appVersion, PVP_MIN_VERSION);
}

/** The native login call carries the new login flag from app 1.7.0. */
export function usesNewLoginFlag(appVersion: string): boolean {
  return versionAtLeast(appVersion, NEW_LOGIN_VERSION);
}

/** App 2.2.1 expects bridge input as a JSON string. */
export function stringifiesInput(appVersion: string): boolean {
  return appVersion === STRINGIFY_INPUT_VERSION;
}
