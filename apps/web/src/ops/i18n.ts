import { useSyncExternalStore } from 'react';
import { EN_US, type MessageKey } from './messages/en-US.ts';
import { VI_VN } from './messages/vi-VN.ts';

/** The console speaks English and Vietnamese (issue 15); the player app's 13 locales are not needed here. */
export const CONSOLE_LOCALES = ['en-US', 'vi-VN'] as const;
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];

const CATALOGUES: Record<ConsoleLocale, Record<MessageKey, string>> = { 'en-US': EN_US, 'vi-VN': VI_VN };
const KEY = 'arcadia.ops.locale';
const listeners = new Set<() => void>();

function initialLocale(): ConsoleLocale {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === 'en-US' || saved === 'vi-VN') return saved;
  } catch {
    // No storage: fall through to the browser's language.
  }
  return typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('vi') ? 'vi-VN' : 'en-US';
}

let locale: ConsoleLocale = initialLocale();

export function setConsoleLocale(next: ConsoleLocale) {
  locale = next;
  try {
    localStorage.setItem(KEY, next);
  } catch {
    // Kept for this page only.
  }
  document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

export const getConsoleLocale = () => locale;

function translate(at: ConsoleLocale, key: MessageKey, vars?: Record<string, string | number>): string {
  const text = CATALOGUES[at][key];
  return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole)) : text;
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function useT(): { t: Translate; locale: ConsoleLocale } {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => locale,
  );
  return { t: (key, vars) => translate(current, key, vars), locale: current };
}
