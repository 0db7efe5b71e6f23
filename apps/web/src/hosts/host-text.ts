import { getLocale, loadNamespace, translate } from '../i18n/i18n.ts';

/** The hosts' own messages (namespace `hosts`), for texts shown outside React (Telegram popups, toasts). */
export const HOSTS_NAMESPACE = 'hosts';

export function loadHostText(): Promise<void> {
  return loadNamespace(HOSTS_NAMESPACE, getLocale()).catch(() => {});
}

export function hostText(key: string): string {
  return translate(getLocale(), HOSTS_NAMESPACE, key);
}
