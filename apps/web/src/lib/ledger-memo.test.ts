/** A server-written memo reads in the reader's language with its hash shortened; free text stays as stored. */
import type { Locale } from '@app/contract';
import { LEDGER_MEMO_KEYS } from '@app/contract/rules/ledger-memo';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n, loadAllMessages } from '@/lib/i18n';
import { ledgerMemo } from './ledger-memo';

const HASH = '0x8f3a1c2d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c9b7e41c0';

async function inLanguage(locale: Locale) {
  await initI18n(locale);
  await changeLanguage(locale);
  await loadAllMessages(locale);
}

describe('balance-log memos', () => {
  it('read in English with their params, a hash shortened in the middle', async () => {
    await inLanguage('en');
    const order = { memo: 'P2P order 2026120612', memo_text: { key: 'p2p_order' as const, params: { order_no: '2026120612' } } };
    expect(ledgerMemo(i18n.t, order)).toBe('P2P order 2026120612');
    const deposit = { memo: `ERC20 ${HASH}`, memo_text: { key: 'chain_tx' as const, params: { network: 'ERC20', hash: HASH } } };
    expect(ledgerMemo(i18n.t, deposit)).toBe('ERC20 transaction 0x8f3a1c2d…9b7e41c0');
  });

  it('read in Vietnamese, never the English the server stored', async () => {
    await inLanguage('vi');
    const transfer = { memo: 'alice → bob', memo_text: { key: 'transfer' as const, params: { from: 'alice', to: 'bob' } } };
    expect(ledgerMemo(i18n.t, transfer)).toBe('Từ alice đến bob');
    const order = { memo: 'P2P order 2026120612', memo_text: { key: 'p2p_order' as const, params: { order_no: '2026120612' } } };
    expect(ledgerMemo(i18n.t, order)).toBe('Lệnh P2P 2026120612');
    for (const key of LEDGER_MEMO_KEYS)
      expect(ledgerMemo(i18n.t, { memo: 'x', memo_text: { key, params: {} } })).not.toMatch(/^wallet\./);
    await inLanguage('en');
  });

  it('show free text and an unknown key as stored, long tokens shortened', async () => {
    await inLanguage('en');
    expect(ledgerMemo(i18n.t, { memo: 'welcome bonus' })).toBe('welcome bonus');
    expect(ledgerMemo(i18n.t, { memo: `TRC20 ${HASH}` })).toBe('TRC20 0x8f3a1c2d…9b7e41c0');
    const newer = { memo: 'Something new 1', memo_text: { key: 'from_a_newer_server', params: {} } } as never;
    expect(ledgerMemo(i18n.t, newer)).toBe('Something new 1');
  });
});
