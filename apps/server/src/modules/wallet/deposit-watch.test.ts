/**
 * Deposits checked on a real local EVM node (docs/api.md "Deposits"): each member's own address, the watcher
 * crediting a transfer once after its confirmations, a claim by hash meeting the watcher on one credit, a
 * transfer to another member's address that cannot be claimed, reorganizations, and a watcher restarted
 * part-way through its blocks. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { runJob } from '../../core/jobs.ts';
import { deriveEvmAddress, writeCursor } from '../chain/index.ts';
import {
  mine,
  ownAddress,
  revertTo,
  sendRaw,
  sendUsdt,
  signedTransfer,
  snapshot,
  startLocalChain,
  watchLocalChain,
  type LocalChain,
} from './deposit-chain.test-support.ts';
import { watchDeposits } from './deposit-watch.ts';
import { insertObservedDeposit } from './deposits.repository.ts';
import { DEMO_XPUB } from './seed-wallet.ts';
import { balanceOf, walletMember, walletOperator, type WalletMember } from './wallet.test-support.ts';

describe('deposits on a local chain', () => {
  let t: TestApp;
  let chain: LocalChain;
  let operator: string;
  beforeAll(async () => {
    [chain, t] = await Promise.all([startLocalChain(), createTestApp()]);
    operator = await walletOperator(t);
    await watchLocalChain(t, operator, chain);
  });
  afterAll(async () => {
    chain?.stop();
    await t?.close();
  });

  const watch = () => runJob(t.app.ctx, 'wallet.watch_deposits');
  const deposits = async (member: WalletMember) =>
    (await t.post('/api/user/deposits', { page: 1 }, { token: member.token })).data.data;
  const usdt = async (member: WalletMember) => (await balanceOf(t, member, 'USDT')).available;
  const claim = (member: WalletMember, hash: string, amount: string) =>
    t.post('/api/user/recharge', { coin: 'USDT', chain: 'ERC20', hash: `0x${hash}`, amount }, { token: member.token });

  /** A member who has opened the recharge page, so their own address exists. */
  async function memberWithAddress(): Promise<WalletMember & { address: string }> {
    const member = await walletMember(t);
    return { ...member, address: await ownAddress(t, member) };
  }

  it('gives each member an own address derived from the extended public key, with the confirmations it needs', async () => {
    const [a, b] = [await walletMember(t), await walletMember(t)];
    const res = await t.post('/api/user/recharge', { coin: 'USDT', chain: 'ERC20' }, { token: a.token });
    expect(res.data).toMatchObject({
      address: deriveEvmAddress(DEMO_XPUB, a.id),
      chain: 'ERC20',
      watched: true,
      confirmations: 3,
    });
    expect(res.data).not.toHaveProperty('memo');
    expect(await ownAddress(t, b)).toBe(deriveEvmAddress(DEMO_XPUB, b.id));
    expect(await ownAddress(t, b)).not.toBe(await ownAddress(t, a));
  });

  it('credits a transfer once, after 3 confirmations, without an operator', async () => {
    const member = await memberWithAddress();
    const hash = await sendUsdt(chain, member.address, 25);
    await watch();
    expect(await deposits(member)).toMatchObject([
      { hash, amount: '25.000000', status: 'confirming', confirmations: 1, confirmations_needed: 3 },
    ]);
    expect(await usdt(member)).toBe('0.000000');
    await mine(chain, 1);
    await watch();
    expect((await deposits(member))[0]).toMatchObject({ status: 'confirming', confirmations: 2 });
    await mine(chain, 1);
    await watch();
    await watch();
    expect(await deposits(member)).toMatchObject([
      { status: 'passed', confirmations: 3, explorer_url: `https://explorer.test/tx/0x${hash}` },
    ]);
    expect(await usdt(member)).toBe('25.000000');
    const notices = await t.call('/api/notice/list', { page: 1 }, { token: member.token });
    expect(JSON.stringify(notices.data)).toContain('25');
  });

  it('credits once when the member claims the hash and the watcher sees the same transfer', async () => {
    const member = await memberWithAddress();
    const hash = await sendUsdt(chain, member.address, 40);
    const claimed = await claim(member, hash, '40');
    expect(claimed).toMatchObject({ code: 1, data: { hash, status: 'confirming', confirmations: 1 } });
    await watch();
    await mine(chain, 2);
    const [again, watched] = await Promise.all([claim(member, hash, '40'), watch()]);
    expect(again.data).toMatchObject({ id: (claimed.data as { id: number }).id });
    expect(watched).toBeDefined();
    await watch();
    expect(await deposits(member)).toMatchObject([{ hash, status: 'passed' }]);
    expect(await usdt(member)).toBe('40.000000');
  });

  it('credits once under a burst of parallel claims and watcher passes of the same confirmed transfer', async () => {
    const member = await memberWithAddress();
    const hash = await sendUsdt(chain, member.address, 33);
    await mine(chain, 2);
    const owners = ['a', 'b', 'c', 'd', 'e'].map((o) => `burst-${o}`);
    const replies = await Promise.all([
      ...Array.from({ length: 6 }, () => claim(member, hash, '33')),
      ...owners.map((owner) => runJob(t.app.ctx, 'wallet.watch_deposits', owner).catch(() => undefined)),
      ...Array.from({ length: 3 }, () => watchDeposits(t.app.ctx.db)),
    ]);
    const claims = replies.slice(0, 6) as Awaited<ReturnType<typeof claim>>[];
    expect(new Set(claims.map((r) => (r.data as { id: number }).id)).size).toBe(1);
    expect(await deposits(member)).toMatchObject([{ hash, status: 'passed' }]);
    expect(await usdt(member)).toBe('33.000000');
  });

  it('refuses a claim of a transfer to another member’s address, storing nothing for the claimant', async () => {
    const [owner, thief] = [await memberWithAddress(), await memberWithAddress()];
    const hash = await sendUsdt(chain, owner.address, 60);
    await mine(chain, 3);
    expect(await claim(thief, hash, '60')).toMatchObject({
      status: 400,
      code: 0,
      msg: 'This transaction did not send USDT to your own ERC20 deposit address',
    });
    expect(await deposits(thief)).toEqual([]);
    await watch();
    expect(await usdt(thief)).toBe('0.000000');
    expect(await usdt(owner)).toBe('60.000000');
  });

  it('refuses a claim whose amount differs from the chain at once, naming the amount found; claimed again, it is credited', async () => {
    const member = await memberWithAddress();
    const hash = await sendUsdt(chain, member.address, 12);
    expect(await claim(member, hash, '5000')).toMatchObject({
      status: 400,
      code: 0,
      msg: 'This transaction sent 12.000000 USDT to your address, not the amount you entered. Claim it again with 12.000000',
    });
    expect(await deposits(member)).toEqual([]);
    const queue = await t.post('/api/admin/review/list', { kind: 'deposit', status: 'pending', page: 1 }, { token: operator });
    expect(queue.data.data.map((i) => i.detail.hash)).not.toContain(hash);
    expect((await claim(member, hash, '12')).data).toMatchObject({ status: 'confirming', amount: '12.000000' });
    await mine(chain, 3);
    await watch();
    expect(await usdt(member)).toBe('12.000000');
  });

  it('shows a stored mismatched claim with both amounts and live confirmations; a pass credits what arrived', async () => {
    const member = await memberWithAddress();
    const hash = await sendUsdt(chain, member.address, 10);
    const head = Number(await chainHead());
    // As an earlier server stored a claim of 5,000 for a 10 USDT transfer: for the operators, at the claimed amount.
    const id = (await insertObservedDeposit(t.app.ctx.db, {
      userId: member.id,
      coin: 'USDT',
      chain: 'ERC20',
      address: member.address.toLowerCase(),
      amount: 5_000_000_000n,
      hash,
      logIndex: 0,
      blockNumber: head,
      blockHash: '0x00',
      confirmations: 1,
      watched: 0,
      now: 1,
    }))!;
    const item = async () =>
      (
        await t.post('/api/admin/review/list', { kind: 'deposit', status: 'pending', page: 1 }, { token: operator })
      ).data.data.find((i) => i.id === id)!;
    expect((await item()).detail).toMatchObject({
      amount: '5000.000000',
      chain_amount: '10.000000',
      amount_mismatch: true,
      confirmations: 1,
      confirmations_needed: 3,
    });
    const early = await t.post('/api/admin/review/decide', { kind: 'deposit', id, action: 'pass' }, { token: operator });
    expect([early.status, early.msg]).toEqual([
      400,
      'The ERC20 network does not show this transfer with 3 confirmations now. Try again later, or reject it',
    ]);
    await mine(chain, 2);
    expect((await item()).detail).toMatchObject({ confirmations: 3, amount_mismatch: true });
    const pass = await t.post('/api/admin/review/decide', { kind: 'deposit', id, action: 'pass' }, { token: operator });
    expect(pass.code).toBe(1);
    expect(await usdt(member)).toBe('10.000000');
    expect(await deposits(member)).toMatchObject([{ id, status: 'passed', amount: '10.000000' }]);
    await watch();
    expect(await usdt(member)).toBe('10.000000');
  });

  it('credits nothing for a transfer a reorganization removed before its confirmations', async () => {
    const member = await memberWithAddress();
    const before = await snapshot(chain);
    const hash = await sendUsdt(chain, member.address, 7);
    await mine(chain, 1);
    await watch();
    expect((await deposits(member))[0]).toMatchObject({ hash, status: 'confirming', confirmations: 2 });
    await revertTo(chain, before);
    await mine(chain, 5);
    await watch();
    expect((await deposits(member))[0]).toMatchObject({ hash, status: 'confirming', confirmations: 0 });
    expect(await usdt(member)).toBe('0.000000');
  });

  it('neither takes back nor repeats a credit when the credited block is replaced and the transfer mined again', async () => {
    const member = await memberWithAddress();
    const raw = await signedTransfer(chain, member.address, 11);
    const before = await snapshot(chain);
    const hash = await sendRaw(chain, raw);
    await mine(chain, 2);
    await watch();
    expect(await usdt(member)).toBe('11.000000');
    await revertTo(chain, before);
    await mine(chain, 1);
    expect(await sendRaw(chain, raw)).toBe(hash);
    await mine(chain, 4);
    await watch();
    await watch();
    expect(await deposits(member)).toMatchObject([{ hash, status: 'passed' }]);
    expect(await usdt(member)).toBe('11.000000');
  });

  it('credits each transfer once when the watcher stops part-way through its blocks and starts again', async () => {
    const [a, b] = [await memberWithAddress(), await memberWithAddress()];
    const from = Number(await chainHead()) + 1;
    await sendUsdt(chain, a.address, 1);
    await sendUsdt(chain, b.address, 2);
    await sendUsdt(chain, a.address, 3);
    await mine(chain, 3);
    await watchDeposits(t.app.ctx.db, { maxRanges: 1, blockRange: 2 });
    // As if the process died after recording transfers but before saving how far it had read.
    await writeCursor(t.app.ctx.db, 'ERC20', from, 0);
    await watchDeposits(t.app.ctx.db, { blockRange: 2 });
    await watchDeposits(t.app.ctx.db);
    expect(await usdt(a)).toBe('4.000000');
    expect(await usdt(b)).toBe('2.000000');
    expect((await deposits(a)).map((d) => d.status)).toEqual(['passed', 'passed']);
  });

  async function chainHead(): Promise<bigint> {
    const { evmRpc } = await import('@app/test-support');
    return BigInt(await evmRpc(chain.url, 'eth_blockNumber'));
  }
});
