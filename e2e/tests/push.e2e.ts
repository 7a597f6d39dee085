/**
 * Web Push in the installed app (docs/api.md "Notifications"), in Chromium against the built server: the
 * service worker shows a pushed notice as a notification (the push is handed to the worker through the
 * DevTools protocol, as the browser's push service would hand it over), and the notification settings screen
 * keeps a member's per-group choice on the server.
 */
import { api } from '../support/api.ts';
import { newSession } from '../support/browser.ts';
import { registered } from '../support/members.ts';
import { baseUrl } from '../support/server.ts';
import { expect, test } from '../support/test.ts';
import { byTestId, signedInSession } from '../support/ui.ts';

test('shows a pushed notice as a notification with its title, body and link', async () => {
  const s = await newSession({ serviceWorker: true });
  try {
    const origin = baseUrl();
    await s.context.grantPermissions(['notifications'], { origin });
    await s.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await s.open('pages/home_index/home_map');
    await s.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    const cdp = await s.context.newCDPSession(s.page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
        if (found) resolve(found.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const notice = {
      id: 77,
      type: 'p2p_paid',
      title: 'Buyer paid',
      body: 'Order 12 is paid: release the PI',
      link: '/page/business/orderinfo?id=12',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: JSON.stringify(notice),
    });

    const shown = () =>
      s.page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const notifications = (await registration?.getNotifications()) ?? [];
        return notifications.map((n) => ({ title: n.title, body: n.body, tag: n.tag, link: (n.data as { link: string }).link }));
      });
    // The worker wakes up for the push and draws it: on a loaded CI machine this once took over 10 s.
    await expect.poll(shown, { timeout: 30_000 }).toEqual([
      {
        title: 'Buyer paid',
        body: 'Order 12 is paid: release the PI',
        tag: 'notice-77',
        link: '/page/business/orderinfo?id=12',
      },
    ]);
  } finally {
    await s.close();
  }
});

test('keeps the groups a member switches off, and offers push on this device', async () => {
  const member = await registered('push');
  const s = await signedInSession(member.username, member.password, { serviceWorker: true });
  try {
    await s.open('user/setting');
    await byTestId(s.page, 'settings-notifications').click();
    const device = byTestId(s.page, 'push-device-switch');
    await expect(device).toHaveAttribute('aria-checked', 'false');
    await expect(device).toHaveAttribute('aria-disabled', 'false');
    await expect(byTestId(s.page, 'push-device-note')).toHaveText('Get notices on this device even when the app is closed.');

    const community = byTestId(s.page, 'push-group-community');
    await expect(community).toHaveAttribute('aria-checked', 'true');
    await community.click();
    await expect(community).toHaveAttribute('aria-checked', 'false');
    await expect
      .poll(async () => (await api('/api/notice/push/prefs', {}, member.token)).data)
      .toEqual({ groups_off: ['community'] });

    await s.page.reload();
    await expect(byTestId(s.page, 'push-group-community')).toHaveAttribute('aria-checked', 'false');
    await expect(byTestId(s.page, 'push-group-wallet')).toHaveAttribute('aria-checked', 'true');
  } finally {
    await s.close();
  }
});
