import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';

/** The pets' terms as the console shows and sends them (games/pets.ts PetTermsWire): KC decimal strings, whole numbers. */
export const petTermsValues = z.object({
  draw_price: z.string(),
  /** Odds weights of common, rare, epic, legendary: positive, adding up to 10000. */
  weights: z.array(z.number()),
  pity: z.number(),
  base_rate: z.array(z.string()),
  level_bps: z.number(),
  max_level: z.number(),
  level_cost: z.array(z.string()),
  train_seconds_per_level: z.number(),
  speed_up_per_minute: z.string(),
  stamina_seconds: z.number(),
  restore_cost: z.string(),
  buff_bps: z.number(),
  buff_seconds: z.number(),
  buff_cost: z.string(),
  power_per_level: z.array(z.number()),
  market_fee_bps: z.number(),
  max_rent_days: z.number(),
});

export const petTermsSettingsView = z.object({
  /** What new draws and listings use now (version 0: the built-in defaults, while no operator saved terms). */
  current: petTermsValues,
  version: z.number(),
  /** The built-in defaults (DEFAULT_PET_TERMS). */
  defaults: petTermsValues,
  /** Seconds; null while an operator never saved terms. */
  updated_at: z.nullable(z.number()),
  updated_by_email: z.nullable(z.string()),
});

/** The pets' terms (docs/pets.md, "Configuration"): what new draws and listings use, and the defaults. */
export const opsPetTerms = defineOpsCall({
  path: '/pets/terms',
  permission: 'games.pets',
  request: z.object({}),
  response: petTermsSettingsView,
});
