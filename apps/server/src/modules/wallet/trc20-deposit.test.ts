/**
 * USDT on TRON (docs/api.md "USDT on TRON"): TRON's JSON-RPC speaks the EVM interface, so the chain watcher reads
 * TRC-20 transfers from the local EVM node through the TRON address codec. Each member's own address is derived
 * under TRON's key (m/44'/195'/0') and shown as T…; a transfer to it is credited once after its confirmations,
 * by the watcher or a claim by hash. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { hexFromTron, tronFromHex } from '@app/contract/rules/tron-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { deriveEvmAddress } from '../chain/index.ts';
import { mine, sendUsdt, startLocalChain, type LocalChain } from './deposit-chain.test-support.ts';
import { watchDeposits } from './deposit-watch.ts';
import { DEMO_TRON_XPUB } from './seed-wallet.ts';
import { balanceOf, setConfig, walletMember, walletOperator, type WalletMember } from './wallet.test-support.ts';

describe('USDT on TRON through the address codec', () => {
  let t: TestApp;
  let chain: LocalChain;
  let operator: string;
  beforeAll(async () => {
    [chain, t] = await Promise.all([startLocalChain(), createTestApp()]);
    operator = await walletOperator(t);
    await setConfig(t, operator, 'chain_networks', {
      TRC20: {
        kind: 'tron',
        xpub: DEMO_TRON_XPUB,
        rpc_url: chain.url,
        confirmations: 2,
        // Written as TRONSCAN writes a contract.
        tokens: { USDT: { contract: tronFromHex(chain.token), decimals: 6 } },
        start_block: 0,
      },
    });
  });
  afterAll(async () => {
    chain?.stop();
    await t?.close();
  });

  const watch = () => watchDeposits(t.app.ctx.db);
  const usdt = async (m: WalletMember) => (await balanceOf(t, m, 'USDT')).available;
  async function ownAddress(m: WalletMember): Promise<string> {
    const res = await t.post('/api/user/recharge', { coin: 'USDT', chain: 'TRC20' }, { token: m.token });
    expect(res.code, res.msg).toBe(1);
    if (!('address' in res.data)) throw new Error('expected the address');
    expect(res.data).toMatchObject({ watched: true, confirmations: 2 });
    expect(res.data.qrcode).toMatch(/^data:image\/png;base64,/);
    return res.data.address;
  }

  it('gives each member a T… address derived under TRON key, as TRON writes it', async () => {
    const [a, b] = [await walletMember(t), await walletMember(t)];
    const address = await ownAddress(a);
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(address).toBe(tronFromHex(deriveEvmAddress(DEMO_TRON_XPUB, a.id)));
    expect(await ownAddress(b)).not.toBe(address);
    expect(await ownAddress(a)).toBe(address);
  });

  it('credits a TRC-20 transfer to the member once, after its confirmations', async () => {
    const member = await walletMember(t);
    const hex = hexFromTron(await ownAddress(member))!;
    const hash = await sendUsdt(chain, hex, 40);
    await watch();
    expect(await usdt(member)).toBe('0.000000');
    await mine(chain, 2);
    await watch();
    await watch();
    expect(await usdt(member)).toBe('40.000000');
    const deposits = (await t.post('/api/user/deposits', { page: 1 }, { token: member.token })).data.data;
    expect(deposits).toMatchObject([{ hash, chain: 'TRC20', status: 'passed', amount: '40.000000' }]);
  });

  it('checks a claim by hash against the member T… address and credits it once with the watcher', async () => {
    const [member, other] = [await walletMember(t), await walletMember(t)];
    const hex = hexFromTron(await ownAddress(member))!;
    await ownAddress(other);
    const hash = await sendUsdt(chain, hex, 15);
    await mine(chain, 2);
    const notTheirs = await t.post(
      '/api/user/recharge',
      { coin: 'USDT', chain: 'TRC20', hash, amount: '15' },
      { token: other.token },
    );
    expect(notTheirs.code).toBe(0);
    const claims = await Promise.all([
      t.post('/api/user/recharge', { coin: 'USDT', chain: 'TRC20', hash, amount: '15' }, { token: member.token }),
      watch(),
    ]);
    expect(claims[0].code, claims[0].msg).toBe(1);
    await watch();
    expect(await usdt(member)).toBe('15.000000');
    expect(await usdt(other)).toBe('0.000000');
  });
});
