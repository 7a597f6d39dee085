/**
 * The address book (docs/api.md "Delivery addresses and after-sale": /api/address/list, save, del): at most
 * AFTER_SALE_LIMITS.addressesMax addresses, exactly one default while any exist (the first saved becomes it,
 * and deleting the default passes it to the newest). Orders keep a snapshot, so editing or deleting an
 * address never changes an order.
 */
import { AFTER_SALE_LIMITS, type Address, type AddressSaveBody } from '@app/contract';
import { notFound, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../ledger/index.ts';
import * as repo from './addresses.repository.ts';

const present = (row: repo.AddressRow): Address => ({
  id: row.id,
  name: row.name,
  mobile: row.mobile,
  region: row.region,
  detail: row.detail,
  is_default: row.is_default === 1,
});

export async function listMyAddresses(db: Db, userId: number): Promise<Address[]> {
  return (await repo.listAddresses(db, userId)).map(present);
}

export async function saveAddress(db: Db, userId: number, body: AddressSaveBody): Promise<Address> {
  const fields = { name: body.name, mobile: body.mobile, region: body.region, detail: body.detail };
  const id = await withTransaction(db, async (trx) => {
    const now = clock.now();
    let saved = body.id;
    if (saved !== undefined) {
      if (!(await repo.updateAddress(trx, userId, saved, fields, now))) throw notFound('address.not_found');
    } else {
      const count = await repo.countAddresses(trx, userId);
      if (count >= AFTER_SALE_LIMITS.addressesMax) throw refuse('address.too_many', { max: AFTER_SALE_LIMITS.addressesMax });
      saved = await repo.insertAddress(trx, userId, fields, now);
    }
    // `is_default: false` on the default keeps it: the one default only moves when another address takes it.
    if (body.is_default || !(await repo.findDefaultAddress(trx, userId))) await repo.setDefault(trx, userId, saved);
    return saved;
  });
  return present((await repo.findAddress(db, userId, id))!);
}

export async function deleteMyAddress(db: Db, userId: number, id: number): Promise<void> {
  await withTransaction(db, async (trx) => {
    const row = await repo.findAddress(trx, userId, id);
    if (!row || !(await repo.deleteAddress(trx, userId, id))) throw notFound('address.not_found');
    if (row.is_default === 1) await repo.setDefault(trx, userId, (await repo.newestAddressId(trx, userId)) ?? 0);
  });
}
