/**
 * A tab as the phone benchmarks open one (long-tasks.ts, cpu-profile.ts): a fresh browser context at 375×812,
 * signed in as the demo member (`stored`, its profile as the app keeps it), the CPU slowed `cpuSlowdown` times.
 */
import type { Browser, CDPSession, Page } from 'puppeteer-core';
import type { Server } from './built-server.ts';

export async function withSignedInTab<T>(
  browser: Browser,
  server: Server,
  stored: string,
  cpuSlowdown: number,
  use: (tab: Page, cdp: CDPSession) => Promise<T>,
): Promise<T> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport({ width: 375, height: 812 });
    await tab.goto(`${server.base}/manifest.webmanifest`);
    await tab.evaluate((profile) => localStorage.setItem('userinfo', profile), stored);
    const cdp = await tab.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    return await use(tab, cdp);
  } finally {
    await context.close();
  }
}
