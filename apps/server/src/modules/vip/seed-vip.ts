/**
 * Demo VIP plans (README "Demo accounts"): a monthly, a yearly and a long-term plan with their benefits, and one annual
 * card for `demo` so the exchange can be tried. Plans are created only when there are none, so seeding
 * twice changes nothing and an operator's own plans are never touched.
 */
import type { AppContext } from '../../core/context.ts';
import { clock } from '../../core/clock.ts';
import { parseCoinAmount } from '../ledger/index.ts';
import { findUserByUsername } from '../users/index.ts';
import { VIP_PLAN_NAMES } from '../../db/localized-names.ts';
import * as repo from './vip.repository.ts';

const DEMO_PLANS: repo.PlanInput[] = [
  {
    name: JSON.stringify(VIP_PLAN_NAMES.month),
    period: 'month',
    coin: 'USDT',
    price: parseCoinAmount('USDT', '9.9'),
    benefits: ['badge', 'withdraw_limit_x2'],
    enabled: true,
    sort: 1,
  },
  {
    name: JSON.stringify(VIP_PLAN_NAMES.year),
    period: 'year',
    coin: 'USDT',
    price: parseCoinAmount('USDT', '99'),
    benefits: ['badge', 'withdraw_limit_x2', 'signin_double', 'annual_card'],
    enabled: true,
    sort: 2,
  },
  {
    name: JSON.stringify(VIP_PLAN_NAMES.lifetime),
    period: 'lifetime',
    coin: 'USDT',
    price: parseCoinAmount('USDT', '299'),
    benefits: ['badge', 'withdraw_limit_x2', 'signin_double', 'annual_card'],
    enabled: true,
    sort: 3,
  },
];

export async function seedDemoVip(ctx: AppContext): Promise<void> {
  if ((await repo.countPlans(ctx.db)) > 0) return;
  const now = clock.now();
  for (const plan of DEMO_PLANS) await repo.insertPlan(ctx.db, plan, now);
  const demo = await findUserByUsername(ctx.db, 'demo');
  if (demo) await repo.addCards(ctx.db, demo.id, 1, now);
}
