import type { Settings } from '../../config-schema.ts';

/** The creator-product settings (config-schema.ts, PRODUCT_*), parsed once per app. */
export interface ProductSettings {
  maxPending: number;
  perDay: number;
  uploadsPerHour: number;
}

export function productSettingsFrom(
  s: Pick<Settings, 'PRODUCT_MAX_PENDING' | 'PRODUCT_SUBMISSIONS_PER_DAY' | 'PRODUCT_UPLOADS_PER_HOUR'>,
): ProductSettings {
  return {
    maxPending: s.PRODUCT_MAX_PENDING,
    perDay: s.PRODUCT_SUBMISSIONS_PER_DAY,
    uploadsPerHour: s.PRODUCT_UPLOADS_PER_HOUR,
  };
}
