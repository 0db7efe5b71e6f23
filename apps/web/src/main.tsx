import { isLocale } from '@arcadia/contract';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { createQueryClient, Providers } from './app/providers.tsx';
import { Router } from './app/router/router.tsx';
import { loadNamespace, setLocale } from './i18n/i18n.ts';
import { OverlayRoot } from './overlays/overlay-root.tsx';

const first = window.location.pathname.split('/')[1];
if (isLocale(first)) {
  setLocale(first);
  void loadNamespace('common', first);
}

const queryClient = createQueryClient();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Providers client={queryClient}>
      <Suspense fallback={null}>
        <Router />
        <OverlayRoot />
      </Suspense>
    </Providers>
  </StrictMode>,
);
