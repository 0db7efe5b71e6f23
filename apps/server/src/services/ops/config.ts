import type { Settings } from '../../config-schema.ts';

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

export function opsConfigFrom(settings: Settings, productName: string): OpsConfig {
  return {
    idleMs: settings.OPS_SESSION_IDLE_SECONDS * 1000,
    absoluteMs: settings.OPS_SESSION_ABSOLUTE_SECONDS * 1000,
    reauthMs: settings.OPS_REAUTH_SECONDS * 1000,
    lockoutAttempts: settings.OPS_LOCKOUT_ATTEMPTS,
    lockoutMs: settings.OPS_LOCKOUT_SECONDS * 1000,
    fourEyesLimitUsd: settings.OPS_FOUR_EYES_LIMIT_USD,
    issuer: settings.OPS_TOTP_ISSUER ?? `${productName} Ops`,
  };
}
