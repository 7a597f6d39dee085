/**
 * axe-core in the member app's pages: the library's own source evaluated in the page (through the DevTools
 * protocol, so the app's Content-Security-Policy does not apply to it), then a run whose critical and
 * serious violations come back as readable lines.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** What axe found wrong at the first of them (e.g. the two colours and their ratio). */
  summary: string;
}

/**
 * Waits for the screen to settle: its chunk arrived and drew its main region (every screen has one; the
 * boot splash and loading placeholders do not), and its first data spinner is gone (or 4 s passed).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('main') && !document.querySelector('.route-fallback'), undefined, {
    timeout: 20_000,
  });
  await page
    .waitForFunction(() => !document.querySelector('.adm-dot-loading, .adm-skeleton'), undefined, { timeout: 4_000 })
    .catch(() => undefined);
  await page.waitForTimeout(250);
  // A button enabled late (the poster's Save) fades in over antd-mobile's 0.15 s opacity transition: scanned
  // mid-fade, its text is measured on a half-transparent box (4.09:1). Finite transitions and animations end first;
  // endless ones (skeletons, spinners) never do.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
}

/**
 * The critical and serious axe violations on the page as it is now, and those of `alsoRules` whatever
 * their impact (e.g. the moderate "page-has-heading-one").
 */
export async function seriousViolations(page: Page, alsoRules: string[] = []): Promise<Finding[]> {
  // A toast (2 s) fades in and out: scanned mid-fade, its white text is measured on a half-transparent box.
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 10_000 });
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async (also) => {
    const axe = (window as unknown as { axe: any }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return (result.violations as any[])
      .filter((v) => v.impact === 'critical' || v.impact === 'serious' || also.includes(v.id))
      .map((v) => ({
        rule: v.id as string,
        impact: v.impact as string,
        help: v.help as string,
        targets: (v.nodes as any[]).slice(0, 5).map((n) => String(n.target)),
        summary: String(v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' '),
      }));
  }, alsoRules);
}
