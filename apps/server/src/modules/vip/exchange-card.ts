/**
 * Annual card exchange (docs/api.md /api/vipp/exchange; docs/product.md §5 "only one annual card may be exchanged at a
 * time", §9 "one annual card per exchange"): one card becomes the configured DGB points, granted from the
 * `rewards` issuance account. The card is taken with a conditional update in the same transaction as the
 * credit, so a card is never spent twice and points never come without a card.
 */
import type { CardExchangeBody, CardExchangeReply } from '@app/contract';
import { refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import {
  accountForUser,
  formatCoinAmount,
  parseCoinAmount,
  postTransfer,
  systemAccount,
  withTransaction,
} from '../ledger/index.ts';
import { vipSetting } from './vip.settings.ts';
import { checkPayPassword } from '../users/pay-password.ts';
import * as repo from './vip.repository.ts';

class AlreadyApplied extends Error {}

async function replay(db: Db, userId: number, key: string): Promise<CardExchangeReply | undefined> {
  const earlier = await repo.findCardExchangeByKey(db, userId, key);
  return earlier && { points: formatCoinAmount('DGB', earlier.points), cards: await repo.getCards(db, userId) };
}

export async function exchangeCard(db: Db, userId: number, body: CardExchangeBody): Promise<CardExchangeReply> {
  const key = body.idempotency_key ?? null;
  const earlier = key ? await replay(db, userId, key) : undefined;
  if (earlier) return earlier;
  if ((await repo.getCards(db, userId)) < 1) throw refuse('vip.no_card');
  await checkPayPassword(db, userId, body.paypassword);
  const points = parseCoinAmount('DGB', await vipSetting(db, 'card_exchange_points'));
  try {
    return await withTransaction(db, async (trx) => {
      const now = clock.now();
      if (!(await repo.takeOneCard(trx, userId, now))) throw refuse('vip.no_card');
      const [member, rewards] = [await accountForUser(trx, userId), await systemAccount(trx, 'rewards')];
      const posting = await postTransfer(trx, {
        kind: 'card_exchange',
        memo: 'annual card',
        idempotencyKey: key ? `card:${userId}:${key}` : undefined,
        legs: [
          { account: rewards.id, coin: 'DGB', amount: -points },
          { account: member.id, coin: 'DGB', amount: points },
        ],
      });
      if (posting.replayed) throw new AlreadyApplied();
      await repo.insertCardExchange(trx, { userId, points, postingId: posting.postingId, key, now });
      return { points: formatCoinAmount('DGB', points), cards: await repo.getCards(trx, userId) };
    });
  } catch (error) {
    const again = error instanceof AlreadyApplied && key ? await replay(db, userId, key) : undefined;
    if (again) return again;
    throw error;
  }
}
