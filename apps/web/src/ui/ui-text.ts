import { useEffect, useReducer } from 'react';
import { getLocale, loadNamespace, translate } from '../i18n/i18n.ts';

/** Default texts of the design system (namespace `ui`), in English until the catalogue has loaded. */
const FALLBACK = {
  close: 'Close',
  loading: 'Loading…',
  imageUnavailable: 'Image unavailable',
} as const;

export type UiTextKey = keyof typeof FALLBACK;

/**
 * Texts for components, without suspending: a Dialog opening must not blank its page while
 * `ui/<locale>.json` loads. It re-renders once the catalogue arrives.
 */
export function useUiText(): (key: UiTextKey) => string {
  const locale = getLocale();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let live = true;
    void loadNamespace('ui', locale).then(() => {
      if (live) refresh();
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return (key) => {
    const text = translate(locale, 'ui', key);
    return text === key ? FALLBACK[key] : text;
  };
}
