/** Queries of the VIP area (migration 0012_vip). Every function takes the database or transaction handle. */
import type { VipBenefit, VipPeriod } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { money } from '../../db/dialect.ts';
import type { Membership } from './membership.ts';

export interface PlanRow {
  id: number;
  /** JSON map of the name per locale (migration 0014), read with parseLocalized */
  name: string;
  period: VipPeriod;
  coin: string;
  price: bigint;
  benefits: VipBenefit[];
  enabled: boolean;
  sort: number;
}

const planColumns = ['id', 'name', 'period', 'coin', 'benefits', 'enabled', 'sort'] as const;

function toPlan(r: {
  id: number;
  name: string;
  period: VipPeriod;
  coin: string;
  price: string;
  benefits: string;
  enabled: number;
  sort: number;
}): PlanRow {
  return {
    ...r,
    id: Number(r.id),
    price: BigInt(r.price),
    benefits: JSON.parse(r.benefits) as VipBenefit[],
    enabled: r.enabled === 1,
  };
}

export async function listPlans(db: Db, options: { enabledOnly: boolean }): Promise<PlanRow[]> {
  let query = db.selectFrom('vip_plans').select(planColumns).select(money('price').as('price'));
  if (options.enabledOnly) query = query.where('enabled', '=', 1);
  const rows = await query.orderBy('sort').orderBy('id').execute();
  return rows.map(toPlan);
}

export async function findPlan(db: Db, id: number): Promise<PlanRow | undefined> {
  const row = await db
    .selectFrom('vip_plans')
    .select(planColumns)
    .select(money('price').as('price'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toPlan(row);
}

export interface PlanInput {
  name: string;
  period: VipPeriod;
  coin: string;
  price: bigint;
  benefits: VipBenefit[];
  enabled: boolean;
  sort: number;
}

export async function insertPlan(db: Db, plan: PlanInput, now: number): Promise<number> {
  const row = await db
    .insertInto('vip_plans')
    .values({ ...plan, benefits: JSON.stringify(plan.benefits), enabled: plan.enabled ? 1 : 0, createtime: now, updatetime: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updatePlan(db: Db, id: number, plan: PlanInput, now: number): Promise<boolean> {
  const result = await db
    .updateTable('vip_plans')
    .set({ ...plan, benefits: JSON.stringify(plan.benefits), enabled: plan.enabled ? 1 : 0, updatetime: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countPlans(db: Db): Promise<number> {
  const row = await db
    .selectFrom('vip_plans')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function salesByPlan(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('vip_orders')
    .select(['plan_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('plan_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.plan_id), Number(r.n)]));
}

export interface OrderInput {
  userId: number;
  plan: PlanRow;
  before: Membership;
  after: Membership;
  cardsGranted: number;
  postingId: number;
  idempotencyKey: string | null;
  now: number;
}

export async function insertOrder(db: Db, o: OrderInput): Promise<void> {
  await db
    .insertInto('vip_orders')
    .values({
      user_id: o.userId,
      plan_id: o.plan.id,
      period: o.plan.period,
      coin: o.plan.coin,
      price: o.plan.price,
      level_before: o.before.level,
      expire_before: o.before.expiretime,
      level_after: o.after.level,
      expire_after: o.after.expiretime,
      cards_granted: o.cardsGranted,
      posting_id: o.postingId,
      idempotency_key: o.idempotencyKey,
      createtime: o.now,
    })
    .execute();
}

export async function findOrderByKey(db: Db, userId: number, key: string) {
  const row = await db
    .selectFrom('vip_orders')
    .select(['level_after', 'expire_after', 'coin'])
    .select(money('price').as('price'))
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return (
    row && {
      level: row.level_after,
      expiretime: row.expire_after === null ? null : Number(row.expire_after),
      coin: row.coin,
      price: BigInt(row.price),
    }
  );
}

export async function getCards(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('vip_cards').select('cards').where('user_id', '=', userId).executeTakeFirst();
  return row ? Number(row.cards) : 0;
}

export async function addCards(db: Db, userId: number, count: number, now: number): Promise<void> {
  await db
    .insertInto('vip_cards')
    .values({ user_id: userId, cards: count, updatetime: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ cards: eb('vip_cards.cards', '+', count), updatetime: now })))
    .execute();
}

/** Takes one card only if the member has one (never below zero, even with two exchanges at once). */
export async function takeOneCard(db: Db, userId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('vip_cards')
    .set((eb) => ({ cards: eb('cards', '-', 1), updatetime: now }))
    .where('user_id', '=', userId)
    .where('cards', '>=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertCardExchange(
  db: Db,
  e: { userId: number; points: bigint; postingId: number; key: string | null; now: number },
) {
  await db
    .insertInto('vip_card_exchanges')
    .values({ user_id: e.userId, points: e.points, posting_id: e.postingId, idempotency_key: e.key, createtime: e.now })
    .execute();
}

export async function findCardExchangeByKey(db: Db, userId: number, key: string) {
  const row = await db
    .selectFrom('vip_card_exchanges')
    .select(money('points').as('points'))
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row && { points: BigInt(row.points) };
}
