import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREENS_ID, FIRST_STYLES_ID } from '@/app/first-screen-ids';
import { appStylesheetReady } from './app-stylesheet';
import { APP_STYLESHEET_ID } from './app-stylesheet-id';
import { linkFirstStylesheet } from './first-stylesheet';
import { clearProfile, setProfile } from './session-store';
import type { UserInfo } from '@app/contract';

const SCREENS = { home: { member: false, files: [] }, '/pages/my/my': { member: true, files: [] } };
const STYLES = {
  app: { href: '/assets/app-1.css', covers: ['/assets/index-1.css', '/assets/me-1.css', '/assets/wallet-1.css'] },
  screens: {
    home: { href: '/assets/first-home-1.css', covers: ['/assets/index-1.css', '/assets/map-1.css'] },
    '/pages/my/my': { href: '/assets/first-my-1.css', covers: ['/assets/index-1.css', '/assets/me-1.css'] },
  },
};

/** index.html's head as the build writes it, without the inline script having run. */
function page(hash: string): void {
  document.head.innerHTML = [
    `<script type="application/json" id="${FIRST_SCREENS_ID}">${JSON.stringify(SCREENS)}</script>`,
    `<script type="application/json" id="${FIRST_STYLES_ID}">${JSON.stringify(STYLES)}</script>`,
  ].join('');
  window.location.hash = hash;
}

const linked = () =>
  [...document.head.querySelectorAll('link')].map(
    (link) => `${link.getAttribute('href')}${link.hasAttribute('disabled') ? ' (disabled)' : ''}`,
  );

afterEach(() => {
  clearProfile();
  document.head.innerHTML = '';
  window.location.hash = '';
});

describe('the opened screen stylesheet', () => {
  it("links a member's first screen its joined stylesheet, and what that one holds as disabled", () => {
    setProfile({ token: 't1', username: 'amy' } as UserInfo);
    page('#/pages/my/my');
    linkFirstStylesheet();
    expect(linked()).toEqual(['/assets/index-1.css (disabled)', '/assets/me-1.css (disabled)', '/assets/first-my-1.css']);
    const main = document.getElementById(APP_STYLESHEET_ID) as HTMLLinkElement;
    expect([main.getAttribute('href'), main.media]).toEqual(['/assets/first-my-1.css', 'print']);
  });

  it('gives a guest on a members’ screen, and any other route, the whole app’s', () => {
    page('#/pages/my/my');
    linkFirstStylesheet();
    expect(document.getElementById(APP_STYLESHEET_ID)!.getAttribute('href')).toBe('/assets/app-1.css');
    page('#/page/wallet/recharge');
    linkFirstStylesheet();
    expect(document.getElementById(APP_STYLESHEET_ID)!.getAttribute('href')).toBe('/assets/app-1.css');
    page('');
    linkFirstStylesheet();
    expect(document.getElementById(APP_STYLESHEET_ID)!.getAttribute('href')).toBe('/assets/first-home-1.css');
  });

  it('is linked by the app before it draws when the inline script did not run, and waited for', async () => {
    page('');
    let ready = false;
    const waiting = appStylesheetReady().then(() => (ready = true));
    const main = document.getElementById(APP_STYLESHEET_ID) as HTMLLinkElement;
    expect([main.getAttribute('href'), main.media]).toEqual(['/assets/first-home-1.css', 'all']);
    await Promise.resolve();
    expect(ready).toBe(false);
    main.dispatchEvent(new Event('load'));
    await waiting;
    expect(ready).toBe(true);
  });

  it('is not linked again by the app when the inline script ran', () => {
    page('');
    linkFirstStylesheet();
    void appStylesheetReady();
    expect(linked()).toEqual(['/assets/index-1.css (disabled)', '/assets/map-1.css (disabled)', '/assets/first-home-1.css']);
  });
});
