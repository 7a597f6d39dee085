/**
 * The reminder that a VIP membership is ending (docs/api.md "Notifications", `vip_expiring`): a job tells each
 * member whose membership ends within VIP_EXPIRY_NOTICE_DAYS, once per end date — a renewal moves the end
 * date, so the next ending is told again. Lifetime memberships (no end date) are never reminded.
 */
import { clock } from '../../core/clock.ts';
import type { Job } from '../../core/jobs.ts';
import type { Db } from '../../db/database.ts';
import { notify } from '../notices/index.ts';
import { membersWithVipEnding } from '../users/index.ts';

export const VIP_EXPIRY_NOTICE_DAYS = 3;
const DAY = 86_400;

/** Tells every member whose VIP ends soon and who was not yet told of this end date; returns how many were told. */
export async function remindExpiringVips(db: Db): Promise<number> {
  const now = clock.now();
  const ending = await membersWithVipEnding(db, now, now + VIP_EXPIRY_NOTICE_DAYS * DAY);
  let told = 0;
  for (const member of ending) {
    const endsAt = Number(member.vip_expiretime);
    const created = await notify(db, {
      userId: member.id,
      type: 'vip_expiring',
      params: { days: Math.max(1, Math.ceil((endsAt - now) / DAY)) },
      link: '/page/annualcard/upgrades',
      once: { key: `vip_expiring:${endsAt}`, while: 'ever' },
    });
    if (created) told++;
  }
  return told;
}

export const VIP_JOBS = { expiring: 'vip.expiring' } as const;

/** The VIP module's background jobs, registered from its entry in modules/index.ts. */
export const VIP_JOB_LIST: Job[] = [{ name: VIP_JOBS.expiring, everyMs: 10 * 60_000, run: (ctx) => remindExpiringVips(ctx.db) }];
