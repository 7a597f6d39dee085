/** Table types of migration 0012_vip (VIP plans, purchases, annual cards). */
import type { Generated } from 'kysely';
import type { Money } from '../../db/columns.ts';

export interface VipPlansTable {
  id: Generated<number>;
  name: string;
  period: 'month' | 'year' | 'lifetime';
  coin: string;
  price: Money;
  /** JSON array of VipBenefit codes */
  benefits: Generated<string>;
  enabled: Generated<number>;
  sort: Generated<number>;
  createtime: number;
  updatetime: number;
}

export interface VipOrdersTable {
  id: Generated<number>;
  user_id: number;
  plan_id: number;
  period: 'month' | 'year' | 'lifetime';
  coin: string;
  price: Money;
  level_before: number;
  expire_before: number | null;
  level_after: number;
  expire_after: number | null;
  cards_granted: Generated<number>;
  posting_id: number;
  idempotency_key: string | null;
  createtime: number;
}

export interface VipCardsTable {
  user_id: number;
  cards: Generated<number>;
  updatetime: number;
}

export interface VipCardExchangesTable {
  id: Generated<number>;
  user_id: number;
  points: Money;
  posting_id: number;
  idempotency_key: string | null;
  createtime: number;
}
