/**
 * The shop's pure screen rules, kept apart from the screens so they are tested on their own: order totals
 * in exact USDT units (the server's rule, contract rules/shop-order.ts), which goods can be listed or
 * unlisted, and the order-centre tab named in the address. Which step an order offers is not decided
 * here: each order reply carries its reader's `actions` (docs/architecture.md "Allowed actions").
 */
import { coinScale, fromUnits, ORDER_GROUPS, SHOP_COIN, toUnits, type ProductStatus } from '@app/contract';
import { shopOrderTotal } from '@app/contract/rules/shop-order';

/** The order centres' tabs: every order first (cancelled ones too), then the four groups of the Me tab. */
export const ORDER_TABS = ['all', ...ORDER_GROUPS] as const;
export type OrderGroup = (typeof ORDER_TABS)[number];
export type OrderSide = 'buyer' | 'merchant';

const USDT_SCALE = coinScale(SHOP_COIN);

/** price × quantity at the coin's scale, never through a float; '' for a price that is not a number. */
export function orderTotal(price: string, quantity: number): string {
  try {
    return fromUnits(shopOrderTotal(toUnits(price, USDT_SCALE, { rounding: 'down' }), quantity), USDT_SCALE);
  } catch {
    return '';
  }
}

/** A price the server can take: a decimal above zero within the coin's scale. */
export function isValidPrice(price: string): boolean {
  try {
    return toUnits(price.trim(), USDT_SCALE) > 0n;
  } catch {
    return false;
  }
}

/** Listed goods can be unlisted and unlisted goods listed; goods under review or rejected cannot. */
export function toggledStatus(status: ProductStatus): 'listed' | 'unlisted' | null {
  if (status === 'listed') return 'unlisted';
  if (status === 'unlisted') return 'listed';
  return null;
}

/** `?status=shipped` opens that tab; no status (Me → My orders → All) or an unknown one opens "All". */
export function groupFromQuery(value: string | null): OrderGroup {
  return ORDER_TABS.find((group) => group === value) ?? 'all';
}

/** `?id=7` and similar: a positive integer id, or 0 when absent or malformed. */
export function idFromQuery(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
