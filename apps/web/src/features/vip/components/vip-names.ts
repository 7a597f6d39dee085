/** Translation keys of VIP levels, periods and benefits (docs/product.md §6: monthly, yearly, long-term). */
import type { VipBenefit, VipPeriod } from '@app/contract';

export const LEVEL_TITLE: Record<number, string> = {
  0: 'vip.level_none',
  1: 'vip.level_month',
  2: 'vip.level_year',
  3: 'vip.level_lifetime',
};

export const PERIOD_PRICE: Record<VipPeriod, string> = {
  month: 'vip.per_month',
  year: 'vip.per_year',
  lifetime: 'vip.once',
};

export const BENEFIT_TITLE: Record<VipBenefit, string> = {
  badge: 'vip.benefit_badge',
  withdraw_limit_x2: 'vip.benefit_withdraw_limit_x2',
  signin_double: 'vip.benefit_signin_double',
  annual_card: 'vip.benefit_annual_card',
};
