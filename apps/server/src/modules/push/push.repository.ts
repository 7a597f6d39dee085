/** Queries of the push module (migration 0016_push); every function takes the database or transaction handle. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PushSubscriptionRow } from './push.tables.ts';

export type DbHandle = Kysely<Database>;

export interface VapidRow {
  public_key: string;
  private_key: string;
  subject: string;
}

/** Stores the pair unless one is kept already; the caller reads back whichever won. */
export async function insertVapidIfAbsent(db: DbHandle, row: VapidRow, now: number): Promise<void> {
  await db
    .insertInto('push_vapid')
    .values({ id: 1, ...row, createtime: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export function readVapid(db: DbHandle): Promise<VapidRow | undefined> {
  return db.selectFrom('push_vapid').select(['public_key', 'private_key', 'subject']).where('id', '=', 1).executeTakeFirst();
}

export async function updateVapid(db: DbHandle, row: Partial<VapidRow>): Promise<void> {
  await db.updateTable('push_vapid').set(row).where('id', '=', 1).execute();
}

export async function deleteAllSubscriptions(db: DbHandle): Promise<number> {
  const result = await db.deleteFrom('push_subscriptions').executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** One row per endpoint: subscribing it again (by this member or another in the same browser) takes it over. */
export async function upsertSubscription(
  db: DbHandle,
  row: { user_id: number; endpoint: string; p256dh: string; auth: string },
  now: number,
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({ ...row, createtime: now })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({ user_id: row.user_id, p256dh: row.p256dh, auth: row.auth, createtime: now }),
    )
    .execute();
}

export async function deleteSubscription(db: DbHandle, userId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
}

/** Drops an endpoint the push service called gone, unless it was re-subscribed since it was read. */
export async function deleteGoneSubscription(db: DbHandle, row: PushSubscriptionRow): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('id', '=', row.id)
    .where('p256dh', '=', row.p256dh)
    .where('auth', '=', row.auth)
    .execute();
}

export function listSubscriptions(db: DbHandle, userId: number): Promise<PushSubscriptionRow[]> {
  return db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export async function listGroupsOff(db: DbHandle, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('push_groups_off').select('group_name').where('user_id', '=', userId).execute();
  return rows.map((r) => r.group_name);
}

export async function deleteGroupsOff(db: DbHandle, userId: number): Promise<void> {
  await db.deleteFrom('push_groups_off').where('user_id', '=', userId).execute();
}

export async function insertGroupsOff(db: DbHandle, userId: number, groups: string[]): Promise<void> {
  if (groups.length === 0) return;
  await db
    .insertInto('push_groups_off')
    .values(groups.map((group_name) => ({ user_id: userId, group_name })))
    .onConflict((oc) => oc.columns(['user_id', 'group_name']).doNothing())
    .execute();
}

/** Keeps a member's newest `keep` subscriptions. */
export async function trimSubscriptions(db: DbHandle, userId: number, keep: number): Promise<void> {
  const newest = db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('createtime', 'desc')
    .orderBy('id', 'desc')
    .limit(keep);
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('id', 'not in', newest).execute();
}
