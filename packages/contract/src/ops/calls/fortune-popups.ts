import * as z from 'zod/mini';
import { LOCALES } from '../../locales.ts';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

/** A popup's title and body in one language. */
export const popupText = z.object({ locale: z.enum(LOCALES), title: z.string(), body: z.string() });

/**
 * A popup as operators see it: its texts, whom it targets, its frequency cap and window. `shows` counts every time
 * a player was shown it; `status` follows the window, and `inactive` once an operator ended it.
 */
export const popupView = z.object({
  id: z.number(),
  texts: z.array(popupText),
  image: z.string(),
  deep_link: z.string(),
  markets: z.array(z.string()),
  min_vip: z.number(),
  max_vip: z.number(),
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

/** Fortune's popups, newest first, 50 a page. */
export const opsFortunePopups = defineOpsCall({
  path: '/fortune/popups',
  permission: 'fortune.campaigns',
  request: z.object({ page: pageField }),
  response: z.object({ list: z.array(popupView), has_more: z.boolean() }),
});
