/**
 * What the chain shows for a deposit under review (docs/api.md "Deposits" and "Admin" review items). A pending
 * deposit that sits at a known place on a watched network (log index ≥ 0) but is the operators' to decide is a
 * claim whose amount did not match the chain, stored by an earlier server (a mismatch is now refused at once,
 * deposit-claim.ts). For it the review item shows the chain's amount and confirmations read now, and a pass
 * credits the chain's amount, never the claimed one — and only once the transfer has the network's
 * confirmations.
 */
import { formatCoinAmount } from '../ledger/index.ts';
import type { Db } from '../../db/database.ts';
import { evmClient, headBlock, tokenUnits, transfersInTx, watchedNetworks } from '../chain/index.ts';
import type { DepositRow } from './wallet.repository.ts';

export interface ChainFacts {
  /** the amount the transfer moved, in the coin's units; 0 when the transfer is not on the chain now */
  amount: bigint;
  confirmations: number;
  needed: number;
}

/** True for a deposit an operator decides although the chain knows where it is. */
export const locatedOnChain = (row: DepositRow): boolean => row.log_index >= 0 && row.watched === 0;

/** The chain's facts now; undefined when the network is no longer watched or its node cannot be read. */
export async function chainFactsOf(db: Db, row: DepositRow): Promise<ChainFacts | undefined> {
  const w = (await watchedNetworks(db)).find((n) => n.chain === row.chain);
  const token = w?.tokens.find((t) => t.coin === row.coin);
  if (!w || !token) return undefined;
  try {
    const client = evmClient(w.network.rpc_url);
    const [mined, head] = await Promise.all([transfersInTx(client, row.hash), headBlock(client)]);
    const transfer = mined?.transfers.find(
      (t) => t.position === row.log_index && t.token === token.contract && t.to === row.address.toLowerCase(),
    );
    const needed = w.network.confirmations;
    if (!mined || !transfer) return { amount: 0n, confirmations: 0, needed };
    return { amount: tokenUnits(token, transfer.value), confirmations: Math.max(0, head - mined.blockNumber + 1), needed };
  } catch {
    return undefined;
  }
}

/** The review detail's chain fields: both amounts side by side, a mismatch flag and the live confirmations. */
export function chainDetail(row: DepositRow, facts: ChainFacts | undefined) {
  if (!facts) return { chain_amount: null, amount_mismatch: null };
  return {
    chain_amount: formatCoinAmount(row.coin, facts.amount),
    amount_mismatch: facts.amount !== row.amount,
    confirmations: facts.confirmations,
    confirmations_needed: facts.needed,
  };
}

/** How long a review page waits for a node; a slower one shows `chain_amount: null` (a pass reads it again). */
const PAGE_READ_MS = 4000;

/** Chain facts for the rows of one review page that need them (a page holds at most 50). */
export async function chainFactsFor(db: Db, rows: DepositRow[]): Promise<Map<number, ChainFacts | undefined>> {
  const located = rows.filter((row) => locatedOnChain(row) && row.status === 'pending');
  const giveUp = () => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), PAGE_READ_MS).unref());
  const facts = await Promise.all(located.map((row) => Promise.race([chainFactsOf(db, row), giveUp()])));
  return new Map(located.map((row, i) => [row.id, facts[i]]));
}
