/** Members, operators and configuration for the wallet and points tests. */
import type { RouteReply, VerifyLevel } from '@app/contract';
import { callFrom, createMember, newClientAddress, TEST_PASSWORD } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { hashPassword } from '../../core/passwords.ts';
import type { Db } from '../../db/database.ts';
import { adminToken } from '../admin/admin.test-support.ts';

export const PAY = '246810';
export const ADDRESSES = {
  PI: { PI: 'GPIDEPOSITADDRESS0001' },
  USDT: { TRC20: 'TUSDTDEPOSITADDRESS0001', ERC20: '0xusdtdepositaddress0001' },
};

export interface WalletMember {
  id: number;
  username: string;
  token: string;
}

const payHash = hashPassword(PAY);

/** A member with the payment password PAY and the given verification level, signed in. */
export async function walletMember(t: TestApp, verify: VerifyLevel = 'basic'): Promise<WalletMember> {
  const user = await createMember(t, { verify_level: verify, pay_password_hash: await payHash });
  const res = await callFrom(t, newClientAddress(), '/api/user/login', { account: user.username, password: TEST_PASSWORD });
  if (res.code !== 1) throw new Error(`login refused: ${res.msg}`);
  return { id: user.id, username: user.username, token: res.data.userinfo.token };
}

/** An operator token with the deposit addresses configured. */
export async function walletOperator(t: TestApp): Promise<string> {
  const token = await adminToken(t);
  await setConfig(t, token, 'wallet_deposit_addresses', ADDRESSES);
  return token;
}

export async function setConfig(t: TestApp, token: string, key: string, value: unknown): Promise<void> {
  const res = await t.post('/api/admin/config/set', { key, value }, { token });
  if (res.code !== 1) throw new Error(`config ${key} refused: ${res.msg}`);
}

/** Credits (or debits) a member through the operator's adjustment. */
export async function adjust(t: TestApp, operator: string, userId: number, coin: string, amount: string): Promise<void> {
  const res = await t.post(
    '/api/admin/user/adjust',
    { user_id: userId, coin, amount, reason: 'test funding' },
    { token: operator },
  );
  if (res.code !== 1) throw new Error(`adjust refused: ${res.msg}`);
}

export async function balanceOf(t: TestApp, member: WalletMember, coin: string): Promise<{ available: string; frozen: string }> {
  const res = await t.post('/api/ctoc/getwallet', {}, { token: member.token });
  return res.data.find((b: { coin: string }) => b.coin === coin)!;
}

type RechargeReply = RouteReply<'/api/user/recharge'>;

/** The deposit a recharge with a hash recorded (without a hash the reply is the deposit address instead). */
export function depositOf(data: RechargeReply | undefined): Extract<RechargeReply, { id: number }> {
  if (!data || !('id' in data)) throw new Error('expected the recorded deposit');
  return data;
}

export async function decide(
  t: TestApp,
  operator: string,
  kind: 'deposit' | 'withdraw',
  id: number,
  action: 'pass' | 'reject',
  reason?: string,
) {
  return t.post('/api/admin/review/decide', { kind, id, action, reason }, { token: operator });
}

/**
 * A bound withdrawal address already past its cool-down, for tests whose subject is not the address book
 * (the book's own rules, the mailed code and the wait, are tested through the API in withdraw-address.routes.test.ts).
 */
export async function usableAddress(db: Db, userId: number, coin: string, chain: string, address: string): Promise<void> {
  await db
    .insertInto('wallet_addresses')
    .values({ user_id: userId, coin, chain, address, createtime: 0, updatetime: 0, usable_at: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'coin', 'chain']).doUpdateSet({ address, usable_at: 0 }))
    .execute();
}

/** The operator's payout of a withdrawal in transit: its hash, or a failure with a reason. */
export function payout(t: TestApp, operator: string, id: number, outcome: { hash: string } | { reason: string }) {
  const path = 'hash' in outcome ? '/api/admin/withdraw/paid' : '/api/admin/withdraw/fail';
  return t.post(path, { id, ...outcome }, { token: operator });
}
