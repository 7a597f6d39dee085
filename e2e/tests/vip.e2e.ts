/**
 * VIP and invitations (docs/api.md "Sign-in, VIP"; docs/product.md §4 "App update"): a VIP purchase through the agreement step;
 * the share poster's QR code decodes (jsQR) to a link that opens registration with the invitation code filled in; and
 * a newly deployed build makes the update prompt appear. With SCREENSHOT_DIR set, the VIP, upgrade and poster screens
 * are saved there.
 */
import fs from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { baseUrl } from '../support/server.ts';
import { newSession } from '../support/browser.ts';
import { availableOf, fund, operatorToken, registered, type Member } from '../support/members.ts';
import {
  LOGIN_ROUTE,
  byTestId,
  confirmDialog,
  fillInput,
  logInThroughUi,
  recordToasts,
  screenshot,
  shownToasts,
  storedToken,
  tick,
} from '../support/ui.ts';

const PAY = '246810';
const root = process.env.E2E_ROOT ?? path.resolve(import.meta.dirname, '../..');

const shot = (page: Page, name: string) => screenshot(page, name);

/** A new member with USDT from the operator and a payment password. */
async function fundedMember(usdt: string): Promise<Member> {
  const member = await registered('vip');
  await fund(await operatorToken(), member, { USDT: usdt }, PAY);
  return member;
}

/** The QR code in the poster image, read from its pixels as a phone camera would. */
async function decodePosterQr(page: Page): Promise<string | undefined> {
  const pixels = await byTestId(page, 'poster-image').evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { width: canvas.width, height: canvas.height, base64: btoa(binary) };
  });
  const data = new Uint8ClampedArray(Buffer.from(pixels.base64, 'base64'));
  return jsQR(data, pixels.width, pixels.height)?.data;
}

test('buys a yearly VIP plan after choosing it and accepting the agreement', async () => {
  const member = await fundedMember('150');
  const s = await newSession();
  try {
    await s.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await recordToasts(s.page);
    await s.open(LOGIN_ROUTE);
    await logInThroughUi(s.page, member.username, member.password);
    await expect.poll(() => storedToken(s.page), { timeout: 10_000 }).not.toBe('');

    await s.open('pages/my/my');
    await byTestId(s.page, 'me-entry-vip').click();
    await expect.poll(() => byTestId(s.page, 'vip-level').textContent()).toBe('Not a member yet');
    await shot(s.page, 'web-vip-annualcard');
    await byTestId(s.page, 'vip-upgrade').click();

    // Spec §5: a service must be chosen and the agreement accepted, each said before anything is paid.
    await byTestId(s.page, 'vip-pay').click();
    await expect.poll(() => shownToasts(s.page)).toContain('Please choose a service first');
    await byTestId(s.page, 'vip-plan-year').click();
    await byTestId(s.page, 'vip-pay').click();
    await expect.poll(() => shownToasts(s.page)).toContain('Please read and accept the membership agreement first');
    await tick(s.page, 'vip-agree');
    await shot(s.page, 'web-vip-upgrades');
    await byTestId(s.page, 'vip-pay').click();
    await expect.poll(() => byTestId(s.page, 'vip-confirm').textContent()).toContain('99 USDT');
    await confirmDialog(s.page);
    await fillInput(s.page, 'paypassword-input', PAY);
    await byTestId(s.page, 'paypassword-confirm').click();
    await byTestId(s.page, 'vip-bought').waitFor();
    expect(await byTestId(s.page, 'vip-bought').textContent()).toContain('Yearly VIP');

    await byTestId(s.page, 'vip-bought').getByRole('button').click();
    await expect.poll(() => byTestId(s.page, 'vip-level').textContent()).toBe('Yearly VIP');
    expect(await byTestId(s.page, 'vip-cards-count').textContent()).toBe('Annual cards held: 1');
    await shot(s.page, 'web-vip-member');
    expect(await availableOf(member.token, 'USDT')).toBe('51.000000');
  } finally {
    await s.close();
  }
});

test('renders the share poster whose QR code opens registration with the invitation code filled in', async () => {
  const member = await fundedMember('1');
  const s = await newSession();
  try {
    await s.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await s.open(LOGIN_ROUTE);
    await logInThroughUi(s.page, member.username, member.password);
    await expect.poll(() => storedToken(s.page), { timeout: 10_000 }).not.toBe('');
    await s.open('pages/my/my');
    await byTestId(s.page, 'me-entry-poster').click();
    await byTestId(s.page, 'poster-image').waitFor();
    await shot(s.page, 'web-share-poster');

    const link = await decodePosterQr(s.page);
    expect(link).toBe(`${baseUrl()}/#/user/register?invite_code=${member.inviteCode}`);

    const guest = await newSession();
    try {
      await guest.page.goto(link!);
      const invite = guest.page.locator('[data-testid="register-invite"] input, input[data-testid="register-invite"]').first();
      await expect.poll(() => invite.inputValue()).toBe(member.inviteCode);
    } finally {
      await guest.close();
    }
  } finally {
    await s.close();
  }
});

test('asks to update when a new build is deployed, on a first visit and on a later one', async () => {
  const swFile = path.join(root, 'apps/web/dist/sw.js');
  const original = fs.readFileSync(swFile, 'utf8');
  const s = await newSession({ serviceWorker: true });
  /** A deployment changes the service worker (its precache list names the new build's files); the app asks. */
  async function deploy(): Promise<void> {
    fs.writeFileSync(swFile, `${original}\n// deployed ${Date.now()}\n`);
    await s.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await byTestId(s.page, 'update-prompt').waitFor({ timeout: 20_000 });
    expect(await byTestId(s.page, 'update-prompt').textContent()).toContain('A new version of the app is ready');
  }
  /** "Update now" switches to the new build: the page reloads under it, without the question. */
  async function updateNow(): Promise<void> {
    const reloaded = s.page.waitForEvent('framenavigated', { timeout: 20_000 });
    await s.page.locator('.adm-modal button', { hasText: 'Update now' }).click();
    await reloaded;
    await s.page.waitForLoadState();
    expect(await byTestId(s.page, 'update-prompt').count()).toBe(0);
  }
  try {
    await s.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await s.open('pages/home_index/home_map');
    // A first visit: the worker installs (the whole build into its precache) and takes the open page over.
    await expect.poll(() => s.page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
    expect(await byTestId(s.page, 'update-prompt').count()).toBe(0);
    await deploy();
    await shot(s.page, 'web-update-prompt');
    await updateNow();
    // The member is back later on a page the worker controlled from the start, and another build is deployed.
    await expect.poll(() => s.page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await deploy();
    await updateNow();
  } finally {
    fs.writeFileSync(swFile, original);
    await s.close();
  }
});
