import * as z from 'zod/mini';
import { LOCALES } from '../../locales.ts';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

/** A main-brand popup's title, body and button text in one language. */
export const mainPopupText = z.object({
  locale: z.enum(LOCALES),
  title: z.string(),
  body: z.string(),
  button: z.string(),
});

/**
 * A main-brand popup as operators see it (docs/rewards.md "Popups"): its texts, whom it targets (markets, new
 * players), its frequency cap and window. `shows` counts every time a player was shown it; `status` follows the
 * window, and `inactive` once an operator ended it. It also opens as a page at /buildDialog/<id>.
 */
export const mainPopupView = z.object({
  id: z.number(),
  texts: z.array(mainPopupText),
  image: z.string(),
  deep_link: z.string(),
  markets: z.array(z.string()),
  new_within_days: z.number(),
  max_shows: z.number(),
  every_hours: z.number(),
  priority: z.number(),
  starts_at: z.number(),
  ends_at: z.number(),
  created_at: z.number(),
  operator_id: z.nullable(z.number()),
  shows: z.number(),
  status: z.enum(['upcoming', 'live', 'ended', 'inactive']),
});

/** The main brand's popups, newest first, 50 a page. */
export const opsPopups = defineOpsCall({
  path: '/popups',
  permission: 'popups.manage',
  request: z.object({ page: pageField }),
  response: z.object({ list: z.array(mainPopupView), has_more: z.boolean() }),
});
