import { isLocale } from '@arcadia/contract';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { afterFirstPaint } from './app/first-paint.ts';
import { loadServedPage, prefetchServedPage, servedNamespaces } from './app/router/lazy-pages.ts';
import { Router } from './app/router/router.tsx';
import { loadTabBarFor } from './app/shell/app-shell.tsx';
import { BootSplash } from './app/shell/boot-splash.tsx';
import { initHost } from './hosts/init.ts';
import { loadNamespace, setLocale } from './i18n/i18n.ts';
import { OverlayRoot } from './overlays/overlay-root.tsx';
import { installSession } from './session/install.ts';
import { useSession } from './session/session-store.ts';
import { runStartup } from './session/startup.ts';

const first = window.location.pathname.split('/')[1];
/**
 * The first page's module, the tab bar on a tab page and the translations the head names: in before the first render
 * (see loadServedPage).
 */
const firstPaint: Promise<unknown>[] = [loadServedPage(), loadTabBarFor(window.location.pathname)];
if (isLocale(first)) {
  setLocale(first);
  for (const namespace of new Set(['common', ...servedNamespaces(document)])) {
    firstPaint.push(loadNamespace(namespace, first));
  }
  // The user namespace carries the translated API error texts; it loads in the background.
  afterFirstPaint(() => void loadNamespace('user', first));
}

/** How long the first render waits for the first page's answers (lazy-pages.ts, prefetchServedPage) at most. */
const FIRST_DATA_WAIT_MS = 1000;

/**
 * No top-level await here: the build puts this module in the shared startup chunk, which the lazy Telegram and
 * native host chunks import. Awaiting their import at the top level would make that chunk wait on itself.
 */
async function start() {
  await initHost();
  installSession();
  const started = runStartup();
  void started.then(() => afterFirstPaint(() => void import('./session/cpl-init.ts').then((m) => m.startCplInit())));
  const firstData = prefetchServedPage(() =>
    started.then(() => {
      const { hasLogin, userId } = useSession.getState();
      return hasLogin ? userId : 0;
    }),
  );
  await Promise.all(firstPaint);
  // A page whose answers come soon renders once, with them: its skeleton's render and layout would hold the main
  // thread while they arrive (the boot splash, painted from the HTML, shows meanwhile).
  await Promise.race([firstData, new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]);

  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Suspense fallback={<BootSplash />}>
        <Router />
        <OverlayRoot />
      </Suspense>
    </StrictMode>,
  );
}

void start();
