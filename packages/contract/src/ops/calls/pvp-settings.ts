import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';

/** PvP match settings as the console shows and sends them: whole USDT stakes, fee in basis points, grace in seconds. */
export const pvpSettingsValues = z.object({
  stakes: z.array(z.string()),
  fee_bp: z.number(),
  grace_seconds: z.number(),
});

export const pvpSettingsView = z.object({
  /** What new matches use now: the operator's settings, or the environment's while never set. */
  current: pvpSettingsValues,
  /** The PVP_* environment settings (the defaults). */
  defaults: pvpSettingsValues,
  /** Seconds; null while an operator never saved settings. */
  updated_at: z.nullable(z.number()),
  updated_by_email: z.nullable(z.string()),
});

/** PvP's match settings (docs/pvp.md, "Configuration"): what applies to new matches and the environment's defaults. */
export const opsPvpSettings = defineOpsCall({
  path: '/pvp/settings',
  permission: 'pvp.admin',
  request: z.object({}),
  response: pvpSettingsView,
});
