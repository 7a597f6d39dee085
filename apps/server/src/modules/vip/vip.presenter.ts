/** VIP rows as the contract's replies (API.md /api/vipp/*); amounts as decimal strings of their coin. */
import type { AdminVipPlan, Coin, VipBenefit, VipMine, VipPlan } from '@app/contract';
import { formatCoinAmount } from '../ledger/index.ts';
import type { Membership } from './membership.ts';
import type { PlanRow } from './vip.repository.ts';

export function presentPlan(plan: PlanRow): VipPlan {
  return {
    id: plan.id,
    name: plan.name,
    period: plan.period,
    price: formatCoinAmount(plan.coin as Coin, plan.price),
    coin: plan.coin,
    benefits: plan.benefits,
  };
}

export function presentAdminPlan(plan: PlanRow, sold: number): AdminVipPlan {
  return { ...presentPlan(plan), enabled: plan.enabled, sort: plan.sort, sold };
}

export function presentMine(membership: Membership, cards: number, benefits: VipBenefit[]): VipMine {
  return { vip: membership.level, expiretime: membership.expiretime, cards, benefits };
}
