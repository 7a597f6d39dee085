/**
 * Shop marketplace: docs/api.md "Shop marketplace" (merchant goods with review, orders with escrow, shipping,
 * receipt), docs/product.md §2 shop/*, ordercenter/*, page/mapshop/shopgoods, goodsinfos, page/pay/pay, §3 "Goods",
 * §4 goods and shop-order states, §5 "Goods: name, price, description, image, stock required", plus the
 * console's goods review and order search (docs/api.md "Admin"). Prices and totals are USDT decimal strings.
 */
import { z } from 'zod';
import { DELIVERY_MODES, orderAddress, orderRefund, shopTrust, timelineEvent } from './after-sale.ts';
import { listPage, pageQuery } from './envelope.ts';
import { idField, imageUrlField, payPasswordField, wholeNumber } from './fields.ts';
import { SHOP_COIN, SHOP_LIMITS } from './limits.ts';
import { ORDER_STATUSES, SHOP_ORDER_ACTIONS } from './rules/shop-order.ts';
import { textField } from './text.ts';
import { amountField, idempotencyKeyField } from './wallet.ts';

const required = { error: 'validation.required' };

/** Spec §4: under review → listed or rejected (with a reason); the merchant toggles listed/unlisted. */
export const PRODUCT_STATUSES = ['review', 'listed', 'unlisted', 'rejected'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Spec §4 shop order: pending payment → paid (to ship) → shipped (to receive) → completed; unpaid → cancelled. */
export { ORDER_STATUSES, SHOP_ORDER_ACTIONS, type OrderStatus, type ShopOrderAction } from './rules/shop-order.ts';
export { ORDER_GROUPS } from './rules/shop-order-status.ts';

/* ---------- goods ---------- */

export const productNameField = textField({ max: SHOP_LIMITS.productNameMax, required: 'validation.required' });
export const productDescriptionField = textField({
  max: SHOP_LIMITS.productDescriptionMax,
  required: 'validation.required',
});
export const productImagesField = z
  .array(imageUrlField, required)
  .min(1, 'validation.required')
  .max(SHOP_LIMITS.productImagesMax, 'validation.too_big');
export const stockField = wholeNumber(
  z.number().int('validation.invalid').min(0, 'validation.too_small').max(SHOP_LIMITS.stockMax, 'validation.too_big'),
);
/** A positive USDT price; the server checks the coin's scale and that it is above zero. */
export const priceField = amountField;

/** ship (default): delivered to the buyer's address; pickup: collected at the shop with the buyer's code. */
export const deliveryField = z.enum(DELIVERY_MODES, 'validation.invalid');

export const addProductBody = z.object({
  name: productNameField,
  price: priceField,
  description: productDescriptionField,
  images: productImagesField,
  stock: stockField,
  delivery: deliveryField.optional(),
});
export type AddProductBody = z.infer<typeof addProductBody>;

/** docs/api.md: `{ id, ...fields }` edits (a listed product goes back to review) or `{ id, status }` publishes/unpublishes. */
export const editProductBody = z
  .object({
    id: idField,
    name: productNameField.optional(),
    price: priceField.optional(),
    description: productDescriptionField.optional(),
    images: productImagesField.optional(),
    stock: stockField.optional(),
    delivery: deliveryField.optional(),
    status: z.enum(['listed', 'unlisted'], 'validation.invalid').optional(),
  })
  .superRefine((body, ctx) => {
    const edits = ['name', 'price', 'description', 'images', 'stock', 'delivery'].filter(
      (k) => body[k as keyof typeof body] !== undefined,
    );
    if (body.status !== undefined && edits.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'validation.invalid' });
    }
    if (body.status === undefined && edits.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'validation.required' });
    }
  });
export type EditProductBody = z.infer<typeof editProductBody>;

export const productIdBody = z.object({ id: idField });

