/** Table types of migration 0009_shop (goods and orders). Money columns are read as text by the repository. */
import type { Generated } from 'kysely';
import type { Money } from '../../db/schema.ts';
import type { OrderStatus, ProductStatus } from '@app/contract';

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
}
