import type { Settings } from '../../config-schema.ts';

/** The partner programme's settings (config-schema.ts, PARTNER_*), parsed once per app. */
export interface PartnerSettings {
  bonusPercent: number;
  minInvitees: number;
  reapplyDays: number;
  applyPerDay: number;
}

export function partnerSettingsFrom(
  s: Pick<
    Settings,
    'PARTNER_BONUS_PERCENT' | 'PARTNER_MIN_INVITEES' | 'PARTNER_REAPPLY_DAYS' | 'PARTNER_APPLY_PER_DAY'
  >,
): PartnerSettings {
  return {
    bonusPercent: s.PARTNER_BONUS_PERCENT,
    minInvitees: s.PARTNER_MIN_INVITEES,
    reapplyDays: s.PARTNER_REAPPLY_DAYS,
    applyPerDay: s.PARTNER_APPLY_PER_DAY,
  };
}
