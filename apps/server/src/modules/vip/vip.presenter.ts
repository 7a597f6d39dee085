/** VIP rows as the contract's replies (docs/api.md /api/vipp/*); amounts as decimal strings of their coin. */
import {
  parseLocalized,
  pickLocalized,
  type AdminVipPlan,
  type Coin,
  type Locale,
  type VipBenefit,
  type VipMine,
  type VipPlan,
} from '@app/contract';
import { formatCoinAmount } from '../ledger/index.ts';
import type { Membership } from './membership.ts';
import type { PlanRow } from './vip.repository.ts';

/** A member reads the plan name in their language (English when the operator left it out). */
export function presentPlan(plan: PlanRow, locale: Locale): VipPlan {
  return {
    id: plan.id,
    name: pickLocalized(parseLocalized(plan.name), locale),
    period: plan.period,
    price: formatCoinAmount(plan.coin as Coin, plan.price),
    coin: plan.coin,
    benefits: plan.benefits,
  };
}

export function presentAdminPlan(plan: PlanRow, sold: number): AdminVipPlan {
  return { ...presentPlan(plan, 'en'), name: parseLocalized(plan.name), enabled: plan.enabled, sort: plan.sort, sold };
}

export function presentMine(membership: Membership, cards: number, benefits: VipBenefit[]): VipMine {
  return { vip: membership.level, expiretime: membership.expiretime, cards, benefits };
}
