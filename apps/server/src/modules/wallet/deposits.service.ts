/** The member's deposits (docs/api.md "Deposits": /api/user/deposits), newest first, each with its timeline facts. */
import type { DepositRecord, DepositRecordStatus, ListPage } from '@app/contract';
import { toPage } from '../../core/paging.ts';
import type { Db } from '../../db/database.ts';
import { explorerUrl } from '../chain/index.ts';
import { chainSetting } from '../chain/index.ts';
import { memberDeposits } from './deposits.repository.ts';
import { presentDeposit } from './wallet.presenter.ts';
import type { DepositRow } from './wallet.repository.ts';

async function presentAll(db: Db, rows: DepositRow[]): Promise<DepositRecord[]> {
  const networks = await chainSetting(db, 'chain_networks');
  return rows.map((row) => {
    const network = Object.hasOwn(networks, row.chain) ? networks[row.chain] : undefined;
    return presentDeposit(row, { needed: network?.confirmations, explorerUrl: explorerUrl(network, row.hash) });
  });
}

export async function presentMemberDeposit(db: Db, row: DepositRow): Promise<DepositRecord> {
  return (await presentAll(db, [row]))[0]!;
}

export async function listMemberDeposits(
  db: Db,
  userId: number,
  query: { status?: DepositRecordStatus; page: number; limit: number },
): Promise<ListPage<DepositRecord>> {
  const { total, rows } = await memberDeposits(db, {
    userId,
    status: query.status,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return toPage(await presentAll(db, rows), total, query);
}
