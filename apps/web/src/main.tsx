import { isLocale } from '@arcadia/contract';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { Router } from './app/router/router.tsx';
import { BootSplash } from './app/shell/boot-splash.tsx';
import { initHost } from './hosts/init.ts';
import { loadNamespace, setLocale } from './i18n/i18n.ts';
import { OverlayRoot } from './overlays/overlay-root.tsx';
import { installSession } from './session/install.ts';
import { runStartup } from './session/startup.ts';

const first = window.location.pathname.split('/')[1];
if (isLocale(first)) {
  setLocale(first);
  void loadNamespace('common', first);
  // The user namespace carries the translated API error texts; it loads in the background.
  setTimeout(() => void loadNamespace('user', first), 0);
}

/**
 * No top-level await here: the build puts this module in the shared startup chunk, which the lazy Telegram and
 * native host chunks import. Awaiting their import at the top level would make that chunk wait on itself.
 */
async function start() {
  await initHost();
  installSession();
  void runStartup().then(() => import('./session/cpl-init.ts').then((m) => m.startCplInit()));

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
