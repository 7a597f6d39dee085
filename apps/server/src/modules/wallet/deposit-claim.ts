/**
 * A member's claim of a transaction on a watched network (docs/api.md "Deposits"): checked on chain at once
 * instead of by an operator. The transaction must exist and send the coin's token to the member's own
 * address; then its transfers become the member's watched deposits (the same rows the watcher records) and
 * are credited as soon as they have the network's confirmations. A claimed amount that differs from what
 * the chain shows goes to the operators' review instead (wallet-review.ts), and blocks the automatic credit.
 */
import type { Coin } from '@app/contract';
import { AppError } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import {
  evmClient,
  headBlock,
  tokenUnits,
  transfersInTx,
  type OwnAddress,
  type WatchedNetwork,
  type WatchedToken,
} from '../chain/index.ts';
import { advanceDeposit, recordMinedTransfers } from './deposit-watch.ts';
import { findDepositByTransfer, insertObservedDeposit } from './deposits.repository.ts';

export interface OnChainClaim {
  userId: number;
  network: WatchedNetwork;
  token: WatchedToken;
  own: OwnAddress;
  hash: string;
  amount: bigint;
}

/** The deposits the claim names, first transfer first; refuses a transaction that did not pay the member. */
export async function claimOnChain(db: Db, claim: OnChainClaim): Promise<{ id: number }> {
  const { network: w, token, hash } = claim;
  const client = evmClient(w.network.rpc_url);
  const mined = await transfersInTx(client, hash);
  if (!mined) throw new AppError('validation', 'deposit.tx_not_found', { chain: w.chain });
  const own = claim.own.address.toLowerCase();
  const mine = mined.transfers.filter((t) => t.token === token.contract && t.to === own);
  if (!mine.length) throw new AppError('validation', 'deposit.not_your_address', { coin: token.coin, chain: w.chain });
  const head = await headBlock(client);
  const onChain = mine.reduce((sum, t) => sum + tokenUnits(token, t.value), 0n);
  const first = mine[0]!.position;
  if (onChain !== claim.amount) await recordMismatch(db, claim, { ...mined, position: first }, head);
  else
    await recordMinedTransfers(
      db,
      { ...w, tokens: [token] },
      hash,
      { ...mined, transfers: mine },
      head,
      new Map([[own, claim.userId]]),
    );
  const row = (await findDepositByTransfer(db, token.coin, hash, first))!;
  if (row.status === 'pending' && row.watched === 1) await advanceDeposit(db, client, w, row, head);
  return { id: row.id };
}

async function recordMismatch(
  db: Db,
  claim: OnChainClaim,
  mined: { blockNumber: number; blockHash: string; position: number },
  head: number,
): Promise<void> {
  await insertObservedDeposit(db, {
    userId: claim.userId,
    coin: claim.token.coin as Coin,
    chain: claim.network.chain,
    address: claim.own.address.toLowerCase(),
    amount: claim.amount,
    hash: claim.hash,
    logIndex: mined.position,
    blockNumber: mined.blockNumber,
    blockHash: mined.blockHash,
    confirmations: Math.max(0, head - mined.blockNumber + 1),
    watched: 0,
    now: clock.now(),
  });
}
