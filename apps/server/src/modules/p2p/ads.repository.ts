/**
 * Queries of `p2p_ads`. Amounts are read as exact text and turned into bigint here; every function takes
 * the database or the caller's transaction. Takes lower `remaining` with one conditional update, the only
 * guard an ad needs against being oversold by concurrent takers.
 */
import type { P2pAdStatus, P2pAdType, P2pPayMethodType, P2pSettlement } from '@app/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { money } from '../../db/dialect.ts';
import { PI_SCALE, USDT_SCALE } from './p2p-math.ts';

export interface AdRow {
  id: number;
  user_id: number;
  type: P2pAdType;
  coin: 'PI';
  price: bigint;
  quantity: bigint;
  remaining: bigint;
  min_quantity: bigint;
  remark: string;
  status: P2pAdStatus;
  hold_id: number | null;
  escrow: bigint;
  hide_reason: string | null;
  /** completed orders a taker needs (docs/api.md "P2P with payment methods") */
  min_orders: number;
  /** `offchain`: the owner's payment method ids offered and the minutes a buyer has to pay */
  settlement: P2pSettlement;
  pay_methods: number[];
  pay_window: number;
  createtime: number;
  updatetime: number;
  /** `offchain`: the currency of `price` (null for `wallet`: USDT) with its decimals and order bounds (0: none) */
  fiat: string | null;
  decimals: number;
  max_amount: bigint;
  min_amount: bigint;
  price_type: 'fixed' | 'floating';
  /** a floating ad's margin over the reference, in hundredths of a percent */
  margin_bp: number;
  /** an `offchain` buy ad: the provider ids it pays with */
  providers: number[];
}

function idList(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : [];
  } catch {
    return [];
  }
}

function selectAds(db: Db) {
  return db
    .selectFrom('p2p_ads')
    .select([
      'id',
      'user_id',
      'type',
      'coin',
      'remark',
      'status',
      'hold_id',
      'hide_reason',
      'min_orders',
      'settlement',
      'pay_methods',
      'pay_window',
      'createtime',
      'updatetime',
      'fiat',
      'price_type',
      'margin_bp',
      'providers',
    ])
    .select([
      // the currency's figures beside each ad, without a join that would make the ads' columns ambiguous
      sql<number | string | null>`(select decimals from p2p_currencies c where c.code = p2p_ads.fiat)`.as('decimals'),
      sql<string | null>`(select cast(max_amount as text) from p2p_currencies c where c.code = p2p_ads.fiat)`.as('max_amount'),
      sql<string | null>`(select cast(min_amount as text) from p2p_currencies c where c.code = p2p_ads.fiat)`.as('min_amount'),
      money('price').as('price'),
      money('quantity').as('quantity'),
      money('remaining').as('remaining'),
      money('min_quantity').as('min_quantity'),
      money('escrow').as('escrow'),
    ]);
}

type RawAd = Awaited<ReturnType<ReturnType<typeof selectAds>['executeTakeFirstOrThrow']>>;
function toAd(r: RawAd): AdRow {
  return {
    ...r,
    id: Number(r.id),
    user_id: Number(r.user_id),
    min_orders: Number(r.min_orders),
    pay_methods: idList(r.pay_methods),
    pay_window: Number(r.pay_window),
    fiat: r.fiat || null,
    decimals: r.fiat && r.decimals !== null ? Number(r.decimals) : USDT_SCALE,
    max_amount: BigInt(r.max_amount ?? 0),
    min_amount: BigInt(r.min_amount ?? 0),
    margin_bp: Number(r.margin_bp),
    providers: idList(r.providers),
    coin: 'PI',
    hold_id: r.hold_id === null ? null : Number(r.hold_id),
    price: BigInt(r.price),
    quantity: BigInt(r.quantity),
    remaining: BigInt(r.remaining),
    min_quantity: BigInt(r.min_quantity),
    escrow: BigInt(r.escrow),
  };
}

export async function findAd(db: Db, id: number): Promise<AdRow | undefined> {
  const row = await selectAds(db).where('id', '=', id).executeTakeFirst();
  return row && toAd(row);
}

export async function findAdByKey(db: Db, userId: number, key: string): Promise<AdRow | undefined> {
  const row = await selectAds(db).where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
  return row && toAd(row);
}

export interface NewAd {
  userId: number;
  type: P2pAdType;
  price: bigint;
  quantity: bigint;
  minQuantity: bigint;
  remark: string;
  minOrders?: number;
  settlement?: P2pSettlement;
  payMethods?: number[];
  payWindow?: number;
  fiat?: string | null;
  priceType?: 'fixed' | 'floating';
  marginBp?: number;
  providers?: number[];
  key: string | null;
  now: number;
}

