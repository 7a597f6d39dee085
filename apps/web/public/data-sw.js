/* global self, caches */
/*
 * The last data of the tab screens in the member app's service worker, loaded by the generated worker through
 * workbox `importScripts` (vite.config.ts), so a visit on a bad or no network paints the tab screen at once
 * (bench/results/lighthouse-*.md "changes"); the app shell itself is in workbox's precache.
 *
 * The reads the five tabs open with (docs/api.md) — the home map's labels aside: they follow the map's
 * position, and its tiles come from elsewhere and are not kept either. All are POST, so each is kept under
 * a GET key made of its path and a digest of the member's token, the language and the body (one member
 * never gets another's reply). They are answered stale-while-revalidate: the kept reply at once, and the
 * network's in the background. The first time a read is answered from the cache, the page is told
 * (`tab-data-revalidated`) once the fresh reply is kept, and asks again (lib/service-worker-data.ts); a
 * second ask within FRESH_MS goes to the network first, so the screen shows the fresh data a moment later
 * instead of looping. Only successful envelopes are kept; signing out drops them all.
 */
const DATA_CACHE = 'tab-data-v1';
const TAB_READS = new Set([
  '/api/common/init',
  '/api/user/getuserinfo',
  '/api/notice/unread',
  '/api/lable/categories',
  '/api/article/getlist',
  '/api/article/news',
  '/api/article/gg',
  '/api/ctoc/getlistall',
  '/api/order/counts',
]);
const SIGN_OUT = '/api/user/logout';
/** How long after a cached answer the same read goes to the network first. */
const FRESH_MS = 30_000;
/** key → when it was last answered from the cache */
const servedStale = new Map();

let firstInstall = false;
self.addEventListener('install', () => {
  firstInstall = !self.registration.active;
});
// On the very first install the open page is taken over at once (nothing older is running), so what it reads
// from then on is kept; later builds still wait for the member (app/update-prompt.tsx).
self.addEventListener('activate', (event) => {
  if (firstInstall) event.waitUntil(self.clients.claim());
});

async function keyOf(request) {
  const url = new URL(request.url);
  const who = `${request.headers.get('token') ?? ''}\n${request.headers.get('accept-language') ?? ''}\n`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(who + (await request.clone().text())));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${url.origin}${url.pathname}?k=${hex}`;
}

/** The network's reply; a successful envelope is kept under `key`. */
async function fromNetwork(request, key) {
  const response = await fetch(request);
  const reply = await response
    .clone()
    .json()
    .catch(() => null);
  if (response.ok && reply && (reply.code === 1 || reply.code === 200)) {
    const cache = await caches.open(DATA_CACHE);
    await cache.put(key, response.clone());
  }
  return response;
}

async function tell(clientId, path) {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  client?.postMessage({ type: 'tab-data-revalidated', path });
}

async function answer(event) {
  const request = event.request;
  const key = await keyOf(request);
  const cached = await caches.open(DATA_CACHE).then((cache) => cache.match(key));
  const recently = Date.now() - (servedStale.get(key) ?? 0) < FRESH_MS;
  if (!cached) return fromNetwork(request, key);
  if (recently) return fromNetwork(request, key).catch(() => cached);
  servedStale.set(key, Date.now());
  event.waitUntil(
    fromNetwork(request, key).then(
      () => tell(event.clientId, new URL(request.url).pathname),
      () => undefined, // offline: the kept reply stands
    ),
  );
  return cached;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'POST') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === SIGN_OUT) {
    event.waitUntil(caches.delete(DATA_CACHE));
    return;
  }
  if (TAB_READS.has(url.pathname)) event.respondWith(answer(event));
});
