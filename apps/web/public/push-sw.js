/* global self */
/*
 * Web Push in the member app's service worker (docs/api.md "Notifications"), loaded by the generated worker
 * through workbox `importScripts` (vite.config.ts). A push carries one notice as the server sent it —
 * `{ id, type, title, body, link }`, already in the member's language — and is shown as a notification;
 * tapping it opens the notice's hash route in an open window of the app (focused first), or a new one.
 */
self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { body: event.data ? event.data.text() : '' };
  }
  const title = notice.title || 'PI Community';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: notice.body || '',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      // One notification per notice: a push repeated by the push service replaces, not doubles, it.
      tag: notice.id ? `notice-${notice.id}` : undefined,
      data: { link: typeof notice.link === 'string' ? notice.link : '/' },
    }),
  );
});

/** The app's URL for a hash route; anything not a path of this app opens the app's start. */
function appUrl(link) {
  const route = typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/';
  return new URL(`/#${route}`, self.location.origin).href;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = appUrl(event.notification.data && event.notification.data.link);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        // Only a window this worker controls can be navigated by it; another one is opened instead.
        if (focused && 'navigate' in focused) {
          const moved = await focused.navigate(target).catch(() => null);
          if (moved) return;
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
