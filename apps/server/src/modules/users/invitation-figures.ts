/** Invitation figures over the members table (users.inviter_id is set at registration), for the invitations module. */
import type { Db } from '../../db/database.ts';

export async function countInvited(db: Db, since?: number): Promise<number> {
  let query = db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('inviter_id', 'is not', null);
  if (since !== undefined) query = query.where('createtime', '>=', since);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export async function invitedSince(db: Db, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('createtime')
    .where('inviter_id', 'is not', null)
    .where('createtime', '>=', since)
    .execute();
  return rows.map((r) => Number(r.createtime));
}

export async function countInviters(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.count<number>('inviter_id').distinct().as('n'))
    .where('inviter_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function topInviters(db: Db, since: number, page: { offset: number; limit: number }) {
  const rows = await db
    .selectFrom('users as invitee')
    .innerJoin('users as inviter', 'inviter.id', 'invitee.inviter_id')
    .select((eb) => [
      'inviter.id as user_id',
      'inviter.username as username',
      'inviter.invite_code as invite_code',
      eb.fn.countAll<number>().as('invitees'),
      eb.fn.sum<number>(eb.case().when('invitee.createtime', '>=', since).then(1).else(0).end()).as('invitees_30d'),
    ])
    .groupBy(['inviter.id', 'inviter.username', 'inviter.invite_code'])
    .orderBy('invitees', 'desc')
    .orderBy('inviter.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map((r) => ({
    ...r,
    user_id: Number(r.user_id),
    invitees: Number(r.invitees),
    invitees_30d: Number(r.invitees_30d),
  }));
}

export async function findInviteCode(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('invite_code').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.invite_code;
}
