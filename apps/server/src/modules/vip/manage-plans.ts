/** The console's VIP plans (docs/api.md "Admin": configuration … VIP plans): list with sales, create and edit, audited. */
import type { AdminVipPlanListReply, AdminVipPlanSaveBody, Coin } from '@app/contract';
import { notFound } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../admin/audit.service.ts';
import { parseCoinAmount } from '../ledger/index.ts';
import { presentAdminPlan } from './vip.presenter.ts';
import * as repo from './vip.repository.ts';

export async function listPlansForConsole(db: Db): Promise<AdminVipPlanListReply> {
  const [plans, sales] = await Promise.all([repo.listPlans(db, { enabledOnly: false }), repo.salesByPlan(db)]);
  return { plans: plans.map((plan) => presentAdminPlan(plan, sales.get(plan.id) ?? 0)) };
}

export async function savePlan(db: Db, adminId: number, body: AdminVipPlanSaveBody): Promise<AdminVipPlanListReply> {
  const input: repo.PlanInput = {
    name: JSON.stringify(body.name),
    period: body.period,
    coin: body.coin,
    price: parseCoinAmount(body.coin as Coin, body.price),
    benefits: [...new Set(body.benefits)],
    enabled: body.enabled,
    sort: body.sort,
  };
  const now = clock.now();
  let id = body.id;
  if (id === undefined) id = await repo.insertPlan(db, input, now);
  else if (!(await repo.updatePlan(db, id, input, now))) throw notFound();
  await recordAudit(db, adminId, body.id === undefined ? 'vip.plan_create' : 'vip.plan_update', `vip_plan:${id}`, {
    ...body,
    id,
  });
  return listPlansForConsole(db);
}
