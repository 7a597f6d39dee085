/**
 * The chain watcher (docs/api.md "Deposits"): for each network with an RPC URL and token contracts, it reads
 * the blocks after its stored cursor in ranges, records each transfer of a watched token to a member's own
 * address as a `confirming` deposit, and credits it once it has the network's confirmations.
 *
 * Reorganizations: every pass reads again the last `confirmations` blocks before the cursor (a transfer a
 * reorganization moved lower is still found), and a transfer is credited only when its receipt, read again
 * at that moment, shows it deep enough. A transfer that left the chain falls back to 0 confirmations and
 * waits. A transfer is one row per chain + hash + log position and one posting under the same key, so a
 * repeat pass, a restarted watcher or a member claiming the same hash credits nothing twice; a credit is
 * never taken back by the watcher.
 */
import type { PublicClient } from 'viem';
import { clock } from '../../core/clock.ts';
import type { Job } from '../../core/jobs.ts';
import type { Db } from '../../db/database.ts';
import {
  evmClient,
  headBlock,
  ownAddressesOn,
  readCursor,
  tokenUnits,
  transfersInTx,
  transferTxsInRange,
  watchedNetworks,
  writeCursor,
  type MinedTransfers,
  type WatchedNetwork,
} from '../chain/index.ts';
import { withTransaction } from '../ledger/index.ts';
import { creditDeposit, notifyDeposit } from './deposit-credit.ts';
import {
  confirmingOn,
  findDepositByTransfer,
  insertObservedDeposit,
  passWatched,
  setConfirmations,
} from './deposits.repository.ts';
import { watchPiNetworks } from './pi-deposit-watch.ts';
import type { DepositRow } from './wallet.repository.ts';

/** Blocks read per getLogs call; public nodes commonly refuse much wider ranges. */
const BLOCK_RANGE = 500;
/** Where a network without a cursor or start_block begins: recent blocks, not the whole history. */
const FIRST_LOOKBACK = 1000;

export interface WatchOptions {
  /** stop after this many ranges (a pass cut short, as by a restart, in tests) */
  maxRanges?: number;
  blockRange?: number;
}

/**
 * Records the member transfers of one mined transaction (from the watcher or a member's claim) as watched
 * deposits; returns how many rows were new. `recipients` maps lower-case addresses to members.
 */
export async function recordMinedTransfers(
  db: Db,
  w: WatchedNetwork,
  hash: string,
  mined: MinedTransfers,
  head: number,
  recipients: Map<string, number>,
): Promise<number> {
  let recorded = 0;
  for (const transfer of mined.transfers) {
    const token = w.tokens.find((t) => t.contract === transfer.token);
    const userId = recipients.get(transfer.to);
    const amount = token ? tokenUnits(token, transfer.value) : 0n;
    if (!token || userId === undefined || amount <= 0n) continue;
    // A claim stored before this network was watched (log index -1) stays the operators' to decide.
    if (await findDepositByTransfer(db, token.coin, hash, -1)) continue;
    const id = await insertObservedDeposit(db, {
      userId,
      coin: token.coin,
      chain: w.chain,
      address: transfer.to,
      amount,
      hash,
      logIndex: transfer.position,
      blockNumber: mined.blockNumber,
      blockHash: mined.blockHash,
      confirmations: Math.max(0, head - mined.blockNumber + 1),
      watched: 1,
      now: clock.now(),
    });
    if (id !== undefined) recorded += 1;
  }
  return recorded;
}

async function scanNewBlocks(db: Db, client: PublicClient, w: WatchedNetwork, head: number, options: WatchOptions) {
  const recipients = await ownAddressesOn(db, w.chain);
  const cursor = await readCursor(db, w.chain);
  const floor = w.network.start_block ?? 0;
  let from =
    cursor === undefined
      ? Math.max(floor, w.network.start_block ?? head - FIRST_LOOKBACK)
      : Math.max(floor, cursor - w.network.confirmations);
  const range = options.blockRange ?? BLOCK_RANGE;
  let [ranges, recorded] = [0, 0];
  while (from <= head && ranges < (options.maxRanges ?? Infinity)) {
    const to = Math.min(head, from + range - 1);
    const hashes = recipients.size
      ? await transferTxsInRange(client, {
          tokens: w.tokens.map((t) => t.contract),
          recipients: [...recipients.keys()],
          from,
          to,
        })
      : [];
    for (const hash of hashes) {
      const mined = await transfersInTx(client, hash);
      if (mined) recorded += await recordMinedTransfers(db, w, hash, mined, head, recipients);
    }
    await writeCursor(db, w.chain, to + 1, clock.now());
    [from, ranges] = [to + 1, ranges + 1];
  }
  return recorded;
}

/** Confirmations of a recorded transfer now: 0 when its transaction is no longer on the chain as recorded. */
async function confirmationsOf(client: PublicClient, w: WatchedNetwork, row: DepositRow, head: number) {
  const mined = await transfersInTx(client, row.hash);
  const token = w.tokens.find((t) => t.coin === row.coin);
  const still = mined?.transfers.find(
    (t) => t.position === row.log_index && t.token === token?.contract && t.to === row.address.toLowerCase(),
  );
  if (!mined || !still) return { confirmations: 0, blockNumber: null, blockHash: null };
  return { confirmations: Math.max(0, head - mined.blockNumber + 1), blockNumber: mined.blockNumber, blockHash: mined.blockHash };
}

/** Brings one confirming deposit up to date; true when this call credited it. */
export async function advanceDeposit(db: Db, client: PublicClient, w: WatchedNetwork, row: DepositRow, head: number) {
  const seen = await confirmationsOf(client, w, row, head);
  if (seen.confirmations < w.network.confirmations) {
    await setConfirmations(db, row.id, seen);
    return false;
  }
  return withTransaction(db, async (trx) => {
    if (!(await passWatched(trx, row.id, seen.confirmations, clock.now()))) return false;
    await creditDeposit(trx, row);
    await notifyDeposit(trx, row, 'passed');
    return true;
  });
}

async function watchNetwork(db: Db, w: WatchedNetwork, options: WatchOptions): Promise<number> {
  const client = evmClient(w.network.rpc_url);
  const head = await headBlock(client);
  let handled = await scanNewBlocks(db, client, w, head, options);
  for (const row of await confirmingOn(db, w.chain)) if (await advanceDeposit(db, client, w, row, head)) handled += 1;
  return handled;
}

/** One pass over every watched network; a network whose node fails does not hold up the others. */
export async function watchDeposits(db: Db, options: WatchOptions = {}): Promise<number> {
  let handled = 0;
  const failures: unknown[] = [];
  for (const w of await watchedNetworks(db)) {
    try {
      handled += await watchNetwork(db, w, options);
    } catch (err) {
      failures.push(err);
    }
  }
  // PI is read from the Pi chain's Horizon API in the same pass (pi-deposit-watch.ts).
  const pi = await watchPiNetworks(db);
  failures.push(...pi.failures);
  handled += pi.handled;
  if (failures.length) throw new AggregateError(failures, `chain watcher: ${failures.length} network(s) failed`);
  return handled;
}

export const WATCH_DEPOSITS_JOB: Job = { name: 'wallet.watch_deposits', everyMs: 3_000, run: (ctx) => watchDeposits(ctx.db) };
