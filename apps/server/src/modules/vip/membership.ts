/**
 * Membership arithmetic (buying again extends; docs/api.md /api/vipp/submit): pure functions of the
 * current membership, the period bought and the time, so the rules are tested without a database.
 * Calendar months and years are counted in UTC: a month bought on 31 January runs to 28/29 February.
 */
import { VIP_LEVEL, type VipPeriod } from '@app/contract';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

export interface Membership {
  /** 0 none; 1 monthly, 2 yearly, 3 lifetime */
  level: number;
  /** unix seconds; null for lifetime (or none) */
  expiretime: number | null;
}

export const NO_MEMBERSHIP: Membership = { level: 0, expiretime: null };

/** The membership in force at `now`: a lapsed one counts as none. */
export function activeMembership(stored: Membership, now: number): Membership {
  if (stored.level <= 0) return NO_MEMBERSHIP;
  if (stored.level === VIP_LEVEL.lifetime) return { level: stored.level, expiretime: null };
  return stored.expiretime !== null && stored.expiretime > now ? stored : NO_MEMBERSHIP;
}

export function isLifetime(membership: Membership): boolean {
  return membership.level === VIP_LEVEL.lifetime;
}

/**
 * After buying `period`: a lifetime plan makes it lifetime; otherwise the time runs on from the current
 * expiry while a membership is active (from now when none is), and the level is the higher of the two.
 * A lifetime member has nothing to extend: the caller refuses that purchase.
 */
export function extendMembership(current: Membership, period: VipPeriod, now: number): Membership {
  const active = activeMembership(current, now);
  if (isLifetime(active)) throw new Error('membership: a lifetime membership cannot be extended');
  if (period === 'lifetime') return { level: VIP_LEVEL.lifetime, expiretime: null };
  const from = dayjs.unix(active.expiretime ?? now).utc();
  const until = from.add(1, period === 'month' ? 'month' : 'year');
  return { level: Math.max(active.level, VIP_LEVEL[period]), expiretime: until.unix() };
}
