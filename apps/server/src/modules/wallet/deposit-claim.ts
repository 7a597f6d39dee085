/**
 * A member's claim of a transaction on a watched network (docs/api.md "Deposits"): checked on chain at once
 * instead of by an operator. The transaction must exist and send the coin's token to the member's own
 * address; then its transfers become the member's watched deposits (the same rows the watcher records) and
 * are credited as soon as they have the network's confirmations. A claimed amount that differs from what
 * the chain shows is refused at once, naming the amount found, and nothing is stored: the member may claim
 * the same hash again with that amount (what is credited is always the chain's amount, never the claim).
 */
import type { Coin } from '@app/contract';
import { hexFromTron } from '@app/contract/rules/tron-address';
import { AppError } from '../../core/app-error.ts';
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
import { formatCoinAmount } from '../ledger/index.ts';
import { findDepositByTransfer } from './deposits.repository.ts';

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
  // A TRON address is shown as T…; the node names it in hex (tron-address.ts).
  const own = (hexFromTron(claim.own.address) ?? claim.own.address).toLowerCase();
  const mine = mined.transfers.filter((t) => t.token === token.contract && t.to === own);
  if (!mine.length) throw new AppError('validation', 'deposit.not_your_address', { coin: token.coin, chain: w.chain });
  const head = await headBlock(client);
  const onChain = mine.reduce((sum, t) => sum + tokenUnits(token, t.value), 0n);
  const first = mine[0]!.position;
  if (onChain !== claim.amount) {
    throw new AppError('validation', 'deposit.amount_mismatch', {
      found: formatCoinAmount(token.coin as Coin, onChain),
      coin: token.coin,
      chain: w.chain,
    });
  }
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
