/**
 * Table types of migration 0009_shop (goods and orders) and 0018_after_sale (delivery, refunds, timeline,
 * reviews). Money columns are read as text by the repository.
 */
import type { Generated } from 'kysely';
import type { Money } from '../../db/columns.ts';
import type { DeliveryMode, OrderStatus, ProductStatus, RefundStatus } from '@app/contract';

export interface ShopProductsTable {
  id: Generated<number>;
  shop_id: number;
  user_id: number;
  name: string;
  price: Money;
  description: string;
  /** JSON array of upload paths */
  images: string;
  stock: Generated<number>;
  sales: Generated<number>;
  status: Generated<ProductStatus>;
  reason: Generated<string>;
  admin_id: number | null;
  deleted: Generated<number>;
  createtime: number;
  updatetime: number;
  reviewtime: number | null;
  delivery: Generated<DeliveryMode>;
  rating_sum: Generated<number>;
  rating_count: Generated<number>;
}

export interface ShopOrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  seller_id: number;
  shop_id: number;
  shop_name: Generated<string>;
  product_id: number;
  product_name: string;
  product_image: string;
  price: Money;
  quantity: number;
  total: Money;
  fee: Money;
  status: Generated<OrderStatus>;
  address: Generated<string>;
  remark: Generated<string>;
  express: Generated<string>;
  tracking_no: Generated<string>;
  hold_id: number | null;
  idempotency_key: string | null;
  createtime: number;
  expiretime: number;
  paytime: number | null;
  shiptime: number | null;
  autoreceivetime: number | null;
  receivetime: number | null;
  canceltime: number | null;
  delivery: Generated<DeliveryMode>;
  address_name: Generated<string>;
  address_mobile: Generated<string>;
  address_region: Generated<string>;
  pickup_code: Generated<string>;
  pickup_failures: Generated<number>;
  pickup_locked_until: Generated<number>;
  refund_status: RefundStatus | null;
  refund_amount: Money | null;
  refund_reason: Generated<string>;
  /** JSON array of upload paths */
  refund_images: Generated<string>;
  refund_reply: Generated<string>;
  refund_time: number | null;
  /** an unshipped refund request is accepted by itself at this time */
  refund_deadline: number | null;
  dispute_by: 'buyer' | 'merchant' | null;
  dispute_reason: Generated<string>;
  dispute_images: Generated<string>;
  dispute_time: number | null;
  commented: Generated<number>;
  /** 0024: the operator's reason for the dispute's decision, and when it was decided */
  decide_reason: Generated<string>;
  decide_time: number | null;
}

export interface ShopOrderEventsTable {
  id: Generated<number>;
  order_id: number;
  event: string;
  actor: 'buyer' | 'merchant' | 'system' | 'operator';
  note: Generated<string>;
  /** 0024: USDT smallest units where the event moves or asks for money */
  amount: Money | null;
  createtime: number;
}

export interface ShopReviewsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  shop_id: number;
  product_id: number;
  score: number;
  content: Generated<string>;
  images: Generated<string>;
  reply: Generated<string>;
  replytime: number | null;
  hidden: Generated<number>;
  hide_reason: Generated<string>;
  createtime: number;
}
