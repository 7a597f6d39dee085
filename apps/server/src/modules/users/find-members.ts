/** Looking members up for others to see: /api/user/getbyuid and the invitee list /api/user/getrecommend. */
import type { ListPage, PageQuery, PublicUser } from '@app/contract';
import { notFound } from '../../core/app-error.ts';
import { countInvitees, findUserById, findUserByUsername, listInvitees, type DbHandle } from './users.repository.ts';
import { presentInvitee, presentPublicUser } from './users.presenter.ts';

/** By id (a number or digits) or by username; 404 when nobody matches. */
export async function findPublicMember(db: DbHandle, uid: number | string): Promise<PublicUser> {
  const byId = typeof uid === 'number' || /^\d+$/.test(uid);
  const user = byId ? await findUserById(db, Number(uid)) : await findUserByUsername(db, uid);
  if (!user) throw notFound('auth.user_not_found');
  return presentPublicUser(user);
}

export async function listMyInvitees(db: DbHandle, inviterId: number, page: PageQuery) {
  const [total, rows] = await Promise.all([
    countInvitees(db, inviterId),
    listInvitees(db, inviterId, { offset: (page.page - 1) * page.limit, limit: page.limit }),
  ]);
  const list: ListPage<ReturnType<typeof presentInvitee>> = {
    total,
    per_page: page.limit,
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(total / page.limit)),
    data: rows.map(presentInvitee),
  };
  return { ...list, invite_count: total };
}
