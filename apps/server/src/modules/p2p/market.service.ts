/**
 * What members see of ads (docs/api.md /api/ctoc/getlist — open ads of others, best price first, with each
 * advertiser's record from their orders (completed, completion rate, release time); /api/ctoc/myads) and the ecosystem tab's overview
 * (/api/ctoc/getlistall: last price, 24 h change and volume, latest trades anonymised, a price chart).
 */
import type {
  ListPage,
  MarketOverview,
  P2pAd,
  P2pAdStatus,
  P2pAdType,
  P2pPayMethodType,
  P2pProviderRef,
  P2pSettlement,
} from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { toPage } from '../../core/paging.ts';
import { memberCardsByIds, type MemberCard } from '../users/member-cards.ts';
import { openOrdersByAd } from './ad-edit.repository.ts';
import { bestPrice, findAd, pageAds, type AdQuery, type AdRow } from './ads.repository.ts';
import { lastTradeAtOrBefore, recentTrades, tradeTotals, type OrderRow } from './orders.repository.ts';
import { formatPi, formatUsdt, percentChange } from './p2p-math.ts';
import { presentAd, presentTrade, type AdOffer } from './p2p.presenter.ts';
import { referencesOf } from './fiat-pricing.ts';
import { fiatFilters, type MarketQuery } from './market-filters.ts';
import { blockedEitherWay } from '../chat/index.ts';
import { formatFiat } from './fiat-money.ts';
import { listCurrencies, providersByIds } from './fiat.repository.ts';
import { payMethodKinds } from './pay-methods.ts';
import { parsePi } from './trader-rules.ts';
import { traderFigures, type TraderFigures } from './trader-record.ts';
import { trustedIds } from './trader-trust.ts';

type PresentOne<T> = (
  ad: AdRow,
  owner: MemberCard | undefined,
  record: TraderFigures,
  payTypes: P2pPayMethodType[],
  offer: AdOffer,
) => T;

/** The named providers an ad offers: its methods' (a sell ad) or its own list (an offchain buy ad). */
async function providerRefs(db: Db, rows: AdRow[], kinds: Awaited<ReturnType<typeof payMethodKinds>>) {
  const idsOf = (ad: AdRow) =>
    ad.type === 'buy' ? ad.providers : ad.pay_methods.flatMap((id) => kinds.get(id)?.providerId ?? []);
  const found = await providersByIds(db, rows.flatMap(idsOf));
  return (ad: AdRow): P2pProviderRef[] =>
    [...new Set(idsOf(ad))].flatMap((id) => {
      const p = found.get(id);
      return p ? [{ id: p.id, name: p.name, fiat: p.fiat }] : [];
    });
}

export async function presentAds<T>(db: Db, rows: AdRow[], present: PresentOne<T>): Promise<T[]> {
  const owners = rows.map((ad) => ad.user_id);
  const [cards, records, kinds] = await Promise.all([
    memberCardsByIds(db, owners),
    traderFigures(db, owners),
    payMethodKinds(
      db,
      rows.flatMap((ad) => ad.pay_methods),
    ),
  ]);
  const [providersOf, references] = await Promise.all([providerRefs(db, rows, kinds), referencesOf(db, rows)]);
  const typesOf = (ad: AdRow) => [...new Set(ad.pay_methods.flatMap((id) => kinds.get(id)?.type ?? []))];
  const offerOf = (ad: AdRow): AdOffer => ({ providers: providersOf(ad), reference: references.get(ad.fiat ?? '') ?? null });
  return rows.map((ad) => present(ad, cards.get(ad.user_id), records.get(ad.user_id)!, typesOf(ad), offerOf(ad)));
}

/** An ad as `readerId` sees it (its `actions` are the reader's: take another's, cancel one's own). */
const presentFor =
  (readerId: number | undefined) =>
  (ad: AdRow, owner: MemberCard | undefined, record: TraderFigures, payTypes: P2pPayMethodType[], offer: AdOffer) =>
    presentAd(ad, owner, record, readerId, payTypes, offer);

export async function loadAd(db: Db, adId: number, readerId: number): Promise<P2pAd> {
  const ad = (await findAd(db, adId))!;
  return (await presentAds(db, [ad], presentFor(readerId)))[0]!;
}

async function adPage(
  db: Db,
  query: Omit<AdQuery, 'offset' | 'limit'>,
  page: { page: number; limit: number },
  readerId: number | undefined,
) {
  const { total, rows } = await pageAds(db, { ...query, offset: (page.page - 1) * page.limit, limit: page.limit });
  return toPage(await presentAds(db, rows, presentFor(readerId)), total, page);
}

