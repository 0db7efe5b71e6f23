import { getHost } from './host.ts';

/**
 * Opens a page of another site (a channel to follow, a provider's page): inside Telegram through the client
 * (t.me links with openTelegramLink, others with openLink), in the native app through its link opener, and in a
 * browser in a new tab so the app stays open here.
 */
export function openExternal(url: string): void {
  const host = getHost();
  if (host.platform === 'h5') {
    window.open(url, '_blank', 'noopener');
    return;
  }
  void host.openLink(url, url);
}

/** The bot and initData of this Telegram launch, or undefined outside Telegram. */
export function telegramAuthInfo(): { botName: string; initData: string } | undefined {
  return getHost().telegramAuth?.();
}
