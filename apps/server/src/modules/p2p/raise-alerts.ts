/**
 * Raising offer alerts (docs/api.md "P2P in the members' own money" → "Alerts"): a newly posted, edited or repriced
 * open offchain ad raises one `p2p_alert` notice per matching alert of another member — its side and currency, one
 * of its providers (any when none), priced at or under the limit (sell ads) or at or over it (buy ads) — at most
 * one per alert per hour: the notice is written only by the transaction whose conditional update of `notified_at`
 * won, so a burst of matching ads tells each alert's owner once. An ad of a member the alert's owner blocked, or
 * who blocked them, raises none: the market hides it from them too.
 */
import { noticeLink } from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../ledger/index.ts';
import { notify } from '../notices/index.ts';
import { alertRows, idsOf } from './alerts.repository.ts';
import { findAd, type AdRow } from './ads.repository.ts';
import { formatFiat } from './fiat-money.ts';
import { payMethodKinds } from './pay-methods.ts';
import { blockedEitherWay } from '../chat/index.ts';

const HOUR = 3600;

/** The providers an ad offers: a buy ad's own list, a sell ad's through its methods. */
async function offeredProviders(db: Db, ad: AdRow): Promise<number[]> {
  if (ad.type === 'buy') return ad.providers;
  const kinds = await payMethodKinds(db, ad.pay_methods);
  return [...kinds.values()].flatMap((k) => (k.providerId === null ? [] : [k.providerId]));
}

const priceMatches = (ad: AdRow, limit: bigint) => (ad.type === 'sell' ? ad.price <= limit : ad.price >= limit);

/** Raises the alerts one open offchain ad matches; returns the notices written. */
async function raiseFor(db: Db, ad: AdRow): Promise<number> {
  if (ad.status !== 'open' || ad.settlement !== 'offchain' || !ad.fiat) return 0;
  const now = clock.now();
  const candidates = await alertRows(db)
    .where('fiat', '=', ad.fiat)
    .where('type', '=', ad.type)
    .where('user_id', '<>', ad.user_id)
    .where('notified_at', '<=', now - HOUR)
    .execute();
  const offered = candidates.length ? await offeredProviders(db, ad) : [];
  const blocked = candidates.length ? new Set(await blockedEitherWay(db, ad.user_id)) : new Set<number>();
  let raised = 0;
  for (const alert of candidates) {
    if (blocked.has(Number(alert.user_id))) continue;
    const wanted = idsOf(alert.providers);
    if (!priceMatches(ad, BigInt(alert.price)) || (wanted.length && !wanted.some((id) => offered.includes(id)))) continue;
    const sent = await withTransaction(db, async (trx) => {
      const won = await trx
        .updateTable('p2p_alerts')
        .set({ notified_at: now })
        .where('id', '=', Number(alert.id))
        .where('notified_at', '<=', now - HOUR)
        .executeTakeFirst();
      if (Number(won.numUpdatedRows) !== 1) return false;
      const params = { price: formatFiat(ad.price, ad.decimals), fiat: ad.fiat!, variant: ad.type };
      await notify(trx, { userId: Number(alert.user_id), type: 'p2p_alert', params, link: noticeLink('p2p_alert', ad.user_id) });
      return true;
    });
    if (sent) raised += 1;
  }
  return raised;
}

/** The alerts the given ads (new, edited or repriced) match, each at most once per hour. */
export async function raiseAlerts(db: Db, adIds: number[]): Promise<number> {
  let raised = 0;
  for (const id of adIds) {
    const ad = await findAd(db, id);
    if (ad) raised += await raiseFor(db, ad);
  }
  return raised;
}
