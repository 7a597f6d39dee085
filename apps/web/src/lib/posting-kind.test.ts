/** Every posting kind the server may write has words in every locale; an unknown one reads as "Other". */
import { LOCALES, POSTING_KINDS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n, loadAllMessages } from '@/lib/i18n';
import { postingKindLabel } from './posting-kind';
import { shortToken, shortTokens } from './short-token';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('../i18n/**/*.json', { eager: true, import: 'default' });

/** `wallet.kind_<kind>` as the locale's files hold it, from whichever area file defines it. */
function kindText(locale: string, kind: string): string | undefined {
  for (const [file, tree] of Object.entries(files)) {
    if (!file.endsWith(`/${locale}.json`)) continue;
    const wallet = tree.wallet;
    const text = typeof wallet === 'object' ? wallet[`kind_${kind}`] : undefined;
    if (typeof text === 'string') return text;
  }
  return undefined;
}

describe('posting kinds', () => {
  for (const locale of LOCALES)
    it(`all have words in ${locale}`, () => {
      const missing = POSTING_KINDS.filter((kind) => !kindText(locale, kind)?.trim());
      expect(missing).toEqual([]);
    });

  it('read as words in the interface, and an unknown kind as "Other"', async () => {
    // every area's texts, not only the home map's: a file before this one in the shared run may have started
    // i18next with the first screen's alone
    await initI18n('en');
    await changeLanguage('en');
    await loadAllMessages('en');
    expect(postingKindLabel(i18n.t, 'shop_pay')).toBe('Shop order paid');
    expect(postingKindLabel(i18n.t, 'p2p_trade')).toBe('P2P trade');
    expect(postingKindLabel(i18n.t, 'some_old_kind')).toBe('Other');
  });
});

describe('short tokens', () => {
  it('keep both ends of a long hash and leave short words alone', () => {
    const hash = '0x8f3a1c2d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c9b7e41c0';
    expect(shortToken(hash)).toBe('0x8f3a1c2d…9b7e41c0');
    expect(shortToken('TRC20')).toBe('TRC20');
    expect(shortTokens(`ERC20 ${hash}`)).toBe('ERC20 0x8f3a1c2d…9b7e41c0');
    expect(shortTokens('order 202612061249241050001')).toBe('order 202612061249241050001');
  });
});
