/**
 * Spot trading (matching type `auto`, docs/api.md "Peer-to-peer PI market"): the system matches an open buy ad priced
 * at or above an open sell ad of another member, at the price of the older (resting) ad, for as much as both have
 * left — when that meets both ads' minimums. The newer ad's owner is the taker; both sides are paid from the two ads'
 * escrow. Runs right after an ad is posted and as a job; each match is its own transaction, and the conditional
 * updates on both ads make concurrent matchers and takers safe.
 */
import { AppError } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../ledger/index.ts';
import { crossingPairs, findAd } from './ads.repository.ts';
import { openOrder } from './open-order.ts';
import { p2pConfig, type P2pConfig } from './p2p-config.ts';
import { smallestTake, totalOf } from './p2p-math.ts';

const PAIRS_PER_ROUND = 20;
const MAX_ROUNDS = 50;

async function matchPair(db: Db, pair: { buyId: number; sellId: number }, config: P2pConfig): Promise<boolean> {
  const [buy, sell] = [await findAd(db, pair.buyId), await findAd(db, pair.sellId)];
  if (!buy || !sell || buy.status !== 'open' || sell.status !== 'open' || sell.price > buy.price) return false;
  const quantity = buy.remaining < sell.remaining ? buy.remaining : sell.remaining;
  const fits = (ad: typeof buy) => quantity >= smallestTake(ad.min_quantity, ad.remaining);
  const [resting, incoming] = buy.id < sell.id ? [buy, sell] : [sell, buy];
  if (!fits(buy) || !fits(sell) || totalOf(quantity, resting.price) === 0n) return false;
  try {
    await withTransaction(db, (trx) =>
      openOrder(trx, { ad: resting, counterAdId: incoming.id, takerId: incoming.user_id, quantity, config, key: null }),
    );
    return true;
  } catch (error) {
    // Another match or take changed one of the ads first: this pair is looked at again next round.
    if (error instanceof AppError && error.code === 'conflict') return false;
    throw error;
  }
}

/** Matches crossing ads until none is left that fits; returns how many orders it opened. */
export async function matchAds(db: Db, known?: P2pConfig): Promise<number> {
  const config = known ?? (await p2pConfig(db));
  if (!config.enabled || !config.autoMatch) return 0;
  let matched = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let progressed = false;
    for (const pair of await crossingPairs(db, PAIRS_PER_ROUND)) {
      if (await matchPair(db, pair, config)) {
        matched++;
        progressed = true;
        break;
      }
    }
    if (!progressed) break;
  }
  return matched;
}
