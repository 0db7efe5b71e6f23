import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { pvpSettingsView } from './pvp-settings.ts';

/**
 * Saves PvP's match settings (docs/pvp.md, "Configuration"): one to six different whole USDT stakes (1-999999), the
 * fee in basis points of the pot (0-2000) and the grace period in seconds (10-3600). New matches use them; a match
 * already playing keeps the fee and grace it started with. Audited as `pvp.settings` with before and after;
 * `changed` is false when nothing differed.
 */
export const opsPvpSettingsSet = defineOpsCall({
  path: '/pvp/settings/set',
  permission: 'pvp.admin',
  reauth: true,
  request: z.object({
    stakes: z
      .array(z.string().check(z.trim(), z.regex(/^[1-9]\d{0,5}$/, 'must be a whole USDT amount from 1 to 999999')))
      .check(z.minLength(1, 'at least one stake'), z.maxLength(6, 'at most six stakes')),
    fee_bp: z.number().check(z.int(), z.gte(0, 'from 0'), z.lte(2000, 'at most 2000 (20 %)')),
    grace_seconds: z.number().check(z.int(), z.gte(10, 'at least 10 seconds'), z.lte(3600, 'at most 3600 seconds')),
  }),
  response: z.object({ settings: pvpSettingsView, changed: z.boolean() }),
});
