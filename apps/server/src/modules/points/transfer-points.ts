/**
 * Points transfer (docs/api.md /api/user/changescore; docs/product.md §3 "Transfer: recipient username or id, amount,
 * password required"): DGB points or go score from the member to another, as one ledger posting. The
 * recipient is found by id or username (unknown → 404, like any id), never the sender themself.
 */
import type { ChangeScoreBody } from '@app/contract';
import { refuse } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { accountForUser, formatCoinAmount, parseCoinAmount, postTransfer, withTransaction } from '../ledger/index.ts';
import { checkPayPassword } from '../users/pay-password.ts';
import { findPublicMember } from '../users/find-members.ts';

export async function transferPoints(db: Db, sender: { id: number; username: string }, body: ChangeScoreBody) {
  const amount = parseCoinAmount(body.coin, body.amount);
  const recipient = await findPublicMember(db, body.to);
  if (recipient.id === sender.id) throw refuse('points.self_transfer');
  await checkPayPassword(db, sender.id, body.paypassword);
  const posting = await withTransaction(db, async (trx) => {
    const [from, to] = [await accountForUser(trx, sender.id), await accountForUser(trx, recipient.id)];
    return postTransfer(trx, {
      kind: 'transfer',
      memo: `${sender.username} → ${recipient.username}`,
      idempotencyKey: body.idempotency_key ? `transfer:${sender.id}:${body.idempotency_key}` : undefined,
      legs: [
        { account: from.id, coin: body.coin, amount: -amount },
        { account: to.id, coin: body.coin, amount },
      ],
    });
  });
  return {
    id: posting.postingId,
    amount: formatCoinAmount(body.coin, amount),
    coin: body.coin,
    to: { id: recipient.id, username: recipient.username, nickname: recipient.nickname },
  };
}
