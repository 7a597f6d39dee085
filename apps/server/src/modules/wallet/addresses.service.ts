/**
 * Bound withdrawal addresses (docs/api.md /api/ctoc/bindaddress and /api/user/changewallet; spec §3 "bound
 * address"): one per coin and chain. Binding and changing both need the payment password, since an
 * address decides where money leaves to.
 */
import type { BindAddressBody } from '@app/contract';
import { conflict, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { checkPayPassword } from '../users/pay-password.ts';
import { coinConfig, requireChain } from './wallet-config.ts';
import { insertAddress, updateAddress } from './wallet.repository.ts';

async function prepare(db: Db, userId: number, body: BindAddressBody) {
  const chain = requireChain(await coinConfig(db, body.coin), body.chain);
  await checkPayPassword(db, userId, body.paypassword);
  return { userId, coin: body.coin, chain, address: body.address, now: clock.now() };
}

/** The first address for a coin and chain; an existing one is changed with changeAddress instead. */
export async function bindAddress(db: Db, userId: number, body: BindAddressBody): Promise<void> {
  if (!(await insertAddress(db, await prepare(db, userId, body)))) throw conflict('wallet.address_bound');
}

export async function changeAddress(db: Db, userId: number, body: BindAddressBody): Promise<void> {
  if (!(await updateAddress(db, await prepare(db, userId, body)))) throw refuse('wallet.address_not_bound');
}
