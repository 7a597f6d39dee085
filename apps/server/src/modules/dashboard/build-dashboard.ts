/**
 * The operators' dashboard in one reply (docs/api.md "Operators' dashboard"): only the parts the operator's role
 * may open are read at all, and those are read side by side.
 */
import type { AdminDashboard, AdminRole } from '@app/contract';
import type { Job } from '../../core/jobs.ts';
import type { Db } from '../../db/database.ts';
import type { ReviewKinds } from '../admin/review/review-registry.ts';
import { can } from '../admin/permissions.ts';
import { memberFigures } from '../users/index.ts';
import { jobsPart, moneyPart, queuesPart, volumesPart } from './dashboard-parts.ts';

/** What the app's registry tells the dashboard (ctx.registry, modules/registry.ts): its review queues and jobs. */
export interface DashboardSources {
  reviewKinds: ReviewKinds;
  jobs: ReadonlyMap<string, Job>;
}

/** `now` in unix seconds (the clock), `nowMs` the wall clock the job leases are written with. */
export async function buildDashboard(
  db: Db,
  sources: DashboardSources,
  role: AdminRole,
  now: number,
  nowMs: number,
): Promise<AdminDashboard> {
  const [members, money, volumes, queues, jobs] = await Promise.all([
    can(role, 'members.view') ? memberFigures(db, now) : undefined,
    can(role, 'money.view') ? moneyPart(db, now) : undefined,
    can(role, 'orders.view') ? volumesPart(db, now) : undefined,
    can(role, 'review.view') ? queuesPart(db, sources.reviewKinds, can(role, 'reports.view')) : undefined,
    can(role, 'config.view') ? jobsPart(db, [...sources.jobs.values()], nowMs) : undefined,
  ]);
  const reply: AdminDashboard = { generated: now };
  if (members) reply.members = members;
  if (money) reply.money = money;
  if (volumes) reply.volumes = volumes;
  if (queues) reply.queues = queues;
  if (jobs) reply.jobs = jobs;
  return reply;
}
