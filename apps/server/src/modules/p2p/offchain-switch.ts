/**
 * The off-chain P2P market turned off in Pi mode (docs/api.md "Pi app (Pi mode)" → "P2P in Pi mode"): with the
 * operator setting `pi_p2p_offchain_off` on while Pi mode is on, no off-chain ad is posted or taken. Orders
 * already open are not touched, and the wallet market stays open.
 */
import { forbidden } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { piSetting } from '../pi/index.ts';
import { findAd } from './ads.repository.ts';

/** Whether off-chain ads may be posted and taken; outside Pi mode always. */
export async function offchainOpen(db: Db, piMode: boolean): Promise<boolean> {
  return !piMode || !(await piSetting(db, 'pi_p2p_offchain_off'));
}

/** Refuses posting an off-chain ad while the market is off. */
export async function refuseOffchainPost(db: Db, piMode: boolean, settlement: string | undefined): Promise<void> {
  if (settlement === 'offchain' && !(await offchainOpen(db, piMode))) throw forbidden('pi.p2p_offchain_off');
}

/** Refuses taking an off-chain ad while the market is off (a missing ad is left to the take's own 404). */
export async function refuseOffchainTake(db: Db, piMode: boolean, adId: number): Promise<void> {
  if (await offchainOpen(db, piMode)) return;
  if ((await findAd(db, adId))?.settlement === 'offchain') throw forbidden('pi.p2p_offchain_off');
}
