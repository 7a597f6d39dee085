/**
 * A balance-log row's memo in the reader's language (docs/api.md "Wallet, points and transfers",
 * `memo_text`): a memo the server wrote reads through `wallet.memo_<key>`, its hash or address shortened in
 * the middle; free text (an operator's reason) and a row without `memo_text` show the stored memo.
 */
import type { WalletLogItem } from '@app/contract';
import type { LedgerMemoKey } from '@app/contract/rules/ledger-memo';
import type { TFunction } from 'i18next';
import { shortToken, shortTokens } from './short-token';

/** Written out (not built from the key) so the locale tests see every text in use. */
const MEMO_TEXT: Record<LedgerMemoKey, string> = {
  p2p_order: 'wallet.memo_p2p_order',
  p2p_ad: 'wallet.memo_p2p_ad',
  shop_order: 'wallet.memo_shop_order',
  withdrawal: 'wallet.memo_withdrawal',
  exchange: 'wallet.memo_exchange',
  transfer: 'wallet.memo_transfer',
  chain_address: 'wallet.memo_chain_address',
  chain_tx: 'wallet.memo_chain_tx',
};

export function ledgerMemo(t: TFunction, row: Pick<WalletLogItem, 'memo' | 'memo_text'>): string {
  const key = row.memo_text && MEMO_TEXT[row.memo_text.key];
  if (!row.memo_text || !key) return shortTokens(row.memo);
  const params = Object.fromEntries(Object.entries(row.memo_text.params).map(([name, value]) => [name, shortToken(value)]));
  return t(key, params);
}
