/**
 * Editing one's own open ad (docs/api.md "P2P in the members' own money" → "Editing"): the price (or its kind
 * and margin), the minimum quantity, the remark and the methods or providers offered, with the same checks as
 * posting, only while no order taken from it is `pending`, `paid` or `appeal`.
 *
 * Edit against take: the edit writes the ad's row first and only then counts its open orders, in one
 * transaction. A take lowers `remaining` on the same row before it inserts its order, so on PostgreSQL one of
 * the two waits for the other's row lock: a take that went first is counted (409, the edit rolls back), a take
 * that comes second waits and then locks the edited price and methods. SQLite runs one writer at a time.
 */
import type { EditAdBody, P2pAd } from '@app/contract';
import { AppError, conflict, notFound, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../ledger/index.ts';
import { checkMethodsCurrency, fiatTerms, type PriceInput } from './ad-fiat.ts';
import { countOpenOrdersOfAd, editAdRow, type AdEdit } from './ad-edit.repository.ts';
import { findAd, type AdRow } from './ads.repository.ts';
import { reEscrowAd } from './escrow.ts';
import { formatFiat } from './fiat-money.ts';
import { bpToMargin } from './fiat-pricing.ts';
import { loadAd } from './market.service.ts';
import { matchAds } from './match-ads.ts';
import { raiseAlerts } from './raise-alerts.ts';
import { p2pConfig } from './p2p-config.ts';
import { totalOf } from './p2p-math.ts';
import { payMethodsOf } from './pay-methods.ts';
import { parsePi, parseUsdt } from './trader-rules.ts';
import { enabledProviders } from './fiat.service.ts';

/** The ad's price as the request leaves it: what it names, else the kind and figure the ad has now. */
function priceInput(ad: AdRow, body: EditAdBody): PriceInput {
  const priceType =
    body.price_type ?? (body.margin !== undefined ? 'floating' : body.price !== undefined ? 'fixed' : ad.price_type);
  return {
    fiat: ad.fiat ?? undefined,
    price_type: priceType,
    price: body.price ?? (ad.price_type === 'fixed' ? formatFiat(ad.price, ad.decimals) : undefined),
    margin: body.margin ?? (ad.price_type === 'floating' ? bpToMargin(ad.margin_bp) : undefined),
  };
}

/** The offered methods (a sell ad) or providers (a buy ad) of an offchain ad, checked as when posting. */
async function offchainOffer(db: Db, ad: AdRow, body: EditAdBody): Promise<Pick<AdEdit, 'payMethods' | 'providers'>> {
  if (ad.type === 'buy') {
    if (!body.providers) return {};
    const providers = [...new Set(body.providers)];
    await enabledProviders(db, ad.fiat!, providers);
    return { providers };
  }
  if (!body.pay_methods) return {};
  const ids = [...new Set(body.pay_methods)];
  const own = await payMethodsOf(db, ad.user_id, ids);
  if (own.length !== ids.length) throw refuse('p2p.paymethod_not_yours');
  checkMethodsCurrency(own, ad.fiat);
  return { payMethods: ids };
}

/** The checked new terms: every check of posting, before anything is written. */
async function planEdit(db: Db, ad: AdRow, body: EditAdBody): Promise<AdEdit> {
  const minQuantity = body.min_quantity === undefined ? ad.min_quantity : parsePi(body.min_quantity);
  if (minQuantity > ad.quantity) throw new AppError('validation', 'p2p.min_over_quantity');
  const base = { minQuantity, remark: body.remark ?? ad.remark };
  if (ad.settlement === 'wallet') {
    const price = body.price === undefined ? ad.price : parseUsdt(body.price);
    if (totalOf(minQuantity, price) === 0n) throw new AppError('validation', 'p2p.total_too_small');
    return { ...base, price, priceType: 'fixed', marginBp: 0 };
  }
  const terms = await fiatTerms(db, priceInput(ad, body), { settlement: 'offchain', price: 0n, minQuantity });
  return {
    ...base,
    price: terms.price,
    priceType: terms.priceType,
    marginBp: terms.marginBp,
    ...(await offchainOffer(db, ad, body)),
  };
}

export async function editAd(db: Db, memberId: number, body: EditAdBody): Promise<P2pAd> {
  const ad = await findAd(db, body.id);
  if (!ad || ad.user_id !== memberId) throw notFound('p2p.ad_not_found');
  if (ad.status !== 'open') throw conflict('p2p.ad_not_open');
  const edit = await planEdit(db, ad, body);
  await withTransaction(db, async (trx) => {
    if (!(await editAdRow(trx, ad.id, memberId, edit, clock.now()))) throw conflict('p2p.ad_not_open');
    if ((await countOpenOrdersOfAd(trx, ad.id)) > 0) throw conflict('p2p.ad_has_open_orders');
    // a wallet buy ad escrows remaining × price USDT: a new price holds anew (more than the balance: refused)
    const fresh = (await findAd(trx, ad.id))!;
    if (ad.settlement === 'wallet' && ad.type === 'buy' && fresh.price !== ad.price)
      await reEscrowAd(trx, fresh, fresh.remaining);
  });
  const config = await p2pConfig(db);
  // A repriced wallet ad may now cross another; the match job retries whatever this leaves.
  if (config.autoMatch && ad.settlement === 'wallet') await matchAds(db, config).catch(() => 0);
  // an edited offchain ad raises the offer alerts it now matches (docs/api.md "Alerts")
  if (ad.settlement === 'offchain') await raiseAlerts(db, [ad.id]);
  return loadAd(db, ad.id, memberId);
}
