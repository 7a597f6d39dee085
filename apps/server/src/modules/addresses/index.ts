/**
 * What other modules may use of the address book (docs/architecture.md "Server module shape"): the shop reads
 * the address an order names, or the buyer's default, to keep its snapshot.
 */
import type { OrderAddress } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { findAddress, findDefaultAddress, type AddressRow } from './addresses.repository.ts';

const snapshot = (row: AddressRow): OrderAddress => ({
  name: row.name,
  mobile: row.mobile,
  region: row.region,
  detail: row.detail,
});

/** The member's address `id`, or their default when `id` is left out; undefined when there is none. */
export async function deliveryAddressOf(db: Db, userId: number, id?: number): Promise<OrderAddress | undefined> {
  const row = id === undefined ? await findDefaultAddress(db, userId) : await findAddress(db, userId, id);
  return row ? snapshot(row) : undefined;
}
