import type { Settings } from '../../config-schema.ts';

/** The account settings (config-schema.ts, ACCOUNT_*), parsed once per app. */
export interface AccountSettings {
  coolingOffDays: number;
  /** A balance worth at most this many USDT cents counts as dust. */
  dustCents: number;
  exportEverySeconds: number;
  sweepEveryMs: number;
}

export function accountSettingsFrom(
  s: Pick<
    Settings,
    'ACCOUNT_DELETE_COOLING_DAYS' | 'ACCOUNT_DUST_CENTS' | 'ACCOUNT_EXPORT_EVERY_SECONDS' | 'ACCOUNT_SWEEP_MS'
  >,
): AccountSettings {
  return {
    coolingOffDays: s.ACCOUNT_DELETE_COOLING_DAYS,
    dustCents: s.ACCOUNT_DUST_CENTS,
    exportEverySeconds: s.ACCOUNT_EXPORT_EVERY_SECONDS,
    sweepEveryMs: s.ACCOUNT_SWEEP_MS,
  };
}
