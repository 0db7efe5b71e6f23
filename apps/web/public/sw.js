/*
 * Arcadia service worker (hand-written; see docs/hosts.md).
 * - The version is the hashed entry script's name, passed as ?v= at registration: a new build makes a new worker.
 * - Install precaches the app shell (the entry page's /assets/ scripts and styles) and the offline page.
 * - Navigations: network first, the offline page when the network fails.
 * - /assets/ (hashed, immutable): cache first. i18n files: network first, cache fallback.
 * - /svc/ (API answers, balances included) and /healthz are never cached or even touched.
 * - A waiting worker takes over only when the page says SKIP_WAITING (the user chose to reload).
 */
const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const SHELL = `arcadia-shell-${VERSION}`;
const RUNTIME = 'arcadia-runtime';
const OFFLINE_URL = '/offline.html';
const STATIC = [OFFLINE_URL, '/pwa/offline.css', '/pwa/icon-192.png', '/icon.svg', '/manifest.webmanifest'];

async function precacheShell() {
  const cache = await caches.open(SHELL);
  await cache.addAll(STATIC);
  try {
    const page = await fetch('/', { credentials: 'same-origin' });
    const html = await page.text();
    const assets = [...new Set(html.match(/\/assets\/[A-Za-z0-9._-]+\.(?:js|css)/g) || [])];
    await cache.addAll(assets);
  } catch {
    // The shell is cached at run time instead.
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith('arcadia-shell-') && n !== SHELL).map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') self.skipWaiting();
});

async function cacheFirst(request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) (await caches.open(RUNTIME)).put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) (await caches.open(RUNTIME)).put(request, response.clone());
    return response;
  } catch (error) {
    const hit = await caches.match(request);
    if (hit) return hit;
    throw error;
  }
}

async function navigation(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE_URL)) || new Response('offline', { status: 503 });
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/svc/') || url.pathname === '/healthz') return;
  if (request.mode === 'navigate') event.respondWith(navigation(request));
  else if (url.pathname.startsWith('/assets/') || STATIC.includes(url.pathname)) event.respondWith(cacheFirst(request));
  else if (url.pathname.startsWith('/resource/')) event.respondWith(networkFirst(request));
});
