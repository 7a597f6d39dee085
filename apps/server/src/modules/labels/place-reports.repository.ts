/**
 * Queries of place_reports and place_confirmations (migration 0036_map_places; docs/api.md "Reports of closed or moved places").
 * The unique (label, member, day) keys are what let one of two simultaneous
 * reports or confirmations count.
 */
import type { PlaceReportKind } from '@app/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { latBand } from './geo.ts';
import { storeShopHours, zoneAt } from './hours.repository.ts';
import type { PlaceReportRow, PlaceReportStatus } from './labels.tables.ts';

export interface NewPlaceReport {
  labelId: number;
  userId: number;
  kind: PlaceReportKind;
  note: string;
  lat: number | null;
  lng: number | null;
  day: string;
  now: number;
}

/** The report's id, or undefined when the member already reported this shop that day. */
export async function insertPlaceReport(db: Db, r: NewPlaceReport): Promise<number | undefined> {
  const row = await db
    .insertInto('place_reports')
    .values({
      label_id: r.labelId,
      user_id: r.userId,
      kind: r.kind,
      note: r.note,
      lat: r.lat,
      lng: r.lng,
      day: r.day,
      createtime: r.now,
    })
    .onConflict((oc) => oc.columns(['label_id', 'user_id', 'day']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** Distinct members with a pending "closed" report on the shop since `since`. */
export async function countClosedReporters(db: Db, labelId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('place_reports')
    .select(sql<number | string>`count(distinct user_id)`.as('n'))
    .where('label_id', '=', labelId)
    .where('kind', '=', 'closed')
    .where('status', '=', 'pending')
    .where('createtime', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setClosedReported(db: Db, labelId: number, reported: boolean): Promise<void> {
  await db
    .updateTable('labels')
    .set({ closed_reported: reported ? 1 : 0 })
    .where('id', '=', labelId)
    .execute();
}

const toReport = (r: PlaceReportRow): PlaceReportRow => ({
  ...r,
  id: Number(r.id),
  label_id: Number(r.label_id),
  user_id: Number(r.user_id),
  lat: r.lat === null ? null : Number(r.lat),
  lng: r.lng === null ? null : Number(r.lng),
  createtime: Number(r.createtime),
});

export async function findPlaceReport(db: Db, id: number): Promise<PlaceReportRow | undefined> {
  const row = await db.selectFrom('place_reports').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toReport(row);
}

export async function pagePlaceReports(
  db: Db,
  q: { status?: PlaceReportStatus; offset: number; limit: number },
): Promise<{ total: number; rows: PlaceReportRow[] }> {
  const base = db.selectFrom('place_reports').$if(q.status !== undefined, (b) => b.where('status', '=', q.status!));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('id', 'asc').limit(q.limit).offset(q.offset).execute(),
  ]);
  return { total: Number(count.n), rows: rows.map(toReport) };
}

export interface PlaceDecision {
  status: Exclude<PlaceReportStatus, 'pending'>;
  decision: string;
  reason: string;
  adminId: number;
  now: number;
}

/** Decides the report while it is pending; false when another decision came first. */
export async function decidePlaceReport(db: Db, id: number, d: PlaceDecision): Promise<boolean> {
  const result = await db
    .updateTable('place_reports')
    .set({ status: d.status, decision: d.decision, reason: d.reason, admin_id: d.adminId, decidetime: d.now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The shop's other pending "closed" reports take the same decision (one decision answers them all). */
export async function decideClosedReports(db: Db, labelId: number, d: PlaceDecision): Promise<void> {
  await db
    .updateTable('place_reports')
    .set({ status: d.status, decision: d.decision, reason: d.reason, admin_id: d.adminId, decidetime: d.now })
    .where('label_id', '=', labelId)
    .where('kind', '=', 'closed')
    .where('status', '=', 'pending')
    .execute();
}

/** Moves a label's pin (an operator confirmed a "moved" report); its zone follows the new point. */
export async function moveLabelPin(db: Db, id: number, lat: number, lng: number, now: number): Promise<void> {
  const row = await db
    .updateTable('labels')
    .set({ lat, lng, lat_band: latBand(lat), time_zone: zoneAt(lat, lng), updatetime: now })
    .where('id', '=', id)
    .returning(['id', 'type', 'business_hours', 'time_zone'])
    .executeTakeFirst();
  if (row) await storeShopHours(db, [row]);
}

/** A member's "still there" for the day; false when they already said it that day. */
export async function insertConfirmation(db: Db, c: { labelId: number; userId: number; day: string; now: number }) {
  const row = await db
    .insertInto('place_confirmations')
    .values({ label_id: c.labelId, user_id: c.userId, day: c.day, createtime: c.now })
    .onConflict((oc) => oc.columns(['label_id', 'user_id', 'day']).doNothing())
    .returning('label_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function lastConfirmation(db: Db, labelId: number): Promise<number | null> {
  const row = await db
    .selectFrom('place_confirmations')
    .select((eb) => eb.fn.max('createtime').as('last'))
    .where('label_id', '=', labelId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? null : Number(row.last);
}
