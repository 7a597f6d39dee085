/**
 * Withdrawals as the member follows them and as the console pays them out (docs/api.md "Deposits":
 * /api/user/withdrawals; the wallet's pending amounts): the list with status words, payout hash, explorer
 * page and reason; the amounts still in review or in transit per coin; and the payout desk's queue.
 */
import { type ListPage, type MyWithdrawal, type PendingWithdrawals, type WithdrawStatus } from '@app/contract';
import { toPage } from '../../core/paging.ts';
import { formatCoinAmount } from '../ledger/index.ts';
import type { Db } from '../../db/database.ts';
import { chainSetting } from '../chain/index.ts';
import type { ExplorerUrls } from './withdrawals.presenter.ts';
import { usernamesByIds } from '../users/member-names.ts';
import type { WithdrawalRow } from './wallet.repository.ts';
import { payoutsOf } from './pi-payouts.repository.ts';
import { presentAutomatic, presentMyWithdrawal } from './withdrawals.presenter.ts';
import { listInTransit, listMemberWithdrawals, pendingTotals } from './withdrawals.repository.ts';

/** The member app's withdrawal list (apps/web/src/config/paths.ts `withdrawals`), where notices lead. */
export const MY_WITHDRAWALS_LINK = '/page/wallet/withdrawals';

/** Per chain, the explorer page of a transaction (chain_networks `explorer_tx`, the same as deposits use). */
async function explorerUrls(db: Db): Promise<ExplorerUrls> {
  const networks = await chainSetting(db, 'chain_networks');
  return Object.fromEntries(Object.entries(networks).map(([chain, network]) => [chain, network.explorer_tx]));
}

interface PageInput {
  page: number;
  limit: number;
}

const offsetOf = (q: PageInput) => (q.page - 1) * q.limit;

export async function listMyWithdrawals(
  db: Db,
  userId: number,
  q: PageInput & { status?: WithdrawStatus },
): Promise<ListPage<MyWithdrawal>> {
  const [urls, { total, rows }] = await Promise.all([
    explorerUrls(db),
    listMemberWithdrawals(db, { userId, status: q.status, offset: offsetOf(q), limit: q.limit }),
  ]);
  // The server's own payout, where it sends one, as progress words (docs/api.md "Withdrawing to the Pi wallet").
  const payouts = await payoutsOf(
    db,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((row) => presentMyWithdrawal(row, urls, payouts.get(row.id))),
    total,
    q,
  );
}

export async function pendingWithdrawals(db: Db, userId: number): Promise<PendingWithdrawals> {
  const totals = await pendingTotals(db, userId);
  return totals.map((t) => ({
    coin: t.coin,
    in_review: formatCoinAmount(t.coin, t.inReview),
    in_transit: formatCoinAmount(t.coin, t.inTransit),
  }));
}

/** Rows as the console's payout desk shows them: the member's view plus who the member is. */
export async function presentForDesk(db: Db, rows: WithdrawalRow[]) {
  const ids = rows.map((r) => r.id);
  const [urls, names, payouts] = await Promise.all([
    explorerUrls(db),
    usernamesByIds(
      db,
      rows.map((r) => r.user_id),
    ),
    payoutsOf(db, ids),
  ]);
  return rows.map((row) => ({
    ...presentMyWithdrawal(row, urls),
    user_id: row.user_id,
    username: names.get(row.user_id) ?? '',
    automatic: presentAutomatic(payouts.get(row.id)),
  }));
}

export async function listPayoutDesk(db: Db, q: PageInput) {
  const { total, rows } = await listInTransit(db, { offset: offsetOf(q), limit: q.limit });
  return toPage(await presentForDesk(db, rows), total, q);
}