/**
 * The market: open ads of one side, others' only when a member is signed in; narrowed by settlement, by the
 * kind of payment method an offchain ad offers and by a quantity the reader wants (docs/api.md "P2P with
 * payment methods").
 */
export async function marketAds(
  db: Db,
  viewerId: number | undefined,
  query: MarketQuery & {
    type: P2pAdType;
    page: number;
    limit: number;
    settlement?: P2pSettlement;
    pay_type?: P2pPayMethodType;
    amount?: string;
    trusted?: boolean;
  },
): Promise<ListPage<P2pAd>> {
  const [fiat, blocked, trusted] = await Promise.all([
    fiatFilters(db, query),
    viewerId === undefined ? [] : blockedEitherWay(db, viewerId),
    // `trusted`: only the reader's trusted traders (none for a guest)
    !query.trusted ? undefined : viewerId === undefined ? [] : trustedIds(db, viewerId),
  ]);
  const filters = {
    ...(trusted ? { userIds: trusted } : {}),
    excludeUserIds: blocked,
    settlement: query.pay_type || fiat.fiat ? ('offchain' as const) : query.settlement,
    payType: query.pay_type,
    amount: query.amount === undefined ? undefined : parsePi(query.amount),
    ...fiat,
  };
  return adPage(db, { type: query.type, status: 'open', excludeUserId: viewerId, ...filters }, query, viewerId);
}

/**
 * A member's ads: their own list (`myads`, each with `open_orders`, which decides whether it may be edited), or
 * their open ads as another reader sees them (a trader's page).
 */
export async function myAds(
  db: Db,
  userId: number,
  query: { status?: P2pAdStatus; page: number; limit: number },
  readerId: number | undefined = userId,
): Promise<ListPage<P2pAd>> {
  const page = await adPage(db, { userId, status: query.status }, query, readerId);
  if (readerId !== userId) return page;
  const open = await openOrdersByAd(
    db,
    page.data.map((ad) => ad.id),
  );
  return { ...page, data: page.data.map((ad) => ({ ...ad, open_orders: open.get(ad.id) ?? 0 })) };
}

const DAY = 86_400;
const CHART_DAYS = 7;
const CHART_TRADES = 2_000;
const LATEST = 20;

/** One point per minute that had trades: the last price in it, oldest first. */
function chartOf(trades: OrderRow[]): MarketOverview['chart'] {
  const byMinute = new Map<number, bigint>();
  // `trades` is newest first, so the first price seen in a minute is its last.
  for (const trade of trades) {
    const minute = Math.floor((trade.endtime ?? trade.createtime) / 60) * 60;
    if (!byMinute.has(minute)) byMinute.set(minute, trade.price);
  }
  return [...byMinute.entries()].sort(([a], [b]) => a - b).map(([time, price]) => ({ time, price: formatUsdt(price) }));
}

export async function marketOverview(db: Db): Promise<MarketOverview> {
  const now = clock.now();
  const [trades, totals, before, buy, sell] = await Promise.all([
    recentTrades(db, now - CHART_DAYS * DAY, CHART_TRADES),
    tradeTotals(db, now - DAY),
    lastTradeAtOrBefore(db, now - DAY),
    bestPrice(db, 'buy'),
    bestPrice(db, 'sell'),
  ]);
  const last = trades[0]?.price ?? before?.price;
  // Without a trade before the window, the change is measured from the first trade inside it.
  const dayTrades = trades.filter((t) => (t.endtime ?? 0) >= now - DAY);
  const reference = before?.price ?? dayTrades[dayTrades.length - 1]?.price;
  const text = (v: bigint | undefined) => (v === undefined ? null : formatUsdt(v));
  return {
    coin: 'PI',
    last_price: text(last),
    change_24h: percentChange(reference, last),
    high_24h: text(totals.high),
    low_24h: text(totals.low),
    volume_24h: formatPi(totals.volume),
    turnover_24h: formatUsdt(totals.turnover),
    best_buy: text(buy),
    best_sell: text(sell),
    latest: trades.slice(0, LATEST).map(presentTrade),
    chart: chartOf(trades),
    fiat: await fiatBestPrices(db),
  };
}

/** The ecosystem tab's best buy and sell price per enabled currency (docs/api.md "P2P in the members' own money"). */
async function fiatBestPrices(db: Db): Promise<MarketOverview['fiat']> {
  const currencies = await listCurrencies(db, true);
  return Promise.all(
    currencies.map(async (c) => {
      const [buy, sell] = await Promise.all([bestPrice(db, 'buy', c.code), bestPrice(db, 'sell', c.code)]);
      const text = (v: bigint | undefined) => (v === undefined ? null : formatFiat(v, c.decimals));
      return { fiat: c.code, best_buy: text(buy), best_sell: text(sell) };
    }),
  );
}
