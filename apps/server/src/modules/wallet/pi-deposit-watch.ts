/**
 * PI deposits read from the Pi chain (docs/api.md "Deposits", "PI on the Pi chain"): part of the
 * `wallet.watch_deposits` pass. It pages through the app account's payments on Horizon from the stored paging
 * token, records each successful native payment to the app's address whose memo names a member as that member's
 * deposit (confirming), keeps one whose memo names nobody with its sender for the console, and credits a
 * recorded deposit once Horizon shows its transaction successful.
 *
 * A payment is one deposit row per chain + hash + operation position and one posting under
 * `deposit:<chain>:<hash>:<position>`, so a repeated page, a restarted watcher and a member's claim credit once.
 * The cursor moves only past records handled, after they are stored: a Horizon that fails or answers garbage
 * mid-way leaves the rest for the next pass.
 */
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import {
  accountPayments,
  chainTransaction,
  horizonNetworks,
  memberByMemo,
  readPagingToken,
  writePagingToken,
  type HorizonNetwork,
  type PiChainPayment,
} from '../chain/index.ts';
import { withTransaction } from '../ledger/index.ts';
import { creditDeposit, notifyDeposit } from './deposit-credit.ts';
import { confirmingOn, findDepositByTransfer, insertObservedDeposit, passWatched } from './deposits.repository.ts';
import { insertUnmatched } from './unmatched-payments.repository.ts';
import { coinConfig } from './wallet-config.ts';
import type { DepositRow } from './wallet.repository.ts';
import { selectDeposits } from './wallet.repository.ts';

/** Pages (of 200) read per network per pass. */
const MAX_PAGES = 10;
/** The chain name of Pi wallet deposits (modules/pi), whose transactions carry their payment identifier as memo. */
const PI_WALLET_CHAIN = 'PI_WALLET';

export interface PiWatchOptions {
  /** stop after this many pages (a pass cut short, as by a restart, in tests) */
  maxPages?: number;
}

/** The memo as documented: surrounding spaces removed, nothing else changed. */
export const memoText = (memo: string | undefined) => (memo ?? '').trim();

/** The app's PI address on this network (the shared deposit address), when one is configured. */
export async function appAddressOn(db: Db, chain: string): Promise<string | undefined> {
  return (await coinConfig(db, 'PI')).depositAddresses[chain];
}

async function isPiWalletPayment(db: Db, memo: string): Promise<boolean> {
  if (!memo) return false;
  const row = await selectDeposits(db).where('chain', '=', PI_WALLET_CHAIN).where('hash', '=', memo).executeTakeFirst();
  return row !== undefined;
}

/**
 * Records one payment: the member's confirming deposit, or an unmatched payment; nothing for a record that is
 * not a successful native payment to the app, a Pi wallet deposit's own transaction, or a claim an operator
 * holds (stored before this network was watched). True when a row was added.
 */
export async function recordPiPayment(db: Db, h: HorizonNetwork, app: string, p: PiChainPayment): Promise<boolean> {
  if (!p.counts || p.to !== app || p.amount <= 0n) return false;
  const memo = memoText(p.memo);
  if (await isPiWalletPayment(db, memo)) return false;
  if (await findDepositByTransfer(db, 'PI', p.hash, -1)) return false;
  const now = clock.now();
  const userId = memo ? await memberByMemo(db, h.chain, memo) : undefined;
  if (userId === undefined) {
    return (
      (await insertUnmatched(db, {
        chain: h.chain,
        coin: 'PI',
        hash: p.hash,
        position: p.position,
        sender: p.from,
        memo: p.memo ?? '',
        amount: p.amount,
        now,
      })) !== undefined
    );
  }
  const id = await insertObservedDeposit(db, {
    userId,
    coin: 'PI',
    chain: h.chain,
    address: app,
    amount: p.amount,
    hash: p.hash,
    logIndex: p.position,
    blockNumber: 0,
    blockHash: '',
    confirmations: 0,
    watched: 1,
    now,
  });
  return id !== undefined;
}

/** Credits a confirming deposit once Horizon shows its transaction successful; true when this call credited it. */
export async function advancePiDeposit(db: Db, h: HorizonNetwork, row: DepositRow): Promise<boolean> {
  const tx = await chainTransaction(h.network.horizon_url, row.hash);
  if (!tx?.successful) return false;
  return withTransaction(db, async (trx) => {
    if (!(await passWatched(trx, row.id, 1, clock.now()))) return false;
    await creditDeposit(trx, row);
    await notifyDeposit(trx, row, 'passed');
    return true;
  });
}

async function readNewPayments(db: Db, h: HorizonNetwork, app: string, options: PiWatchOptions): Promise<number> {
  let cursor = (await readPagingToken(db, h.chain)) ?? h.network.start_cursor;
  let recorded = 0;
  for (let pages = 0; pages < (options.maxPages ?? MAX_PAGES); pages++) {
    const payments = await accountPayments(h.network.horizon_url, app, cursor);
    for (const p of payments) if (await recordPiPayment(db, h, app, p)) recorded += 1;
    if (!payments.length) break;
    cursor = payments[payments.length - 1]!.id;
    await writePagingToken(db, h.chain, cursor, clock.now());
    if (payments.length < 200) break;
  }
  return recorded;
}

export async function watchPiNetwork(db: Db, h: HorizonNetwork, options: PiWatchOptions = {}): Promise<number> {
  const app = await appAddressOn(db, h.chain);
  if (!app) return 0;
  let handled = await readNewPayments(db, h, app, options);
  for (const row of await confirmingOn(db, h.chain)) if (await advancePiDeposit(db, h, row)) handled += 1;
  return handled;
}

/** Every Horizon network, each on its own: one that fails does not hold up the others; failures are thrown together. */
export async function watchPiNetworks(db: Db, options: PiWatchOptions = {}): Promise<{ handled: number; failures: unknown[] }> {
  let handled = 0;
  const failures: unknown[] = [];
  for (const h of await horizonNetworks(db)) {
    try {
      handled += await watchPiNetwork(db, h, options);
    } catch (err) {
      failures.push(err);
    }
  }
  return { handled, failures };
}
