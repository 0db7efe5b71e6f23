import * as z from 'zod/mini';

/** A popup as a player sees it, in their language; `button` and `deep_link` are empty when it has no button. */
export const playerPopup = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  /** An app image path (/popups/…, /coins/…, /resource/…); empty for none. */
  image: z.string(),
  button: z.string(),
  /** An in-app path the button opens, e.g. /rewards/newbie. */
  deep_link: z.string(),
});

/** A popup id as it appears in /buildDialog/<id>. */
export const popupIdField = z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));
