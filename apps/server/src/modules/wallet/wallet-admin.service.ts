/**
 * The console's money tools (docs/api.md "Admin": /api/admin/user/adjust — "a ledger posting, audited" —
 * and the member balance view with its ledger history; a manual adjustment needs a reason). Adjustments settle against the ledger's
 * `external` source, which by the ledger's sign rule is where money enters and leaves circulation; the
 * posting kind `adjust` keeps them apart from deposits and withdrawals. The exchange's platform-coin
 * liquidity is funded the same way.
 */
import type { Coin, ListPage, PostingKind } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../admin/audit.service.ts';
import {
  accountForUser,
  balanceLog,
  formatCoinAmount,
  getAccountBalances,
  parseCoinAmount,
  postTransfer,
  systemAccount,
  withTransaction,
} from '../ledger/index.ts';
import { findPublicMember } from '../users/find-members.ts';
import { presentBalances, presentLogRow } from './wallet.presenter.ts';

/** "-12.5" → −125000000n at PI's scale; the sign is the operator's, the digits go through the usual checks. */
function signedUnits(coin: Coin, text: string): bigint {
  const negative = text.startsWith('-');
  const units = parseCoinAmount(coin, negative ? text.slice(1) : text);
  return negative ? -units : units;
}

/** A posting between `external` and `account` of `amount` (signed: positive credits the account). */
async function settleWithExternal(
  trx: Db,
  account: number,
  coin: Coin,
  amount: bigint,
  kind: PostingKind,
  memo: string,
  key?: string,
) {
  const external = await systemAccount(trx, 'external');
  return postTransfer(trx, {
    kind,
    memo: memo.slice(0, 200),
    idempotencyKey: key,
    legs: [
      { account: external.id, coin, amount: -amount },
      { account, coin, amount },
    ],
  });
}

export interface AdjustInput {
  user_id: number;
  coin: Coin;
  amount: string;
  reason: string;
  idempotency_key?: string;
}

export async function adjustBalance(db: Db, adminId: number, input: AdjustInput) {
  const amount = signedUnits(input.coin, input.amount);
  const member = await findPublicMember(db, input.user_id);
  return withTransaction(db, async (trx) => {
    const account = await accountForUser(trx, member.id);
    const key = input.idempotency_key ? `adjust:${adminId}:${input.idempotency_key}` : undefined;
    const posting = await settleWithExternal(trx, account.id, input.coin, amount, 'adjust', input.reason, key);
    if (!posting.replayed) {
      await recordAudit(trx, adminId, 'balance_adjust', `user:${member.id}`, {
        coin: input.coin,
        amount: input.amount,
        reason: input.reason,
        posting_id: posting.postingId,
      });
    }
    const after = posting.entries.find((e) => e.account === account.id)!.balanceAfter;
    return {
      user_id: member.id,
      coin: input.coin,
      amount: formatCoinAmount(input.coin, amount),
      available: formatCoinAmount(input.coin, after),
      posting_id: posting.postingId,
    };
  });
}

export async function fundLiquidity(db: Db, adminId: number, input: { coin: Coin; amount: string; reason: string }) {
  const amount = signedUnits(input.coin, input.amount);
  return withTransaction(db, async (trx) => {
    const liquidity = await systemAccount(trx, 'exchange_liquidity');
    const posting = await settleWithExternal(trx, liquidity.id, input.coin, amount, 'liquidity', input.reason);
    await recordAudit(trx, adminId, 'liquidity_adjust', `system:exchange_liquidity`, {
      coin: input.coin,
      amount: input.amount,
      reason: input.reason,
    });
    const after = posting.entries.find((e) => e.account === liquidity.id)!.balanceAfter;
    return { coin: input.coin, available: formatCoinAmount(input.coin, after) };
  });
}

export async function memberBalances(db: Db, userId: number) {
  const member = await findPublicMember(db, userId);
  const account = await accountForUser(db, member.id);
  return { user_id: member.id, username: member.username, balances: presentBalances(await getAccountBalances(db, account.id)) };
}

/** Both sides of the member's journal (available and frozen), newest first, with the posting behind each. */
export async function memberLedger(db: Db, query: { user_id: number; coin?: Coin; page: number; limit: number }) {
  const member = await findPublicMember(db, query.user_id);
  const page = await balanceLog(db, member.id, query);
  const list: ListPage<ReturnType<typeof presentLogRow> & { bucket: 'available' | 'frozen'; posting_id: number }> = {
    ...page,
    data: page.data.map((row) => ({ ...presentLogRow(row), bucket: row.bucket, posting_id: row.postingId })),
  };
  return list;
}
