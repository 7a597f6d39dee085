/**
 * PI deposits read from the Pi chain (docs/api.md "PI on the Pi chain", "Claims on the Pi chain", "Unmatched
 * payments") against the Horizon stand-in of packages/test-support: every payment is a real envelope signed by
 * its sender. A payment with the member's memo is credited once without an operator (also when a claim races
 * the watcher), an unknown or missing memo goes to the review queue with its sender, a failed transaction
 * credits nothing, a restarted watcher goes on from its stored paging token, and a Horizon that is down or
 * answers garbage never credits wrongly. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import type { ReviewItem } from '@app/contract';
import { startHorizon, type HorizonStandIn } from '@app/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { readPagingToken, writePagingToken } from '../chain/index.ts';
import { recordWatchedDeposit } from './deposit-credit.ts';
import { watchDeposits } from './deposit-watch.ts';
import { ADDRESSES, balanceOf, setConfig, walletMember, walletOperator, type WalletMember } from './wallet.test-support.ts';

describe('PI deposits on the Pi chain', () => {
  let t: TestApp;
  let horizon: HorizonStandIn;
  let operator: string;
  let app: { publicKey: string; secret: string };
  let payer: { publicKey: string; secret: string };
  beforeAll(async () => {
    [horizon, t] = await Promise.all([startHorizon(), createTestApp()]);
    [app, payer] = [await horizon.fund('1'), await horizon.fund('100000')];
    operator = await walletOperator(t);
    await setConfig(t, operator, 'wallet_deposit_addresses', { ...ADDRESSES, PI: { PI: app.publicKey } });
    await setConfig(t, operator, 'chain_networks', {
      PI: { kind: 'memo', confirmations: 1, horizon_url: horizon.url, network_passphrase: horizon.passphrase },
    });
  });
  afterAll(async () => {
    await horizon?.stop();
    await t?.close();
  });

  const db = () => t.app.ctx.db;
  const watch = () => watchDeposits(db());
  const pi = async (member: WalletMember) => (await balanceOf(t, member, 'PI')).available;
  const deposits = async (member: WalletMember) =>
    (await t.post('/api/user/deposits', { page: 1 }, { token: member.token })).data.data;
  const claim = (member: WalletMember, hash: string, amount: string) =>
    t.post('/api/user/recharge', { coin: 'PI', chain: 'PI', hash, amount }, { token: member.token });
  const unmatched = async (): Promise<ReviewItem[]> =>
    (await t.post('/api/admin/review/list', { kind: 'deposit_unmatched', page: 1, limit: 50 }, { token: operator })).data.data;
  const detail = (item: ReviewItem | undefined) => (item?.detail ?? {}) as { sender?: string; hash?: string };

  /** A member who opened the PI recharge page: the app's address and their memo. */
  async function memberWithMemo(): Promise<WalletMember & { memo: string }> {
    const member = await walletMember(t);
    const res = await t.post('/api/user/recharge', { coin: 'PI', chain: 'PI' }, { token: member.token });
    if (res.code !== 1 || !('memo' in res.data)) throw new Error(`no memo: ${res.msg}`);
    return { ...member, memo: res.data.memo! };
  }

  async function pay(amount: string, memo?: string, from = payer): Promise<string> {
    const res = await horizon.pay(from.secret, app.publicKey, amount, memo);
    if (res.status !== 200) throw new Error(`payment refused: ${JSON.stringify(res.body)}`);
    return res.body.hash!;
  }

  it('shows the app address with the member memo, watched with its confirmations', async () => {
    const member = await walletMember(t);
    const res = await t.post('/api/user/recharge', { coin: 'PI', chain: 'PI' }, { token: member.token });
    expect(res.data).toMatchObject({
      address: app.publicKey,
      memo: String(member.id).padStart(8, '0'),
      watched: true,
      confirmations: 1,
    });
  });

  it('credits a payment with the member memo once, without an operator; spaces around the memo are removed', async () => {
    const member = await memberWithMemo();
    const hash = await pay('12.5', ` ${member.memo} `);
    await watch();
    await watch();
    expect(await deposits(member)).toMatchObject([{ hash, amount: '12.5000000', status: 'passed', chain: 'PI' }]);
    expect(await pi(member)).toBe('12.5000000');
  });

  it('credits once when a claim by hash races the watcher', async () => {
    const member = await memberWithMemo();
    const hash = await pay('3', member.memo);
    const [claimed] = await Promise.all([claim(member, hash, '3'), watch(), claim(member, hash, '3'), watch()]);
    expect(claimed.code).toBe(1);
    await watch();
    expect(await deposits(member)).toMatchObject([{ hash, status: 'passed', amount: '3.0000000' }]);
    expect(await pi(member)).toBe('3.0000000');
    const again = await claim(member, hash, '3');
    expect(again.code).toBe(1);
    expect(await pi(member)).toBe('3.0000000');
  });

  it('refuses a claim whose memo is not the member memo, a wrong amount and an unknown hash, storing nothing', async () => {
    const [member, other] = [await memberWithMemo(), await memberWithMemo()];
    const hash = await pay('4', other.memo);
    const notMine = await claim(member, hash, '4');
    expect(notMine).toMatchObject({ code: 0 });
    expect(notMine.msg).toContain(member.memo);
    const wrongAmount = await claim(other, hash, '5');
    expect(wrongAmount.msg).toContain('4.0000000');
    const unknown = await claim(member, 'ab'.repeat(32), '4');
    expect(unknown.code).toBe(0);
    expect(await deposits(member)).toEqual([]);
    await watch();
    expect(await pi(other)).toBe('4.0000000');
    expect(await pi(member)).toBe('0.0000000');
  });

  it('sends a payment with an unknown memo, another spelling of a memo, or none to the review queue with its sender', async () => {
    const member = await memberWithMemo();
    const sender = await horizon.fund('50');
    const unknownHash = await pay('2', 'nobody-here', sender);
    const shortHash = await pay('2', String(member.id), sender);
    const noneHash = await pay('2', undefined, sender);
    await watch();
    const items = (await unmatched()).filter((i) => detail(i).sender === sender.publicKey);
    expect(items.map((i) => detail(i).hash).sort()).toEqual([unknownHash, shortHash, noneHash].sort());
    expect(items[0]).toMatchObject({
      kind: 'deposit_unmatched',
      status: 'pending',
      detail: { amount: '2.0000000', position: 0 },
    });
    expect(await pi(member)).toBe('0.0000000');

    const byShort = items.find((i) => detail(i).hash === shortHash)!;
    const nobody = await t.post(
      '/api/admin/review/decide',
      { kind: 'deposit_unmatched', id: byShort.id, action: 'pass', reason: 'no_such_member_x' },
      { token: operator },
    );
    expect(nobody.code).toBe(0);
    const passes = await Promise.all(
      [1, 2].map(() =>
        t.post(
          '/api/admin/review/decide',
          { kind: 'deposit_unmatched', id: byShort.id, action: 'pass', reason: member.username },
          { token: operator },
        ),
      ),
    );
    expect(passes.filter((r) => r.code === 1)).toHaveLength(1);
    expect(await pi(member)).toBe('2.0000000');
    expect((await claim(member, shortHash, '2')).code).toBe(0);
    expect(await pi(member)).toBe('2.0000000');
  });

  it('credits nothing for a failed transaction, and refuses its claim', async () => {
    const member = await memberWithMemo();
    const poor = await horizon.fund('5');
    const res = await horizon.pay(poor.secret, app.publicKey, '500', member.memo);
    expect(res.body.extras?.result_codes).toMatchObject({ transaction: 'tx_failed', operations: ['op_underfunded'] });
    const hash = await failedHash(poor.publicKey);
    await watch();
    expect(await deposits(member)).toEqual([]);
    expect((await claim(member, hash, '500')).code).toBe(0);
    expect(await pi(member)).toBe('0.0000000');
  });

  /** The newest failed transaction of an account, as Horizon lists it with include_failed. */
  async function failedHash(account: string): Promise<string> {
    const res = await fetch(`${horizon.url}/accounts/${account}/payments?include_failed=true&order=desc&limit=1`);
    const body = (await res.json()) as {
      _embedded: { records: { transaction_hash: string; transaction_successful: boolean }[] };
    };
    const record = body._embedded.records[0]!;
    expect(record.transaction_successful).toBe(false);
    return record.transaction_hash;
  }

  it('leaves a Pi wallet deposit own transaction to the Pi wallet path', async () => {
    const member = await memberWithMemo();
    const identifier = `pi-wallet-payment-${member.id}`;
    await recordWatchedDeposit(db(), {
      userId: member.id,
      coin: 'PI',
      chain: 'PI_WALLET',
      address: app.publicKey,
      amount: 10_000_000n,
      hash: identifier,
      now: clock.now(),
    });
    const before = (await unmatched()).length;
    await pay('1', identifier);
    await watch();
    expect((await unmatched()).length).toBe(before);
    expect(await pi(member)).toBe('0.0000000');
  });

  it('goes on from its stored paging token after a restart, and a pass repeated from an older token credits nothing twice', async () => {
    const member = await memberWithMemo();
    await watch();
    const stored = await readPagingToken(db(), 'PI');
    expect(stored).toMatch(/^\d+$/);
    const first = await pay('1', member.memo);
    const second = await pay('2', member.memo);
    const from = horizon.requests.length;
    await watch();
    const read = horizon.requests.slice(from).find((r) => r.path.includes(`/accounts/${app.publicKey}/payments`));
    expect(read?.path).toContain(`cursor=${stored}`);
    expect(await pi(member)).toBe('3.0000000');
    // A process that died after recording but before storing its place reads the same payments again.
    await writePagingToken(db(), 'PI', stored!, 0);
    await watch();
    expect(await pi(member)).toBe('3.0000000');
    expect((await deposits(member)).map((d: { hash: string }) => d.hash).sort()).toEqual([first, second].sort());
  });

  it('never credits while Horizon is down, drops the connection or answers garbage, and credits once when it is back', async () => {
    const member = await memberWithMemo();
    const hash = await pay('7', member.memo);
    for (const mode of ['down', 'garbage', 'reset'] as const) {
      horizon.setMode(mode);
      await expect(watch()).rejects.toThrow();
      const claimed = await claim(member, hash, '7');
      expect(claimed.code).toBe(0);
      expect(await deposits(member)).toEqual([]);
    }
    horizon.setMode('up');
    await watch();
    await watch();
    expect(await deposits(member)).toMatchObject([{ hash, status: 'passed' }]);
    expect(await pi(member)).toBe('7.0000000');
  });
});
