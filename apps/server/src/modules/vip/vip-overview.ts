/** /api/vipp/index: the plans on sale and the member's own membership, cards and benefits. */
import type { Locale, VipIndexReply } from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { vipSetting } from './vip.settings.ts';
import { readMembership } from '../users/member-standing.ts';
import { benefitsOfMembership } from './benefits.ts';
import { activeMembership } from './membership.ts';
import { presentMine, presentPlan } from './vip.presenter.ts';
import * as repo from './vip.repository.ts';

export async function getVipOverview(db: Db, userId: number, locale: Locale): Promise<VipIndexReply> {
  const membership = activeMembership(await readMembership(db, userId), clock.now());
  const [plans, cards, benefits, cardPoints] = await Promise.all([
    repo.listPlans(db, { enabledOnly: true }),
    repo.getCards(db, userId),
    benefitsOfMembership(db, membership),
    vipSetting(db, 'card_exchange_points'),
  ]);
  return {
    plans: plans.map((plan) => presentPlan(plan, locale)),
    mine: presentMine(membership, cards, benefits),
    card_points: cardPoints,
  };
}
