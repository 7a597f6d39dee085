/**
 * Buying a VIP plan (docs/api.md /api/vipp/submit; docs/product.md §5 "a service must be chosen and the agreement
 * accepted"): paid from the member's available balance in the plan's coin into the platform's `revenue`
 * account, with the membership extended in the same transaction. A plan with the `annual_card` benefit
 * also grants one annual card. The membership is changed compare-and-set, so two purchases at once
 * cannot both extend from the same expiry: the loser's whole transaction (payment included) is retried.
 */
import { parseLocalized, type Coin, type VipSubmitBody, type VipSubmitReply } from '@app/contract';
import { conflict, notFound } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { accountForUser, formatCoinAmount, postTransfer, systemAccount, withTransaction } from '../ledger/index.ts';
import { checkPayPassword } from '../users/pay-password.ts';
import { readMembership, replaceMembership } from '../users/member-standing.ts';
import { activeMembership, extendMembership, isLifetime } from './membership.ts';
import * as repo from './vip.repository.ts';

const RETRIES = 3;
/** Thrown inside the transaction to roll it back when the membership moved under us. */
class MembershipMoved extends Error {}
/** Thrown inside the transaction when the idempotency key was already applied: nothing may change. */
class AlreadyApplied extends Error {}

async function replay(db: Db, userId: number, key: string): Promise<VipSubmitReply | undefined> {
  const order = await repo.findOrderByKey(db, userId, key);
  if (!order) return undefined;
  return {
    vip: order.level,
    expiretime: order.expiretime,
    paid: formatCoinAmount(order.coin as Coin, order.price),
    coin: order.coin,
    cards: await repo.getCards(db, userId),
  };
}

async function purchaseOnce(db: Db, userId: number, plan: repo.PlanRow, key: string | null): Promise<VipSubmitReply> {
  return withTransaction(db, async (trx) => {
    const now = clock.now();
    const before = await readMembership(trx, userId);
    if (isLifetime(activeMembership(before, now))) throw conflict('vip.already_lifetime');
    const after = extendMembership(before, plan.period, now);
    const [member, revenue] = [await accountForUser(trx, userId), await systemAccount(trx, 'revenue')];
    const posting = await postTransfer(trx, {
      kind: 'vip',
      // The ledger keeps one wording; the English name is the one every plan has.
      memo: `${parseLocalized(plan.name).en} (${plan.period})`,
      idempotencyKey: key ? `vip:${userId}:${key}` : undefined,
      legs: [
        { account: member.id, coin: plan.coin as Coin, amount: -plan.price },
        { account: revenue.id, coin: plan.coin as Coin, amount: plan.price },
      ],
    });
    if (posting.replayed) throw new AlreadyApplied();
    if (!(await replaceMembership(trx, userId, before, after))) throw new MembershipMoved();
    const cardsGranted = plan.benefits.includes('annual_card') ? 1 : 0;
    if (cardsGranted) await repo.addCards(trx, userId, cardsGranted, now);
    await repo.insertOrder(trx, {
      userId,
      plan,
      before,
      after,
      cardsGranted,
      postingId: posting.postingId,
      idempotencyKey: key,
      now,
    });
    return {
      vip: after.level,
      expiretime: after.expiretime,
      paid: formatCoinAmount(plan.coin as Coin, plan.price),
      coin: plan.coin,
      cards: await repo.getCards(trx, userId),
    };
  });
}

export async function purchaseVip(db: Db, userId: number, body: VipSubmitBody): Promise<VipSubmitReply> {
  const key = body.idempotency_key ?? null;
  if (key) {
    const earlier = await replay(db, userId, key);
    if (earlier) return earlier;
  }
  const plan = await repo.findPlan(db, body.plan_id);
  if (!plan || !plan.enabled) throw notFound('vip.plan_missing');
  await checkPayPassword(db, userId, body.paypassword);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await purchaseOnce(db, userId, plan, key);
    } catch (error) {
      if (error instanceof AlreadyApplied && key) {
        const earlier = await replay(db, userId, key);
        if (earlier) return earlier;
      }
      if (error instanceof MembershipMoved && attempt < RETRIES) continue;
      if (error instanceof MembershipMoved || error instanceof AlreadyApplied) throw conflict('vip.busy');
      throw error;
    }
  }
}
