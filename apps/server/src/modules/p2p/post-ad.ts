/**
 * Posting an ad (docs/api.md /api/ctoc/submitc2c; docs/product.md §5 "Advertisements: coin, quantity, price, minimum
 * quantity required"): a sell ad escrows its PI, a buy ad escrows quantity × price USDT, in the transaction
 * that creates it. The payment password is checked before and outside that transaction. A crossing ad is
 * then matched at once (spot trading); the match job catches whatever this attempt leaves.
 */
import { P2P_PAY_WINDOW, type P2pAd, type SubmitAdBody } from '@app/contract';
import { AppError, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../ledger/index.ts';
import { checkPayPassword } from '../users/pay-password.ts';
import { countOpenAds, findAd, findAdByKey, insertAd } from './ads.repository.ts';
import { checkMethodsCurrency, fiatTerms, type FiatTerms } from './ad-fiat.ts';
import { reEscrowAd } from './escrow.ts';
import { loadAd } from './market.service.ts';
import { matchAds } from './match-ads.ts';
import { raiseAlerts } from './raise-alerts.ts';
import { p2pConfig, type P2pConfig } from './p2p-config.ts';
import { payMethodsOf } from './pay-methods.ts';
import { totalOf } from './p2p-math.ts';
import { parsePi, parseUsdt, requireTrader, type Trader } from './trader-rules.ts';

export type AdPlan = ReturnType<typeof planAd>;

type PlanInput = Pick<SubmitAdBody, 'type' | 'quantity' | 'price' | 'min_quantity' | 'remark' | 'min_orders'> &
  Partial<Pick<SubmitAdBody, 'settlement' | 'pay_methods' | 'pay_window' | 'providers'>>;

/**
 * How the ad settles (docs/api.md "P2P with payment methods", "P2P in the members' own money"): an `offchain`
 * sell ad names the seller's methods where the buyer pays; an `offchain` buy ad names the providers its owner can
 * pay with, and the seller who takes it names their methods then.
 */
function planSettlement(body: PlanInput) {
  if (body.settlement !== 'offchain')
    return { settlement: 'wallet' as const, payMethods: [] as number[], payWindow: 0, providers: [] as number[] };
  const payWindow = body.pay_window ?? P2P_PAY_WINDOW.default;
  if (body.type === 'buy') {
    if (!body.providers?.length) throw new AppError('validation', 'fiat.providers_required');
    return { settlement: 'offchain' as const, payMethods: [] as number[], payWindow, providers: [...new Set(body.providers)] };
  }
  if (!body.pay_methods?.length) throw new AppError('validation', 'p2p.paymethods_required');
  return { settlement: 'offchain' as const, payMethods: [...new Set(body.pay_methods)], payWindow, providers: [] as number[] };
}

/** A `wallet` ad's price in USDT; an `offchain` ad's is in its currency, read by ad-fiat.ts (0 until then). */
function walletPrice(body: PlanInput, settlement: string): bigint {
  if (settlement === 'offchain') return 0n;
  if (body.price === undefined) throw new AppError('validation', 'validation.required');
  return parseUsdt(body.price);
}

export function planAd(body: PlanInput) {
  const quantity = parsePi(body.quantity);
  const minQuantity = parsePi(body.min_quantity);
  if (minQuantity > quantity) throw new AppError('validation', 'p2p.min_over_quantity');
  const settlement = planSettlement(body);
  const price = walletPrice(body, settlement.settlement);
  if (settlement.settlement === 'wallet' && totalOf(minQuantity, price) === 0n)
    throw new AppError('validation', 'p2p.total_too_small');
  const base = { type: body.type, quantity, price, minQuantity, remark: body.remark ?? '', minOrders: body.min_orders ?? 0 };
  return { ...base, ...settlement };
}

/**
 * Every offered method must be one of the member's own (another's or a deleted one is refused alike), of the
 * ad's currency.
 */
async function checkPayMethods(db: Db, userId: number, plan: AdPlan & FiatTerms): Promise<void> {
  if (plan.settlement !== 'offchain') return;
  const own = await payMethodsOf(db, userId, plan.payMethods);
  if (own.length !== plan.payMethods.length) throw refuse('p2p.paymethod_not_yours');
  checkMethodsCurrency(own, plan.fiat);
}

export async function postAd(db: Db, member: Trader, body: SubmitAdBody): Promise<P2pAd> {
  const config = await p2pConfig(db);
  requireTrader(member, config);
  const base = planAd(body);
  const plan = { ...base, ...(await fiatTerms(db, body, base)) };
  await checkPayMethods(db, member.id, plan);
  await checkPayPassword(db, member.id, body.paypassword);
  return createAd(db, member.id, plan, config, body.idempotency_key ?? null);
}

/** Creates and escrows a checked ad (the payment password already confirmed); demo data starts here too. */
export async function createAd(
  db: Db,
  userId: number,
  plan: AdPlan & Partial<FiatTerms>,
  config: P2pConfig,
  key: string | null,
): Promise<P2pAd> {
  const first = key ? await findAdByKey(db, userId, key) : undefined;
  if (first) return loadAd(db, first.id, userId);
  if ((await countOpenAds(db, userId)) >= config.maxOpenAds) throw refuse('p2p.too_many_ads', { max: config.maxOpenAds });
  const adId = await withTransaction(db, async (trx) => {
    const id = await insertAd(trx, { userId, ...plan, key, now: clock.now() });
    if (id === undefined) return (await findAdByKey(trx, userId, key!))!.id;
    const ad = (await findAd(trx, id))!;
    await reEscrowAd(trx, ad, ad.quantity);
    return id;
  });
  // The ad stands even if matching fails here: the match job retries every few seconds.
  if (config.autoMatch) await matchAds(db, config).catch(() => 0);
  // a new offchain ad raises the offer alerts it matches (docs/api.md "Alerts")
  if (plan.settlement === 'offchain') await raiseAlerts(db, [adId]);
  return loadAd(db, adId, userId);
}
