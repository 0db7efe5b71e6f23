import * as z from 'zod/mini';
import { LOCALES } from '../../locales.ts';
import { defineOpsCall } from '../define.ts';
import { epochSecondsField, fortuneMarketsField } from './fortune-gift-codes.ts';
import { popupView } from './fortune-popups.ts';

/** Plain text: no control characters (a body may break lines) and nothing that looks like markup ("<b", "</"). */
export const plainText = (max: number, lines: boolean) =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.maxLength(max),
    z.regex(lines ? /^(?:[^\p{Cc}]|\n)*$/u : /^[^\p{Cc}]*$/u, 'must be plain text'),
    z.refine((text) => !/<\s*[a-zA-Z!/?]/.test(text), 'must be plain text, without markup'),
  );

/** An image of the app's own, e.g. /fortune/icon.svg; empty for none. */
export const popupImageField = z
  .string()
  .check(z.maxLength(200), z.regex(/^(\/fortune\/[a-z0-9/_-]+\.(svg|png|webp))?$/, 'must be an app image path'));

/** A path inside the app, e.g. /fortune/money/pay; empty for none. Never a URL, never "//host". */
export const popupDeepLinkField = z.string().check(
  z.maxLength(200),
  z.regex(/^(\/[a-zA-Z0-9/_?=&-]*)?$/, 'must be an in-app path like /fortune/money/pay'),
  z.refine((link) => !link.startsWith('//'), 'must be an in-app path like /fortune/money/pay'),
);

export const whole = (min: number, max: number) => z.number().check(z.int(), z.gte(min), z.lte(max));

/**
 * Creates a popup shown from `starts_at` to `ends_at` to players of `markets` (empty: all) within the VIP range and,
 * when `new_within_days` is above 0, who joined within that many days; each player sees it at most `max_shows`
 * times, `every_hours` apart; higher `priority` first. Texts: en-US required, each language once. Audited.
 */
export const opsFortunePopupsCreate = defineOpsCall({
  path: '/fortune/popups/create',
  permission: 'fortune.campaigns',
  reauth: true,
  request: z.object({
    texts: z
      .array(z.object({ locale: z.enum(LOCALES), title: plainText(80, false), body: plainText(400, true) }))
      .check(
        z.minLength(1),
        z.maxLength(LOCALES.length),
        z.refine((list) => list.some((t) => t.locale === 'en-US'), 'en-US is required'),
        z.refine((list) => new Set(list.map((t) => t.locale)).size === list.length, 'one text per locale'),
      ),
    image: z._default(popupImageField, ''),
    deep_link: z._default(popupDeepLinkField, ''),
    markets: z._default(fortuneMarketsField, []),
    min_vip: z._default(whole(0, 10), 0),
    max_vip: z._default(whole(0, 10), 10),
    new_within_days: z._default(whole(0, 365), 0),
    max_shows: z._default(whole(1, 100), 1),
    every_hours: z._default(whole(0, 720), 24),
    priority: z._default(whole(-100, 100), 0),
    starts_at: epochSecondsField,
    ends_at: epochSecondsField,
  }),
  response: z.object({ popup: popupView }),
});
