/**
 * Closing an open ad: cancelled by its owner (docs/api.md /api/ctoc/cancelad, "the ad, remaining escrow
 * released") or hidden by the console (docs/api.md "Admin"). Whatever the ad still escrows returns to the
 * owner's available balance in the same transaction. Orders already taken from it keep their own escrow and
 * settle, expire or are cancelled on their own, so closing an ad is never refused for a pending order.
 */
import { conflict, notFound } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../admin/audit.service.ts';
import { withTransaction } from '../ledger/index.ts';
import { closeAd as closeAdRow, findAd } from './ads.repository.ts';
import { reEscrowAd } from './escrow.ts';
import { loadAd } from './market.service.ts';
import { nextAdStatus } from './order-state.ts';
import { formatPi, formatUsdt } from './p2p-math.ts';

export type CloseBy = { ownerId: number } | { adminId: number; reason: string };

/** Returns the amount released (PI for a sell ad, USDT for a buy ad, in units). */
export async function closeAd(db: Db, adId: number, by: CloseBy): Promise<bigint> {
  return withTransaction(db, async (trx) => {
    const ad = await findAd(trx, adId);
    if (!ad || ('ownerId' in by && ad.user_id !== by.ownerId)) throw notFound('p2p.ad_not_found');
    const to = nextAdStatus(ad.status, 'ownerId' in by ? 'cancel' : 'hide');
    const reason = 'reason' in by ? by.reason : null;
    if (!to || !(await closeAdRow(trx, { id: ad.id, to, reason, now: clock.now() }))) throw conflict('p2p.ad_not_open');
    const fresh = (await findAd(trx, ad.id))!;
    const released = await reEscrowAd(trx, fresh, 0n);
    if ('adminId' in by) await recordAudit(trx, by.adminId, 'p2p_ad_hide', `p2p_ad:${ad.id}`, { user_id: ad.user_id, reason });
    return released;
  });
}

/** The owner's cancellation, presented with what it released (docs/api.md /api/ctoc/cancelad). */
export async function cancelMyAd(db: Db, ownerId: number, adId: number) {
  const released = await closeAd(db, adId, { ownerId });
  const ad = await loadAd(db, adId, ownerId);
  return { ...ad, released: ad.frozen_coin === 'PI' ? formatPi(released) : formatUsdt(released) };
}