export const productListBody = pageQuery.extend({
  shop_id: idField.optional(),
  /** the signed-in merchant's own goods, every status (shop/goosdlist, shop/allgoods) */
  mine: z.boolean('validation.invalid').optional(),
  /** with `mine`: one status tab; ignored on public lists, which show listed goods only */
  status: z.enum(PRODUCT_STATUSES, 'validation.invalid').optional(),
  keyword: z.string().trim().max(60, 'validation.too_long').optional(),
});
export type ProductListBody = z.infer<typeof productListBody>;

export const product = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  name: z.string(),
  price: z.string().describe('USDT'),
  coin: z.literal(SHOP_COIN),
  description: z.string(),
  images: z.array(z.string()),
  image: z.string().describe('the first image: list thumbnail'),
  stock: z.number().int().describe('what can still be bought; reduced when an order is paid'),
  sales: z.number().int().describe('units sold in paid orders'),
  status: z.enum(PRODUCT_STATUSES),
  reason: z.string().describe('why the review rejected it; empty otherwise'),
  delivery: z.enum(DELIVERY_MODES),
  rating: z.number().describe('average review score, one decimal; 0 without reviews'),
  rating_count: z.number().int(),
  createtime: z.number().int(),
  updatetime: z.number().int(),
});
export type Product = z.infer<typeof product>;
export const productListReply = listPage(product);

/** The shop a product belongs to, as the product page shows it. */
export const productShop = z.object({
  id: z.number().int(),
  user_id: z.number().int().describe('the merchant'),
  name: z.string(),
  door_image: z.string(),
  address: z.string(),
  phone: z.string(),
  business_hours: z.string(),
  trust: shopTrust.optional().describe('the shop’s trust line: rating, completed orders, refund rate, member since'),
});
export type ProductShop = z.infer<typeof productShop>;
export const productDetail = product.extend({
  shop: productShop,
  is_mine: z.boolean().describe('the signed-in member is this shop’s merchant'),
});
export type ProductDetail = z.infer<typeof productDetail>;

/* ---------- orders ---------- */

export const orderCreateBody = z.object({
  product_id: idField,
  quantity: wholeNumber(
    z.number().int('validation.invalid').min(1, 'validation.too_small').max(SHOP_LIMITS.quantityMax, 'validation.too_big'),
  ),
  /** docs/api.md "Delivery addresses": required for goods that ship, unless the buyer has a default address */
  address_id: idField.optional(),
  /** a free-text address, accepted as before the address book existed */
  address: textField({ max: SHOP_LIMITS.addressMax }).optional(),
  remark: textField({ max: SHOP_LIMITS.remarkMax }).optional(),
  idempotency_key: idempotencyKeyField,
});
export type OrderCreateBody = z.infer<typeof orderCreateBody>;

export const orderPayBody = z.object({ id: idField, paypassword: payPasswordField, idempotency_key: idempotencyKeyField });
export type OrderPayBody = z.infer<typeof orderPayBody>;
export const orderIdBody = z.object({ id: idField });

export const orderSendBody = z.object({
  id: idField,
  express: textField({ max: SHOP_LIMITS.expressMax }).optional(),
  tracking_no: textField({ max: SHOP_LIMITS.trackingNoMax }).optional(),
  /** pickup goods: the buyer's 6-digit code, which the merchant checks when handing over */
  pickup_code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'validation.invalid')
    .optional(),
});
export type OrderSendBody = z.infer<typeof orderSendBody>;

export const orderListBody = pageQuery.extend({ status: z.enum(ORDER_STATUSES, 'validation.invalid').optional() });
export type OrderListBody = z.infer<typeof orderListBody>;

