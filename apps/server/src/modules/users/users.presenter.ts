/** Maps account rows to the contract's replies (docs/api.md "User": `userinfo`, public user, invitee). */
import type { Invitee, PublicUser, UserInfo } from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { UserRow } from './users.tables.ts';

/** A VIP level counts while it has no end (lifetime) or its end is still ahead. */
function activeVip(user: UserRow, now: number): { vip: number; vip_expiretime: number | null } {
  const active = user.vip_level > 0 && (user.vip_expiretime === null || user.vip_expiretime > now);
  return active ? { vip: user.vip_level, vip_expiretime: user.vip_expiretime } : { vip: 0, vip_expiretime: null };
}

export function presentUserinfo(user: UserRow, session: { token: string; expiretime: number }): UserInfo {
  const now = clock.now();
  return {
    id: user.id,
    user_id: user.id,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    bio: user.bio,
    email: user.email,
    mobile: user.mobile,
    invite_code: user.invite_code,
    createtime: user.createtime,
    token: session.token,
    expires_in: Math.max(0, session.expiretime - now),
    level: { ...activeVip(user, now), verify: user.verify_level },
    is_merchant: user.is_merchant === 1,
    has_paypassword: user.pay_password_hash !== '',
  };
}

export function presentPublicUser(user: Pick<UserRow, 'id' | 'username' | 'nickname' | 'avatar'>): PublicUser {
  return { id: user.id, username: user.username, nickname: user.nickname, avatar: user.avatar };
}

export function presentInvitee(user: Pick<UserRow, 'id' | 'username' | 'nickname' | 'avatar' | 'createtime'>): Invitee {
  return { ...presentPublicUser(user), createtime: user.createtime };
}
