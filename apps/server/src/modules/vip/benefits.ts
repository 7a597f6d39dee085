/**
 * What a member's VIP membership unlocks; the benefits other features read come from this one place
 * (docs/api.md "Sign-in, VIP"). A member's benefits are those of the enabled plan of their active level's period; features ask
 * here (withdrawal limits, sign-in points), never the users table or the plans themselves.
 */
import { VIP_LEVEL, VIP_PERIODS, type VipBenefit } from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { readMembership } from '../users/member-standing.ts';
import { activeMembership, type Membership } from './membership.ts';
import * as repo from './vip.repository.ts';

const periodOfLevel = (level: number) => VIP_PERIODS.find((period) => VIP_LEVEL[period] === level);

export async function benefitsOfMembership(db: Db, membership: Membership): Promise<VipBenefit[]> {
  const period = periodOfLevel(membership.level);
  if (!period) return [];
  const plans = await repo.listPlans(db, { enabledOnly: false });
  const plan = plans.find((p) => p.period === period && p.enabled) ?? plans.find((p) => p.period === period);
  return plan?.benefits ?? [];
}

export async function memberBenefits(db: Db, userId: number): Promise<VipBenefit[]> {
  const membership = activeMembership(await readMembership(db, userId), clock.now());
  return benefitsOfMembership(db, membership);
}

/** Daily withdrawal limits are doubled by `withdraw_limit_x2`. */
export async function withdrawLimitMultiplier(db: Db, userId: number): Promise<bigint> {
  return (await memberBenefits(db, userId)).includes('withdraw_limit_x2') ? 2n : 1n;
}

/** Sign-in points are doubled by `signin_double`. */
export async function signinMultiplier(db: Db, userId: number): Promise<bigint> {
  return (await memberBenefits(db, userId)).includes('signin_double') ? 2n : 1n;
}
