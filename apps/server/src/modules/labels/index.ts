/**
 * What other modules may use of labels (docs/architecture.md "Server module shape": modules talk through index.ts). The shop
 * module builds goods on a member's shop: a shop label whose settlement application passed review.
 */
import type { Db } from '../../db/database.ts';
import { findLabel, findOwnLabel } from './labels.repository.ts';
import type { LabelRow } from './labels.tables.ts';

export interface ShopInfo {
  id: number;
  user_id: number;
  name: string;
  door_image: string;
  category_id: number | null;
  business_hours: string;
  phone: string;
  address: string;
  lat: number;
  lng: number;
  status: 'pending' | 'passed' | 'rejected';
  /** taken off the map by an operator (still the member's shop) */
  hidden: boolean;
}

function shopInfo(row: LabelRow): ShopInfo {
  return {
    id: Number(row.id),
    user_id: Number(row.user_id),
    name: row.title,
    door_image: row.image,
    category_id: row.category_id === null ? null : Number(row.category_id),
    business_hours: row.business_hours,
    phone: row.phone,
    address: row.address,
    lat: Number(row.lat),
    lng: Number(row.lng),
    status: row.status,
    hidden: row.hidden === 1,
  };
}

/** The member's shop that passed review (hidden or not), or undefined: only such a member is a merchant. */
export async function findMemberShop(db: Db, userId: number): Promise<ShopInfo | undefined> {
  const row = await findOwnLabel(db, userId, 'shop');
  return row && row.status === 'passed' ? shopInfo(row) : undefined;
}

/** A shop by its label id, whatever its review status; undefined for persons, deleted or unknown ids. */
export async function findShopById(db: Db, id: number): Promise<ShopInfo | undefined> {
  const row = await findLabel(db, id);
  return row && row.type === 'shop' ? shopInfo(row) : undefined;
}

/** Ids of the shops buyers can buy from (passed review, not hidden, not deleted): a subquery for goods lists. */
export function openShopIds(db: Db) {
  return db
    .selectFrom('labels')
    .select('id')
    .where('type', '=', 'shop')
    .where('status', '=', 'passed')
    .where('hidden', '=', 0)
    .where('deletetime', 'is', null);
}

export { haversineMetres } from './geo.ts';
