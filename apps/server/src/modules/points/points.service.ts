/**
 * The points logs (docs/api.md /api/user/getscorelist: DGB points or go score entries, in the balance log's
 * shape): the ledger journal of the member's `available` balance of that coin.
 */
import type { ListPage, PointType, WalletLogItem } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { walletLog } from '../wallet/wallet.service.ts';

const COIN_OF: Record<PointType, 'DGB' | 'GO'> = { dgb: 'DGB', go: 'GO' };

export function scoreList(
  db: Db,
  userId: number,
  query: { type: PointType; page: number; limit: number },
): Promise<ListPage<WalletLogItem>> {
  return walletLog(db, userId, { coin: COIN_OF[query.type], page: query.page, limit: query.limit });
}
