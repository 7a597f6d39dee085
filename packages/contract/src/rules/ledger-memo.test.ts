/** Every memo the server writes reads back as a key and params; free text and look-alikes do not. */
import { describe, expect, it } from 'vitest';
import { ledgerMemoText } from './ledger-memo.ts';

const HASH = '0x8f3a1c2d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c9b7e41c0';
const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

describe('ledger memo text', () => {
  it('reads the P2P, shop and withdrawal memos with their numbers', () => {
    expect(ledgerMemoText('P2P order 202612061249241050001', 'p2p_trade')).toEqual({
      key: 'p2p_order',
      params: { order_no: '202612061249241050001' },
    });
    expect(ledgerMemoText('P2P ad #15', 'p2p_escrow')).toEqual({ key: 'p2p_ad', params: { ad: '15' } });
    expect(ledgerMemoText('order 202612061249241050001', 'shop_pay')).toEqual({
      key: 'shop_order',
      params: { order_no: '202612061249241050001' },
    });
    expect(ledgerMemoText('Withdrawal 42')).toEqual({ key: 'withdrawal', params: { id: '42' } });
  });

  it('reads an exchange with its rate and a transfer with both names', () => {
    expect(ledgerMemoText('DGB → COIN @ 0.5', 'exchange')).toEqual({ key: 'exchange', params: { rate: '0.5' } });
    expect(ledgerMemoText('alice → bob_2', 'transfer')).toEqual({ key: 'transfer', params: { from: 'alice', to: 'bob_2' } });
  });

  it('tells a chain hash from the address a withdrawal pays to by the posting kind', () => {
    expect(ledgerMemoText(`ERC20 ${HASH}`, 'deposit')).toEqual({ key: 'chain_tx', params: { network: 'ERC20', hash: HASH } });
    expect(ledgerMemoText(`TRC20 ${HASH.slice(2)}`, 'withdraw_paid')?.key).toBe('chain_tx');
    expect(ledgerMemoText(`TRC20 ${TRON}`, 'withdraw')).toEqual({
      key: 'chain_address',
      params: { network: 'TRC20', address: TRON },
    });
    expect(ledgerMemoText(`PI ${HASH.slice(2)}`)?.params).toEqual({ network: 'PI', hash: HASH.slice(2) });
  });

  it('leaves free text and look-alikes alone', () => {
    for (const text of [
      '',
      'annual card',
      'demo data',
      'refund after a call with support',
      'to bob',
      'P2P order 12a',
      'order #5',
      'Withdrawal 42 was late',
      'DGB → COIN @ soon',
      'a → b → c',
      'ERC20 short',
      'erc20 0x8f3a1c2d4e5f60718293a4b5c6d7e8f9',
      'Gold (year)',
    ])
      expect(ledgerMemoText(text, 'shop_pay')).toBeUndefined();
  });

  it("never reads an operator's adjustment or a withdrawal's refusal reason as a system memo", () => {
    expect(ledgerMemoText('order 202612061249241050001', 'shop_pay')?.key).toBe('shop_order');
    expect(ledgerMemoText('order 202612061249241050001', 'adjust')).toBeUndefined();
    expect(ledgerMemoText('alice → bob', 'adjust')).toBeUndefined();
    expect(ledgerMemoText('Withdrawal 42', 'withdraw_refund')).toBeUndefined();
  });
});
