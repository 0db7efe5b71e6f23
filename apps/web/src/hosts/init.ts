import { afterFirstPaint } from '../app/first-paint.ts';
import { LOCALE_STORAGE_KEY } from '../i18n/locale.ts';
import { detectPlatform } from './detect.ts';
import { setHost } from './host.ts';
import { captureShareUid, installPageSwitch } from './page-links.ts';
import { captureInstallPrompt } from './pwa/pwa-store.ts';
import { reportHostEvent, truncateMessage } from './report.ts';

/**
 * Host detection at startup (main.tsx awaits it before the session starts). Telegram and native code load
 * only in their host, as separate chunks, so the browser's first load carries none of it.
 */
export async function initHost(): Promise<void> {
  // Read before the router turns '/' into '/<locale>/' and stores it: only a first visit that began at the bare
  // root takes the open-app country's locale; an explicit /ja-JP/, or a language once chosen, stays.
  const enteredAtRoot = window.location.pathname === '/' && !localStorage.getItem(LOCALE_STORAGE_KEY);
  captureShareUid();
  installPageSwitch();
  let platform = detectPlatform();
  if (import.meta.env.DEV) platform = (await import('./dev/dev-host.ts')).applyDevHost(platform);
  if (platform === 'tg') {
    try {
      const telegram = await import('./telegram/telegram-host.ts');
      setHost(telegram.startTelegram());
    } catch (error) {
      reportHostEvent('tg_script_load_failed', { message: truncateMessage(error) });
    }
  } else if (platform === 'app') {
    try {
      const native = await import('./native/native-host.ts');
      setHost(await native.startNative());
    } catch (error) {
      reportHostEvent('error_jsb_init', { step: 'load', message: truncateMessage(error) });
    }
  } else {
    captureInstallPrompt();
    if (enteredAtRoot) setTimeout(() => void import('./root-locale.ts').then((m) => m.applyRootLocale()), 0);
    // The worker's install fetches the app shell (the root page and home's files): after the first page has
    // painted, so it does not compete with that page's own files and calls.
    if (import.meta.env.PROD && 'serviceWorker' in navigator)
      afterFirstPaint(
        () => void import('./pwa/register-sw.ts').then((pwa) => pwa.registerServiceWorker().catch(() => {})),
      );
  }
}
