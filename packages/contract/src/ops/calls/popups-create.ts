import * as z from 'zod/mini';
import { LOCALES } from '../../locales.ts';
import { defineOpsCall } from '../define.ts';
import { epochSecondsField, fortuneMarketsField } from './fortune-gift-codes.ts';
import { plainText, popupDeepLinkField, whole } from './fortune-popups-create.ts';
import { mainPopupView } from './popups.ts';

/** An image of the app's own, e.g. /popups/first-steps.svg or /coins/kc.svg; empty for none. */
export const mainPopupImageField = z
  .string()
  .check(
    z.maxLength(200),
    z.regex(/^(\/(popups|coins|resource)\/[a-z0-9/_-]+\.(svg|png|webp))?$/, 'must be an app image path'),
  );

/**
 * Creates a main-brand popup shown from `starts_at` to `ends_at` to players of `markets` (empty: all) and, when
 * `new_within_days` is above 0, who joined within that many days; each player sees it at most `max_shows` times,
 * `every_hours` apart; higher `priority` first. Texts: en-US required, each language once; a button text goes with
 * a deep link (both or neither). Audited.
 */
export const opsPopupsCreate = defineOpsCall({
  path: '/popups/create',
  permission: 'popups.manage',
  reauth: true,
  request: z.object({
    texts: z
      .array(
        z.object({
          locale: z.enum(LOCALES),
          title: plainText(80, false),
          body: plainText(400, true),
          button: z._default(
            z.string().check(z.trim(), z.maxLength(30), z.regex(/^[^\p{Cc}<>]*$/u, 'must be plain text')),
            '',
          ),
        }),
      )
      .check(
        z.minLength(1),
        z.maxLength(LOCALES.length),
        z.refine((list) => list.some((t) => t.locale === 'en-US'), 'en-US is required'),
        z.refine((list) => new Set(list.map((t) => t.locale)).size === list.length, 'one text per locale'),
      ),
    image: z._default(mainPopupImageField, ''),
    deep_link: z._default(popupDeepLinkField, ''),
    markets: z._default(fortuneMarketsField, []),
    new_within_days: z._default(whole(0, 365), 0),
    max_shows: z._default(whole(1, 100), 1),
    every_hours: z._default(whole(0, 720), 24),
    priority: z._default(whole(-100, 100), 0),
    starts_at: epochSecondsField,
    ends_at: epochSecondsField,
  }),
  response: z.object({ popup: mainPopupView }),
});
