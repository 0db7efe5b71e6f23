import { DEFAULT_LOCALE, type Locale, type Namespace } from '@arcadia/contract';
import { use, useCallback, useSyncExternalStore } from 'react';
import type { MessageKeys } from './message-keys.gen.ts';

/**
 * A small i18n runtime (ADR 003): one JSON catalogue per namespace and locale at
 * /resource/i18n/<namespace>/<locale>.json, `{{name}}` interpolation, plurals with Intl.PluralRules
 * (`key_one`, `key_other`, ...). Pages suspend until their namespace has loaded.
 */

export type Messages = { [key: string]: string | Messages };
export type TranslateVars = Record<string, string | number>;

/**
 * A key that only the running app knows (it comes from server data or a table lookup): the one escape from the
 * typed keys below, written `key as DynamicKey` so every use can be found with grep (ADR 018).
 */
export type DynamicKey = string & { readonly __dynamicMessageKey: true };

/** A key of another namespace, `namespace:key` (e.g. `common:actions.share`). */
type CrossKey = { [N in Namespace]: `${N}:${MessageKeys[N]}` }[Namespace];

/** The keys `t` of namespace `N` takes: its en-US keys (a plural family by its base), another's as `ns:key`. */
export type MessageKey<N extends Namespace = Namespace> = MessageKeys[N] | CrossKey | DynamicKey;

/**
 * `t` of a namespace. `Translate` with no argument is any namespace's `t` (for helpers that several namespaces
 * share: the key must then exist in some namespace); give the namespace (`Translate<'wallet'>`) to check the key
 * against that catalogue. The method form makes a namespace's `t` assignable to the general one.
 */
export type Translate<N extends Namespace = Namespace> = {
  method(key: MessageKey<N>, vars?: TranslateVars): string;
}['method'];

function messagesUrl(namespace: string, locale: string): string {
  return `/resource/i18n/${namespace}/${locale}.json`;
}

type LoadFailureListener = (url: string, error: unknown) => void;
const loadFailureListeners = new Set<LoadFailureListener>();

/** i18n fetch failures are reported (spec section 8); the analytics layer subscribes here. */
export function onMessagesLoadFailure(listener: LoadFailureListener): () => void {
  loadFailureListeners.add(listener);
  return () => loadFailureListeners.delete(listener);
}

let locale: Locale = DEFAULT_LOCALE;
let version = 0;
const catalogues = new Map<string, Messages>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

const cacheKey = (namespace: string, lang: string) => `${lang}/${namespace}`;

function emit() {
  version++;
  for (const listener of listeners) listener();
}

/** The message language used when a locale's file cannot be loaded. */
const FALLBACK_LOCALE: Locale = 'en-US';

function fetchMessages(url: string): Promise<Messages> {
  return fetch(url).then((res) => {
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return res.json() as Promise<Messages>;
  });
}

/** Loads a namespace for a locale once; a failure is reported and the en-US messages stand in. */
export function loadNamespace(namespace: string, lang: Locale = locale): Promise<void> {
  const key = cacheKey(namespace, lang);
  const known = pending.get(key);
  if (known) return known;
  const url = messagesUrl(namespace, lang);
  const promise = fetchMessages(url)
    .catch((error: unknown) => {
      for (const listener of loadFailureListeners) listener(url, error);
      // The page still needs words: fall back to the default message language, en-US (spec section 2).
      return lang === FALLBACK_LOCALE
        ? ({} as Messages)
        : fetchMessages(messagesUrl(namespace, FALLBACK_LOCALE)).catch(() => ({}) as Messages);
    })
    .then((messages) => {
      catalogues.set(key, messages);
      markFulfilled(promise);
      emit();
    });
  pending.set(key, promise);
  return promise;
}

/**
 * React's `use()` reads a promise synchronously when it carries `status: 'fulfilled'`; marking ours lets
 * useTranslation call `use()` on every render (hooks must not be conditional) without suspending again.
 */
function markFulfilled(promise: Promise<void>): Promise<void> {
  Object.assign(promise, { status: 'fulfilled', value: undefined });
  return promise;
}

/** For tests and server-provided catalogues. */
export function addMessages(namespace: string, lang: Locale, messages: Messages) {
  catalogues.set(cacheKey(namespace, lang), messages);
  pending.set(cacheKey(namespace, lang), markFulfilled(Promise.resolve()));
  emit();
}

export function getLocale(): Locale {
  return locale;
}

export function setLocale(next: Locale) {
  if (next === locale) return;
  locale = next;
  emit();
}

function lookup(messages: Messages | undefined, path: string): string | Messages | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(lang: string, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

export function interpolate(text: string, vars?: TranslateVars): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Translates `key` (or `namespace:key`) in a locale; a missing key returns the key itself. */
export function translate(lang: Locale, defaultNamespace: string, key: string, vars?: TranslateVars): string {
  const split = key.indexOf(':');
  const namespace = split > 0 ? key.slice(0, split) : defaultNamespace;
  const path = split > 0 ? key.slice(split + 1) : key;
  const messages = catalogues.get(cacheKey(namespace, lang));
  let found = lookup(messages, path);
  if (typeof vars?.count === 'number') {
    const plural = lookup(messages, `${path}_${pluralCategory(lang, vars.count)}`) ?? lookup(messages, `${path}_other`);
    if (typeof plural === 'string') found = plural;
  }
  return typeof found === 'string' ? interpolate(found, vars) : key;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getVersion = () => version;

/**
 * `t` for a namespace (default `common`, which is always loaded too). Suspends while the
 * namespace is loading for the current locale.
 */
export function useTranslation<N extends Namespace = 'common'>(
  namespace: N = 'common' as N,
): { t: Translate<N>; locale: Locale } {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const lang = locale;
  use(loadNamespace('common', lang));
  use(loadNamespace(namespace, lang));
  // biome-ignore lint/correctness/useExhaustiveDependencies: t must change when the locale does.
  const t = useCallback<Translate<N>>((key, vars) => translate(lang, namespace, key, vars), [lang, namespace]);
  return { t, locale: lang };
}
