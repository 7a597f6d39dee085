/**
 * The shops goods belong to: the map's shops (docs/api.md "Shop marketplace"). Shops are labels of type `shop`
 * owned by the labels module; this file is the one place the shop area reads them, through that
 * module's public functions. A member is a merchant while their shop application has passed review.
 */
import type { Db } from '../../db/database.ts';
import { findMemberShop, findShopById, type ShopInfo } from '../labels/index.ts';

export interface ShopCard {
  id: number;
  userId: number;
  name: string;
  doorImage: string;
  address: string;
  phone: string;
  businessHours: string;
  /** passed review and not hidden by an operator: its goods can be bought */
  open: boolean;
}

const toCard = (shop: ShopInfo): ShopCard => ({
  id: shop.id,
  userId: shop.user_id,
  name: shop.name,
  doorImage: shop.door_image,
  address: shop.address,
  phone: shop.phone,
  businessHours: shop.business_hours,
  open: shop.status === 'passed' && !shop.hidden,
});

/** The member's shop if it has passed review (hidden or not): the shop they manage goods and orders in. */
export async function merchantShopOf(db: Db, userId: number): Promise<ShopCard | undefined> {
  const shop = await findMemberShop(db, userId);
  return shop ? toCard(shop) : undefined;
}

export async function shopById(db: Db, id: number): Promise<ShopCard | undefined> {
  const shop = await findShopById(db, id);
  return shop ? toCard(shop) : undefined;
}

/** Shops of a page of orders or goods, by id. */
export async function shopsByIds(db: Db, ids: readonly number[]): Promise<Map<number, ShopCard>> {
  const cards = new Map<number, ShopCard>();
  for (const id of new Set(ids)) {
    const card = await shopById(db, id);
    if (card) cards.set(id, card);
  }
  return cards;
}
