/**
 * The console's queue of place reports (review kind `place_report`; docs/api.md "Reports of closed or moved places"):
 * `confirm_closed` hides the shop and tells its owner, `dismiss` clears the "reported closed" mark, `move` (a
 * `moved` report only) puts the pin where the member said. A decision on a "closed" report answers the shop's
 * other pending "closed" reports too, so the queue holds no stale copies.
 */
import { PLACE_REPORT_DECISIONS, type PlaceReportDecision, type PlaceReportDetail, type ReviewItem } from '@app/contract';
import { AppError } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import type { ReviewKindHandler } from '../admin/review/review-registry.ts';
import { notify } from '../notices/index.ts';
import { usernamesByIds } from '../users/member-names.ts';
import { findLabels, setHidden } from './labels.repository.ts';
import type { LabelRow, PlaceReportRow } from './labels.tables.ts';
import {
  countClosedReporters,
  decideClosedReports,
  decidePlaceReport,
  findPlaceReport,
  moveLabelPin,
  pagePlaceReports,
  setClosedReported,
  type PlaceDecision,
} from './place-reports.repository.ts';

const CLOSED_WINDOW_S = 30 * 86_400;
const recordId = (id: number | string) => (/^\d{1,15}$/.test(String(id)) ? Number(id) : undefined);

function actionsOf(r: PlaceReportRow): PlaceReportDecision[] {
  if (r.status !== 'pending') return [];
  return r.kind === 'moved' ? ['confirm_closed', 'dismiss', 'move'] : ['confirm_closed', 'dismiss'];
}

async function present(db: Db, rows: PlaceReportRow[]): Promise<ReviewItem[]> {
  const [names, shops, closedCounts] = await Promise.all([
    usernamesByIds(
      db,
      rows.map((r) => r.user_id),
    ),
    findLabels(db, [...new Set(rows.map((r) => r.label_id))]),
    Promise.all(rows.map((r) => countClosedReporters(db, r.label_id, clock.now() - CLOSED_WINDOW_S))),
  ]);
  const byId = new Map(shops.map((s) => [Number(s.id), s]));
  return rows.map((r, i) => {
    const shop = byId.get(r.label_id);
    const detail: PlaceReportDetail = {
      shop_id: r.label_id,
      shop_name: shop?.title ?? '',
      shop_lat: Number(shop?.lat ?? 0),
      shop_lng: Number(shop?.lng ?? 0),
      kind: r.kind,
      note: r.note,
      lat: r.lat,
      lng: r.lng,
      closed_reports: closedCounts[i]!,
      closed_reported: shop?.closed_reported === 1,
      actions: actionsOf(r),
      decision: (PLACE_REPORT_DECISIONS as readonly string[]).includes(r.decision) ? (r.decision as PlaceReportDecision) : null,
    };
    return {
      id: r.id,
      kind: 'place_report' as const,
      status: r.status,
      user_id: r.user_id,
      username: names.get(r.user_id) ?? '',
      createtime: r.createtime,
      detail,
    };
  });
}

async function applyDecision(trx: Db, r: PlaceReportRow, shop: LabelRow, action: PlaceReportDecision, d: PlaceDecision) {
  if (action === 'confirm_closed') {
    await setHidden(trx, { id: r.label_id, hidden: true, reason: d.reason || 'closed', now: d.now });
    await notify(trx, {
      userId: Number(shop.user_id),
      type: 'shop_closed',
      params: { name: shop.title },
      link: '/shopenter/myapplications',
    });
  }
  if (action === 'move') await moveLabelPin(trx, r.label_id, r.lat!, r.lng!, d.now);
  if (r.kind === 'closed' || action === 'confirm_closed') {
    await decideClosedReports(trx, r.label_id, d);
    await setClosedReported(trx, r.label_id, false);
  }
}

export const placeReportReview: ReviewKindHandler<PlaceReportDecision> = {
  actions: PLACE_REPORT_DECISIONS,
  async list(db, query) {
    const { total, rows } = await pagePlaceReports(db, {
      status: query.status,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return { total, items: await present(db, rows) };
  },
  async find(db, id) {
    const numeric = recordId(id);
    const row = numeric === undefined ? undefined : await findPlaceReport(db, numeric);
    return row ? (await present(db, [row]))[0] : undefined;
  },
  async decide(trx, input) {
    const numeric = recordId(input.id);
    const report = numeric === undefined ? undefined : await findPlaceReport(trx, numeric);
    if (!report) return false;
    if (!actionsOf(report).includes(input.action))
      throw new AppError('validation', 'admin.review_action_invalid', { kind: 'place_report' });
    const [shop] = await findLabels(trx, [report.label_id]);
    const d: PlaceDecision = {
      status: input.action === 'dismiss' ? 'rejected' : 'passed',
      decision: input.action,
      reason: input.reason,
      adminId: input.adminId,
      now: clock.now(),
    };
    if (!shop || !(await decidePlaceReport(trx, report.id, d))) return false;
    await applyDecision(trx, report, shop, input.action, d);
    return true;
  },
};