/** Undefined when the member's idempotency key was already used. */
export async function insertAd(db: Db, ad: NewAd): Promise<number | undefined> {
  const row = await db
    .insertInto('p2p_ads')
    .values({
      user_id: ad.userId,
      type: ad.type,
      coin: 'PI',
      price: ad.price,
      quantity: ad.quantity,
      remaining: ad.quantity,
      min_quantity: ad.minQuantity,
      remark: ad.remark,
      min_orders: ad.minOrders ?? 0,
      settlement: ad.settlement ?? 'wallet',
      pay_methods: JSON.stringify(ad.payMethods ?? []),
      pay_window: ad.payWindow ?? 0,
      fiat: ad.fiat ?? '',
      price_type: ad.priceType ?? 'fixed',
      margin_bp: ad.marginBp ?? 0,
      providers: JSON.stringify(ad.providers ?? []),
      hold_id: null,
      escrow: 0n,
      hide_reason: null,
      idempotency_key: ad.key,
      createtime: ad.now,
      updatetime: ad.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function setAdEscrow(db: Db, id: number, holdId: number | null, escrow: bigint): Promise<void> {
  await db.updateTable('p2p_ads').set({ hold_id: holdId, escrow }).where('id', '=', id).execute();
}

/**
 * Takes `quantity` from an open ad while at least that much remains; an ad left empty becomes `finished`
 * in the same statement. Returns the ad's price as that statement saw it — the price the order locks, whatever a
 * reprice does a moment later (docs/api.md "P2P in the members' own money" → "Taking") — or undefined when the
 * ad was closed or had too little left (a concurrent take won).
 */
export async function takeRemaining(db: Db, id: number, quantity: bigint, now: number): Promise<bigint | undefined> {
  const row = await db
    .updateTable('p2p_ads')
    .set({
      remaining: sql<bigint>`remaining - ${quantity}`,
      status: sql<P2pAdStatus>`case when remaining = ${quantity} then 'finished' else status end`,
      updatetime: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where(sql<boolean>`remaining >= ${quantity}`)
    .returning(sql<string>`cast(price as text)`.as('price'))
    .executeTakeFirst();
  return row ? BigInt(row.price) : undefined;
}

/** Closes an open ad (`cancelled` or `hidden`); false when it was no longer open. */
export async function closeAd(db: Db, c: { id: number; to: P2pAdStatus; reason: string | null; now: number }): Promise<boolean> {
  const result = await db
    .updateTable('p2p_ads')
    .set({ status: c.to, hide_reason: c.reason, updatetime: c.now })
    .where('id', '=', c.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countOpenAds(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('p2p_ads')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface AdQuery {
  type?: P2pAdType;
  status?: P2pAdStatus;
  userId?: number;
  /** leave this member's ads out (the market shows others' ads) */
  excludeUserId?: number;
  userIds?: number[];
  settlement?: P2pSettlement;
  /** offchain ads offering a method of this kind */
  payType?: P2pPayMethodType;
  /** ads where this PI quantity can be taken */
  amount?: bigint;
  /** offchain ads in this currency */
  fiat?: string;
  /** ads offering any of these providers */
  providerIds?: number[];
  /** ads where one order can total this many currency units (at USDT's scale) */
  fiatAmount?: bigint;
  /** leave these members' ads out (blocked either way) */
  excludeUserIds?: number[];
  offset: number;
  limit: number;
}

/**
 * An ad's `pay_methods` is a JSON id list such as [3,7]; with its brackets turned into commas (",3,7,") one
 * id matches as ",<id>," on both databases.
 */
const offersMethod = sql<boolean>`replace(replace(p2p_ads.pay_methods, '[', ','), ']', ',') like '%,' || cast(m.id as varchar(20)) || ',%'`;

/** `,3,7,` holds 7: an id in a JSON list, on both databases (see offersMethod). */
const listHolds = (column: 'providers', id: number) =>
  sql<boolean>`replace(replace(${sql.ref(`p2p_ads.${column}`)}, '[', ','), ']', ',') like ${`%,${id},%`}`;

function filterFiat(query: ReturnType<typeof selectAds>, q: AdQuery) {
  let next = query;
  if (q.fiat) next = next.where('fiat', '=', q.fiat);
  const ids = q.providerIds;
  if (ids?.length)
    next = next.where(({ or, exists, selectFrom }) =>
      or([
        ...ids.map((id) => listHolds('providers', id)),
        exists(
          selectFrom('p2p_pay_methods as m')
            .select('m.id')
            .whereRef('m.user_id', '=', 'p2p_ads.user_id')
            .where('m.provider_id', 'in', ids)
            .where(offersMethod),
        ),
      ]),
    );
  // Exact on PostgreSQL (numeric), to a double's precision on SQLite: quantity × price can pass 64 bits.
  if (q.fiatAmount !== undefined) {
    const scaled = Number(q.fiatAmount) * 10 ** PI_SCALE;
    next = next
      .where(sql<boolean>`remaining * 1.0 * price >= ${scaled}`)
      .where(sql<boolean>`(min_quantity * 1.0 * price <= ${scaled} or remaining <= min_quantity)`);
  }
  if (q.excludeUserIds?.length) next = next.where('user_id', 'not in', q.excludeUserIds);
  return next;
}

function filterAds(query: ReturnType<typeof selectAds>, q: AdQuery) {
  let next = filterFiat(query, q);
  if (q.settlement) next = next.where('settlement', '=', q.settlement);
  const { payType, amount } = q;
  if (payType)
    next = next.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('p2p_pay_methods as m')
          .select('m.id')
          .whereRef('m.user_id', '=', 'p2p_ads.user_id')
          .where('m.type', '=', payType)
          .where(offersMethod),
      ),
    );
  // the smallest take is min_quantity, or all that remains when less is left
  if (amount !== undefined)
    next = next
      .where(sql<boolean>`remaining >= ${amount}`)
      .where(sql<boolean>`(min_quantity <= ${amount} or remaining = ${amount})`);
  return next;
}

/**
 * A page of ads. With a type and status `open` this is the market: best price first (lowest sell, highest
 * buy), then oldest first; otherwise newest first.
 */
export async function pageAds(db: Db, q: AdQuery): Promise<{ total: number; rows: AdRow[] }> {
  let query = selectAds(db);
  if (q.type) query = query.where('type', '=', q.type);
  if (q.status) query = query.where('status', '=', q.status);
  if (q.userId !== undefined) query = query.where('user_id', '=', q.userId);
  if (q.excludeUserId !== undefined) query = query.where('user_id', '<>', q.excludeUserId);
  if (q.userIds) query = query.where('user_id', 'in', q.userIds.length ? q.userIds : [0]);
  query = filterAds(query, q);
  const market = q.type !== undefined && q.status === 'open';
  const ordered = market
    ? query.orderBy('price', q.type === 'sell' ? 'asc' : 'desc').orderBy('id', 'asc')
    : query.orderBy('id', 'desc');
  // Together, so PostgreSQL answers both on two pooled connections in one round trip's time.
  const [count, rows] = await Promise.all([
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    ordered.limit(q.limit).offset(q.offset).execute(),
  ]);
  return { total: Number(count.n), rows: rows.map(toAd) };
}

/** Best open price of a side (lowest sell, highest buy) in USDT ('') or a currency, or undefined when none is open. */
export async function bestPrice(db: Db, type: P2pAdType, fiat = ''): Promise<bigint | undefined> {
  const row = await db
    .selectFrom('p2p_ads')
    .select(
      (type === 'sell' ? sql<string | null>`cast(min(price) as text)` : sql<string | null>`cast(max(price) as text)`).as('p'),
    )
    .where('type', '=', type)
    .where('status', '=', 'open')
    .where('fiat', '=', fiat)
    .executeTakeFirst();
  return row?.p ? BigInt(row.p) : undefined;
}

/**
 * Crossing pairs for spot trading: an open buy ad priced at or above an open sell ad of another member,
 * best prices first, oldest first within a price.
 */
export async function crossingPairs(db: Db, limit: number): Promise<{ buyId: number; sellId: number }[]> {
  const rows = await db
    .selectFrom('p2p_ads as b')
    .innerJoin('p2p_ads as s', (join) =>
      join.onRef('s.coin', '=', 'b.coin').onRef('s.price', '<=', 'b.price').onRef('s.user_id', '<>', 'b.user_id'),
    )
    .select(['b.id as buy_id', 's.id as sell_id'])
    .where('b.type', '=', 'buy')
    .where('b.status', '=', 'open')
    .where('s.type', '=', 'sell')
    .where('s.status', '=', 'open')
    // an ad that asks its takers for a track record is only taken by hand, where that is checked
    .where('b.min_orders', '=', 0)
    .where('s.min_orders', '=', 0)
    // an offchain ad is paid in fiat outside the app: only a member taking it by hand can do that
    .where('b.settlement', '=', 'wallet')
    .where('s.settlement', '=', 'wallet')
    .orderBy('b.price', 'desc')
    .orderBy('s.price', 'asc')
    .orderBy('b.id', 'asc')
    .orderBy('s.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ buyId: Number(r.buy_id), sellId: Number(r.sell_id) }));
}
