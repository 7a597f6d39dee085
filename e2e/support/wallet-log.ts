/**
 * The balance log names what moved the money in the reader's language (docs/api.md /api/user/getwaletlog `type`,
 * the contract's POSTING_KINDS): a member's log shows the kind's words in English, then in Vietnamese after the
 * member switches language in the app, never the raw kind. The memo the server wrote on a row (`memo_text`:
 * "P2P order …", a shop's "order …") reads in the same language, never the stored English. With SCREENSHOT_DIR
 * set, both are saved as `wallet/log-<who>-en.png` and `-vi.png`. The session is left in English.
 */
import type { Session } from './browser.ts';
import { expect } from './test.ts';
import { byTestId, confirmDialog, LANGUAGE_ROUTE, screenshot } from './ui.ts';

async function switchLanguage(s: Session, lang: 'en' | 'vi'): Promise<void> {
  await s.open(LANGUAGE_ROUTE);
  await byTestId(s.page, `lang-option-${lang}`).click();
  await confirmDialog(s.page);
  // The "language changed" toast goes before the log is read and shot.
  await expect(s.page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 10_000 });
}

/** A P2P order, P2P ad or shop order memo as the member app words it (wallet.memo_<key>), per language. */
const MEMO_WORDS = {
  en: /P2P order \d|P2P ad #\d|Shop order \d/,
  vi: /Lệnh P2P \d|Quảng cáo P2P #\d|Đơn hàng cửa hàng \d/,
};
/** The memos as the server stores them, in English: never shown to a Vietnamese reader. */
const STORED_ENGLISH_MEMO = /P2P order|P2P ad #|\border \d|Withdrawal \d/;

/** A toast or a notification banner that arrived meanwhile would cover the rows in the screenshot. */
async function clearOverlays(s: Session): Promise<void> {
  await expect(s.page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 10_000 });
  const close = byTestId(s.page, 'incoming-banner-close');
  if (await close.isVisible()) await close.click();
  await expect(byTestId(s.page, 'incoming-banner')).toHaveCount(0);
}

export async function logShowsKindInTwoLanguages(
  s: Session,
  who: string,
  words: { en: string; vi: string; raw: string },
): Promise<void> {
  for (const lang of ['en', 'vi'] as const) {
    if (lang !== 'en') await switchLanguage(s, lang);
    await s.open('page/balance/log');
    // A row's title and its description share one element in antd-mobile's list, so the list's text is read whole.
    await expect.poll(() => byTestId(s.page, 'log-list').innerText(), { timeout: 10_000 }).toContain(words[lang]);
    const text = await byTestId(s.page, 'log-list').innerText();
    expect(text).not.toContain(words.raw);
    expect(text).toMatch(MEMO_WORDS[lang]);
    if (lang !== 'en') expect(text).not.toMatch(STORED_ENGLISH_MEMO);
    await clearOverlays(s);
    await screenshot(s.page, `wallet/log-${who}-${lang}`);
  }
  await switchLanguage(s, 'en');
}
