/**
 * The map's shop filters (docs/api.md "Map filters"): `open_now`, `min_rating`, `verified`, `accepts_pi`, as one SQL
 * condition on the labels alias that nearby and search add to their spatial query, so the index still chooses the
 * candidates (docs/architecture.md). Any of them keeps shops only.
 * - open_now: the shop's readable hours (label_hours, minutes of its own week) include the minute of the week now
 *   in its zone (`time_zone`; '' = the platform's, the `signin_timezone` setting); each zone in use is one CASE arm.
 * - min_rating: the shop module's review sums (shop-facts.ts); verified: the owner passed identity verification;
 *   accepts_pi: the merchant's own flag, or goods priced in PI (shop-facts.ts).
 */
import { weekMinuteIn } from '@app/contract/rules/business-hours';
import { sql, type RawBuilder } from 'kysely';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { getSetting } from '../settings/settings.service.ts';
import { verifiedMemberIds } from '../users/verify-level.ts';
import type { ShopFacts } from './shop-facts.ts';

export interface MapFilters {
  open_now?: boolean;
  min_rating?: number;
  verified?: boolean;
  accepts_pi?: boolean;
}

/** The condition on `alias`, or undefined when no shop filter is asked. */
export type MapFilterSql = (alias: string) => RawBuilder<boolean>;

export const asksShopFilter = (f: MapFilters) => Boolean(f.open_now || f.min_rating !== undefined || f.verified || f.accepts_pi);

/** The minute of the week now in each zone shops are in, and in the platform's zone. */
async function minutesNow(db: Db, now: number): Promise<{ zones: Map<string, number>; platform: number }> {
  const [rows, platformZone] = await Promise.all([
    db.selectFrom('label_time_zones').select('name').execute(),
    getSetting(db, 'signin_timezone'),
  ]);
  const zones = new Map<string, number>();
  for (const { name } of rows) {
    try {
      zones.set(name, weekMinuteIn(name, now));
    } catch {
      // a zone this runtime does not know counts as the platform's
    }
  }
  return { zones, platform: weekMinuteIn(platformZone, now) };
}

function openNow(alias: string, m: { zones: Map<string, number>; platform: number }) {
  const zone = sql.ref(`${alias}.time_zone`);
  // integers cast, so PostgreSQL does not read the CASE's parameters as text
  const int = (n: number) => sql`cast(${n} as integer)`;
  const arms = [...m.zones].map(([name, minute]) => sql`when ${name} then ${int(minute)}`);
  const minute = arms.length ? sql`(case ${zone} ${sql.join(arms, sql` `)} else ${int(m.platform)} end)` : int(m.platform);
  return sql<boolean>`exists (select 1 from label_hours h where h.label_id = ${sql.ref(`${alias}.id`)} and h.start_min <= ${minute} and h.end_min > ${minute})`;
}

/** Builds the condition once per request (the zones' minutes are read now). */
export async function mapFilterSql(db: Db, facts: ShopFacts, f: MapFilters): Promise<MapFilterSql | undefined> {
  if (!asksShopFilter(f)) return undefined;
  const minutes = f.open_now ? await minutesNow(db, clock.now()) : undefined;
  return (alias) => {
    const col = (c: string) => sql.ref<number>(`${alias}.${c}`);
    const parts: RawBuilder<boolean>[] = [sql<boolean>`${col('type')} = 'shop'`];
    if (minutes) parts.push(openNow(alias, minutes));
    if (f.min_rating !== undefined) parts.push(facts.ratingAtLeast(col('id'), f.min_rating));
    if (f.verified) parts.push(sql<boolean>`${col('user_id')} in (${verifiedMemberIds(db)})`);
    if (f.accepts_pi) parts.push(sql<boolean>`(${col('accepts_pi')} = 1 or ${facts.acceptsPi(col('id'))})`);
    return sql<boolean>`(${sql.join(parts, sql` and `)})`;
  };
}
