import type { Settings } from '../../config-schema.ts';

/** The gift-code settings (config-schema.ts, GIFTCODE_*), parsed once per app. */
export interface GiftSettings {
  maxClaims: number;
  maxActive: number;
  sweepEveryMs: number;
}

export function giftSettingsFrom(
  s: Pick<Settings, 'GIFTCODE_MAX_CLAIMS' | 'GIFTCODE_MAX_ACTIVE' | 'GIFTCODE_SWEEP_MS'>,
): GiftSettings {
  return { maxClaims: s.GIFTCODE_MAX_CLAIMS, maxActive: s.GIFTCODE_MAX_ACTIVE, sweepEveryMs: s.GIFTCODE_SWEEP_MS };
}

export const DEFAULT_GIFT_SETTINGS: GiftSettings = { maxClaims: 100, maxActive: 10, sweepEveryMs: 60_000 };
