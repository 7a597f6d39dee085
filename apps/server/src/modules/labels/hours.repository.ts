/**
 * A shop's readable business hours and zone as the `open_now` filter reads them (docs/api.md "Map filters";
 * migration 0036_map_places): label_hours holds the minutes of its own week, label_time_zones every zone in use.
 * Kept whenever a label is written; a person label or unreadable hours have no rows.
 */
import { parseBusinessHours } from '@app/contract/rules/business-hours';
import tzlookup from '@photostructure/tz-lookup';
import type { Db } from '../../db/database.ts';

/** The IANA zone at a point (the time zone polygons' lookup); '' when it cannot be told (the platform's then). */
export function zoneAt(lat: number, lng: number): string {
  try {
    return tzlookup(lat, lng);
  } catch {
    return '';
  }
}

export interface HoursSource {
  id: number | string;
  type: string;
  business_hours: string;
  time_zone: string;
}

/** Replaces the hours of these labels with what their text says now. */
export async function storeShopHours(db: Db, labels: readonly HoursSource[]): Promise<void> {
  if (labels.length === 0) return;
  await db
    .deleteFrom('label_hours')
    .where(
      'label_id',
      'in',
      labels.map((l) => Number(l.id)),
    )
    .execute();
  const rows = labels.flatMap((l) =>
    l.type === 'shop'
      ? (parseBusinessHours(l.business_hours) ?? []).map((r) => ({ label_id: Number(l.id), start_min: r.start, end_min: r.end }))
      : [],
  );
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('label_hours')
      .values(rows.slice(i, i + 500))
      .execute();
  const zones = [...new Set(labels.filter((l) => l.type === 'shop' && l.time_zone).map((l) => l.time_zone))];
  if (zones.length > 0)
    await db
      .insertInto('label_time_zones')
      .values(zones.map((name) => ({ name })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
}
