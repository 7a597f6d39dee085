/**
 * Own deposit addresses without a watched chain (docs/api.md "Deposits"): on a memo network the shared
 * address with the member's own memo, recorded with a claim for the operator to compare; on an EVM network
 * the address under the operator's extended public key (BIP44 change 0, index = member id), the same as a
 * wallet holding the key derives; without a key the shared address stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { deriveEvmAddress } from '../chain/index.ts';
import { DEMO_XPUB } from './seed-wallet.ts';
import { ADDRESSES, setConfig, walletMember, walletOperator } from './wallet.test-support.ts';

describe('own deposit addresses', () => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await walletOperator(t);
  });
  afterAll(() => t.close());

  const recharge = (token: string, coin: string, chain: string) => t.post('/api/user/recharge', { coin, chain }, { token });

  it('derives the addresses a wallet holding the key derives (the development mnemonic’s accounts 1 and 2)', () => {
    expect(deriveEvmAddress(DEMO_XPUB, 1)).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(deriveEvmAddress(DEMO_XPUB, 2)).toBe('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
  });

  it('gives each member the shared PI address with a memo of their own, and keeps it with a claim for review', async () => {
    const [a, b] = [await walletMember(t), await walletMember(t)];
    const first = await recharge(a.token, 'PI', 'PI');
    expect(first.data).toMatchObject({ address: ADDRESSES.PI.PI, memo: String(a.id).padStart(8, '0') });
    expect((await recharge(b.token, 'PI', 'PI')).data).toMatchObject({ memo: String(b.id).padStart(8, '0') });
    const hash = '7e'.repeat(32);
    const claim = await t.post('/api/user/recharge', { coin: 'PI', chain: 'PI', amount: '5', hash }, { token: a.token });
    expect(claim.data).toMatchObject({ status: 'pending', hash });
    const queue = await t.post('/api/admin/review/list', { kind: 'deposit', status: 'pending', page: 1 }, { token: operator });
    const item = queue.data.data.find((i) => i.detail.hash === hash);
    expect(item?.detail).toMatchObject({ address: ADDRESSES.PI.PI, memo: String(a.id).padStart(8, '0') });
  });

  it('gives an own EVM address under the configured key, and the shared one on a network without a key', async () => {
    const member = await walletMember(t);
    expect((await recharge(member.token, 'USDT', 'ERC20')).data).toMatchObject({ address: ADDRESSES.USDT.ERC20 });
    await setConfig(t, operator, 'chain_networks', { ERC20: { kind: 'evm', xpub: DEMO_XPUB, confirmations: 12 } });
    const own = await recharge(member.token, 'USDT', 'ERC20');
    expect(own.data).toMatchObject({ address: deriveEvmAddress(DEMO_XPUB, member.id) });
    expect(own.data).not.toHaveProperty('confirmations');
    const claim = await t.post(
      '/api/user/recharge',
      { coin: 'USDT', chain: 'ERC20', amount: '50', hash: '5d'.repeat(32) },
      { token: member.token },
    );
    expect(claim.data).toMatchObject({ status: 'pending' });
  });
});