export const orderParty = z.object({ id: z.number().int(), name: z.string(), avatar: z.string() });
export const order = z.object({
  id: z.number().int(),
  order_no: z.string(),
  product_id: z.number().int(),
  /** the product as it was when ordered: later edits do not change an order */
  product: z.object({ name: z.string(), image: z.string(), price: z.string() }),
  quantity: z.number().int(),
  total: z.string().describe('USDT: price × quantity, what the buyer pays'),
  fee: z.string().describe('platform fee kept from the merchant on receipt, rounded up in the platform’s favour'),
  income: z.string().describe('total − fee: what the merchant receives on receipt'),
  settlement: z
    .object({
      merchant: z.string().describe("USDT the merchant's balance received"),
      fee: z.string().describe('USDT the platform kept'),
      buyer: z.string().describe('USDT that went back to the buyer'),
    })
    .nullable()
    .describe('what the ledger did when the escrow was settled (receipt, refund or a decided dispute); null until then'),
  coin: z.literal(SHOP_COIN),
  status: z.enum(ORDER_STATUSES),
  express: z.string(),
  tracking_no: z.string(),
  delivery: z.enum(DELIVERY_MODES),
  address: orderAddress.describe('snapshot: the buyer’s address as ordered, or the shop’s for pickup'),
  pickup_code: z
    .string()
    .nullable()
    .describe('pickup goods: the code the buyer shows at the shop; to the buyer only, until handed over'),
  remark: z.string(),
  refund: orderRefund.nullable(),
  commented: z.boolean().describe('the buyer has rated this order'),
  timeline: z.array(timelineEvent).describe('what happened, oldest first, with who did it'),
  buyer: orderParty.describe('name: nickname or username; avatar: member avatar'),
  shop: orderParty.describe('name: shop name; avatar: door image'),
  createtime: z.number().int(),
  paytime: z.number().int().nullable(),
  shiptime: z.number().int().nullable(),
  receivetime: z.number().int().nullable(),
  canceltime: z.number().int().nullable(),
  expiretime: z.number().int().nullable().describe('while unpaid: when it closes itself'),
  autoreceivetime: z.number().int().nullable().describe('while shipped: when it is received automatically'),
  actions: z
    .array(z.enum(SHOP_ORDER_ACTIONS))
    .describe('the steps the reader may take now, as its buyer or its merchant; empty for the console and final orders'),
});
export type Order = z.infer<typeof order>;
export const orderListReply = listPage(order);

/** Extension (docs/product.md §2 Me tab): how many of my orders sit in each group. */
export const orderCountsBody = z.object({ role: z.enum(['buyer', 'merchant'], 'validation.invalid').default('buyer') });
export const orderCountsReply = z.object({
  unpaid: z.number().int(),
  paid: z.number().int(),
  shipped: z.number().int(),
  completed: z.number().int(),
  needs_action: z
    .number()
    .int()
    .describe(
      'orders waiting for the reader’s step: the merchant’s to ship and refund requests to answer; the buyer’s to pay, ' +
        'to receive and rejected refunds they may dispute',
    ),
});
export type OrderCounts = z.infer<typeof orderCountsReply>;

/** Extension: the shop's terms a merchant reads before listing goods (the settings `shop_*`). */
export const shopTermsReply = z.object({
  fee_rate: z.string().describe('platform fee as a fraction of the order total (0.05 = 5%), kept when the order completes'),
  auto_receive_days: z.number().int(),
  refund_auto_accept_hours: z.number().int(),
});
export type ShopTerms = z.infer<typeof shopTermsReply>;

/* ---------- operator console ---------- */

export const adminOrderListBody = pageQuery.extend({
  order_no: z.string().trim().max(40, 'validation.too_long').optional(),
  /** buyer username or user id */
  buyer: z.string().trim().max(50, 'validation.too_long').optional(),
  /** shop name (part of it) or shop id */
  shop: z.string().trim().max(60, 'validation.too_long').optional(),
  status: z.enum(ORDER_STATUSES, 'validation.invalid').optional(),
});
export type AdminOrderListBody = z.infer<typeof adminOrderListBody>;
export const adminOrderListReply = listPage(order);
