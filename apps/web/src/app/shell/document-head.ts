import { DEFAULT_ALTERNATE_LOCALES, type Locale, type RouteDef } from '@arcadia/contract';
import { useEffect, useSyncExternalStore } from 'react';
import type { Translate } from '../../i18n/i18n.ts';
import { textDirection } from '../../i18n/markets.ts';
import { maskNickname } from '../../i18n/mask.ts';
import { useLocation } from '../router/route-context.ts';

/**
 * Keeps the document head right on client-side navigation: title by the route's title rule,
 * canonical and alternate links, `<html lang dir>`. The server renders the same head into
 * index.html for the first load (apps/server/src/head); these rules mirror it.
 */

export interface EntityHead {
  /** Product/post title, profile username. */
  title?: string;
  /** Gift page: the sender's nickname (masked when shown). */
  senderNickname?: string;
}

let entity: EntityHead = {};
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getEntity = () => entity;

/** A page hands its own data to the head (product title, username, gift sender); cleared on unmount. */
export function useEntityHead(next: EntityHead | undefined) {
  const title = next?.title;
  const sender = next?.senderNickname;
  useEffect(() => {
    entity = { title, senderNickname: sender };
    for (const listener of listeners) listener();
    return () => {
      entity = {};
      for (const listener of listeners) listener();
    };
  }, [title, sender]);
}

export function documentTitle(route: RouteDef | undefined, t: Translate, data: EntityHead): string {
  if (!route) return t('notFound.title');
  const plain = t(`titles.${route.id}`);
  switch (route.title) {
    case 'product-suffix':
      return `${plain} - ${t('brand.product')}`;
    case 'username':
    case 'entity':
      return data.title || plain;
    case 'gift-sender':
      return data.senderNickname ? t('head.sendGift', { name: maskNickname(data.senderNickname) }) : plain;
    default:
      return plain;
  }
}

export function canonicalHref(
  route: RouteDef | undefined,
  locale: Locale,
  path: string,
  search: string,
): string | null {
  if (!route?.canonical) return null;
  const params = new URLSearchParams(search);
  const query = new URLSearchParams();
  for (const key of route.canonical === true ? [] : route.canonical) {
    const value = params.get(key);
    if (value !== null) query.set(key, value);
  }
  const qs = query.toString();
  return `${window.location.origin}/${locale}${path === '/' ? '/' : path}${qs ? `?${qs}` : ''}`;
}

function setLink(rel: string, href: string | null, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`;
  let link = document.head.querySelector<HTMLLinkElement>(selector);
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    if (hreflang) link.hreflang = hreflang;
    document.head.append(link);
  }
  link.href = href;
}

/** Applies the head for the current route; called by the app shell. */
export function useDocumentHead(route: RouteDef | undefined, locale: Locale, path: string, t: Translate) {
  const data = useSyncExternalStore(subscribe, getEntity, getEntity);
  const { search } = useLocation();
  const title = documentTitle(route, t, data);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = textDirection(locale);
    setLink('canonical', canonicalHref(route, locale, path, search));
    for (const alt of DEFAULT_ALTERNATE_LOCALES) {
      setLink('alternate', route ? `${window.location.origin}/${alt}${path === '/' ? '/' : path}` : null, alt);
    }
  }, [route, locale, path, search]);
  return title;
}
