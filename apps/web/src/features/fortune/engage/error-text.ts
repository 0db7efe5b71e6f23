import { ApiError, apiErrorText } from '../../../api/client.ts';
import { getLocale, translate } from '../../../i18n/i18n.ts';

/**
 * A refusal in the player's language by its catalogue code, whatever the HTTP status it came with (RATE_LIMITED comes
 * as 429, which the generic text would show as "429 ..."); anything without a translated code reads as usual.
 */
export function refusalText(error: unknown): string {
  if (error instanceof ApiError && error.code !== undefined) {
    const key = `errors.${error.code}`;
    const text = translate(getLocale(), 'user', key);
    if (text !== key) return text;
  }
  return apiErrorText(error);
}
