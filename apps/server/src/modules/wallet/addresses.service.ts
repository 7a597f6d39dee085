/**
 * Bound withdrawal addresses (docs/api.md /api/ctoc/bindaddress and /api/user/changewallet; docs/product.md §3 "bound
 * address"): one per coin and chain. An address decides where money leaves to, so binding or changing one
 * needs the payment password and a code mailed to the member (event `withdrawaddr`), and a new address may
 * be withdrawn to only after the configured cool-down (withdraw_address_cooldown_hours): whoever took over
 * a session and the password cannot empty the wallet to their own address at once.
 */
import type { BindAddressBody } from '@app/contract';
import { chainAddressProblem } from '@app/contract/rules/chain-address';
import { AppError, conflict, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../ledger/index.ts';
import { withdrawSetting } from './withdraw.settings.ts';
import { checkEmailCode, spendEmailCode } from '../users/email-codes.ts';
import { findUserById } from '../users/index.ts';
import { checkPayPassword } from '../users/pay-password.ts';
import { coinConfig, requireChain } from './wallet-config.ts';
import { insertAddress, updateAddress } from './bound-addresses.repository.ts';

/**
 * The checks before a change: chain, the address's format on that network (a malformed address costs no
 * attempt of either secret), payment password, then the mailed code (each counts its own wrong entries,
 * outside the change's transaction so a rollback cannot erase them).
 */
async function prepare(db: Db, userId: number, body: BindAddressBody) {
  const chain = requireChain(await coinConfig(db, body.coin), body.chain);
  const problem = chainAddressProblem(chain, body.address);
  if (problem) throw new AppError('validation', problem, { field: 'address' });
  await checkPayPassword(db, userId, body.paypassword);
  const user = await findUserById(db, userId);
  if (!user?.email) throw refuse('auth.email_required');
  const codeId = await checkEmailCode(db, user.email, 'withdrawaddr', body.code);
  const now = clock.now();
  const hours = await withdrawSetting(db, 'withdraw_address_cooldown_hours');
  return { codeId, address: { userId, coin: body.coin, chain, address: body.address, now, usableAt: now + hours * 3600 } };
}

/** The first address for a coin and chain; an existing one is changed with changeAddress instead. */
export async function bindAddress(db: Db, userId: number, body: BindAddressBody): Promise<void> {
  const { codeId, address } = await prepare(db, userId, body);
  await withTransaction(db, async (trx) => {
    await spendEmailCode(trx, codeId);
    if (!(await insertAddress(trx, address))) throw conflict('wallet.address_bound');
  });
}

export async function changeAddress(db: Db, userId: number, body: BindAddressBody): Promise<void> {
  const { codeId, address } = await prepare(db, userId, body);
  await withTransaction(db, async (trx) => {
    await spendEmailCode(trx, codeId);
    if (!(await updateAddress(trx, address))) throw refuse('wallet.address_not_bound');
  });
}
