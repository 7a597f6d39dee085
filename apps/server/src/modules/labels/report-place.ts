/**
 * Members' reports of closed or moved places and "still there" (docs/api.md "Reports of closed or moved places"):
 * - a report goes to the console's queue (kind `place_report`); one per member, shop and platform day, reserved by
 *   the unique key before anything else happens, so a burst files one;
 * - `closed` reports of distinct members in the last 30 days reaching `place_closed_reports` mark the shop
 *   `closed_reported` until an operator decides;
 * - "still there" from a member who ordered there or stands within 200 m counts toward `last_confirmed`, the
 *   latest of that, a completed order's receipt and the merchant's own update.
 */
import { PLACE_REPORT_PIN_MAX_M, type PlaceReportBody } from '@app/contract';
import type { z } from 'zod';
import type { placeReportBody, stillThereBody } from '@app/contract';
import { conflict, forbidden, notFound, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { getSetting } from '../settings/settings.service.ts';
import { labelSetting } from './labels.settings.ts';
import { haversineMetres } from './geo.ts';
import { findLabel } from './labels.repository.ts';
import type { LabelRow } from './labels.tables.ts';
import {
  countClosedReporters,
  insertConfirmation,
  insertPlaceReport,
  lastConfirmation,
  setClosedReported,
} from './place-reports.repository.ts';
import type { ShopFacts } from './shop-facts.ts';

/** "Closed" reports older than this no longer count toward the mark. */
const CLOSED_WINDOW_S = 30 * 86_400;
/** A member this close to the pin may say the place is still there without having ordered. */
const STILL_THERE_M = 200;

/** The calendar day in the platform's zone (the `signin_timezone` setting), as YYYY-MM-DD. */
export async function platformDay(db: Db, now: number): Promise<string> {
  const zone = await getSetting(db, 'signin_timezone');
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(now * 1000),
  );
}

/** A shop on the map (passed, not hidden, not deleted), or 404. */
async function shopOnMap(db: Db, id: number): Promise<LabelRow> {
  const row = await findLabel(db, id);
  if (!row || row.type !== 'shop' || row.status !== 'passed' || row.hidden === 1) throw notFound('labels.not_found');
  return row;
}

/** The new pin of a `moved` report, checked; null for the other kinds. */
function movedPin(shop: LabelRow, body: PlaceReportBody): { lat: number; lng: number } | null {
  if (body.kind !== 'moved') return null;
  if (body.lat === undefined || body.lng === undefined) throw refuse('validation.required');
  const lat = Number(body.lat);
  const lng = Number(body.lng);
  if (haversineMetres(Number(shop.lat), Number(shop.lng), lat, lng) > PLACE_REPORT_PIN_MAX_M)
    throw refuse('labels.report_pin_far');
  return { lat, lng };
}

export async function reportPlace(
  db: Db,
  userId: number,
  body: z.output<typeof placeReportBody>,
): Promise<{ report_id: number }> {
  const shop = await shopOnMap(db, body.id);
  if (Number(shop.user_id) === userId) throw forbidden('labels.report_own');
  const pin = movedPin(shop, body);
  const now = clock.now();
  const day = await platformDay(db, now);
  const threshold = await labelSetting(db, 'place_closed_reports');
  return db.transaction().execute(async (trx) => {
    const id = await insertPlaceReport(trx, {
      labelId: body.id,
      userId,
      kind: body.kind,
      note: body.note ?? '',
      lat: pin?.lat ?? null,
      lng: pin?.lng ?? null,
      day,
      now,
    });
    if (id === undefined) throw conflict('labels.report_today');
    if (body.kind === 'closed' && (await countClosedReporters(trx, body.id, now - CLOSED_WINDOW_S)) >= threshold)
      await setClosedReported(trx, body.id, true);
    return { report_id: id };
  });
}

/** The latest of a completed order's receipt, a member's "still there" and the merchant's own update. */
export async function lastConfirmed(db: Db, facts: ShopFacts, shop: LabelRow): Promise<number | null> {
  const [receipt, confirmation] = await Promise.all([
    facts.lastReceipt(db, { id: Number(shop.id), user_id: Number(shop.user_id) }),
    lastConfirmation(db, Number(shop.id)),
  ]);
  const times = [receipt, confirmation, Number(shop.updatetime)].filter((t): t is number => t !== null && t > 0);
  return times.length ? Math.max(...times) : null;
}

export async function confirmStillThere(
  db: Db,
  facts: ShopFacts,
  userId: number,
  body: z.output<typeof stillThereBody>,
): Promise<{ last_confirmed: number }> {
  const shop = await shopOnMap(db, body.id);
  const near =
    body.lat !== undefined &&
    body.lng !== undefined &&
    haversineMetres(Number(shop.lat), Number(shop.lng), Number(body.lat), Number(body.lng)) <= STILL_THERE_M;
  if (!near && !(await facts.hasOrdered(db, userId, body.id))) throw forbidden('labels.stillthere_far');
  const now = clock.now();
  // A second "still there" the same day changes nothing; the answer is the same.
  await insertConfirmation(db, { labelId: body.id, userId, day: await platformDay(db, now), now });
  return { last_confirmed: (await lastConfirmed(db, facts, shop)) ?? now };
}
