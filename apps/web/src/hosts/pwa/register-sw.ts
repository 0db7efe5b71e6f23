import { usePwa } from './pwa-store.ts';

/** The build's id: the hashed entry script's name, so each build registers a new worker version. */
function buildVersion(doc: Document = document): string {
  const entry = doc.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]');
  const name = entry?.src.split('/').pop() ?? 'dev';
  return name.replace(/\.js$/, '');
}

/** Registers /sw.js; when a new version is installed and waiting, the update banner offers to reload. */
export async function registerServiceWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register(`/sw.js?v=${encodeURIComponent(buildVersion())}`, {
    scope: '/',
  });
  const offer = (worker: ServiceWorker | null) => {
    if (!worker || !navigator.serviceWorker.controller) return;
    usePwa.setState({ updateReady: true, applyUpdate: () => worker.postMessage('SKIP_WAITING') });
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading || !usePwa.getState().updateReady) return;
    reloading = true;
    window.location.reload();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => {});
  });
}
