/** Operator console settings (README configuration table). */
export interface OpsConfig {
  /** An operator session unused this long ends (OPS_SESSION_IDLE_SECONDS, default 30 minutes). */
  idleMs: number;
  /** And in any case this long after login (OPS_SESSION_ABSOLUTE_SECONDS, default 12 hours). */
  absoluteMs: number;
  /** Money and role actions need a password + TOTP check this recent (OPS_REAUTH_SECONDS, default 5 minutes). */
  reauthMs: number;
  /** Wrong logins before the account locks (OPS_LOCKOUT_ATTEMPTS, default 5), and for how long (OPS_LOCKOUT_SECONDS, 15 minutes). */
  lockoutAttempts: number;
  lockoutMs: number;
  /** Manual adjustments worth more than this many USD need a second operator (OPS_FOUR_EYES_LIMIT_USD, default 100). */
  fourEyesLimitUsd: number;
  /** The issuer shown by authenticator apps (OPS_TOTP_ISSUER, default the product name). */
  issuer: string;
}

function positive(env: Record<string, string | undefined>, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${key} must be a positive number, got "${raw}"`);
  return value;
}

export function opsConfigFromEnv(env: Record<string, string | undefined>, productName: string): OpsConfig {
  return {
    idleMs: positive(env, 'OPS_SESSION_IDLE_SECONDS', 1800) * 1000,
    absoluteMs: positive(env, 'OPS_SESSION_ABSOLUTE_SECONDS', 12 * 3600) * 1000,
    reauthMs: positive(env, 'OPS_REAUTH_SECONDS', 300) * 1000,
    lockoutAttempts: positive(env, 'OPS_LOCKOUT_ATTEMPTS', 5),
    lockoutMs: positive(env, 'OPS_LOCKOUT_SECONDS', 900) * 1000,
    fourEyesLimitUsd: positive(env, 'OPS_FOUR_EYES_LIMIT_USD', 100),
    issuer: env.OPS_TOTP_ISSUER || `${productName} Ops`,
  };
}
