/** Kysely table types of the users module: members (migrations 0001, 0014, 0028, 0029), their session tokens and the mailed codes. */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  mobile: Generated<string>;
  nickname: Generated<string>;
  avatar: Generated<string>;
  bio: Generated<string>;
  password_hash: string;
  pay_password_hash: Generated<string>;
  invite_code: string;
  inviter_id: Generated<number | null>;
  status: Generated<'normal' | 'frozen'>;
  verify_level: Generated<'none' | 'basic' | 'advanced'>;
  vip_level: Generated<number>;
  vip_expiretime: Generated<number | null>;
  is_merchant: Generated<number>;
  login_failures: Generated<number>;
  locked_until: Generated<number>;
  pay_failures: Generated<number>;
  pay_locked_until: Generated<number>;
  /** payment-password entries reserved and still being compared (migration 0028), and when the last began */
  pay_checking: Generated<number>;
  pay_checking_since: Generated<number>;
  /** the member's language for mail (migration 0014); '' until known */
  lang: Generated<string>;
  /** start of the last UTC day a signed-in request came in (migration 0029); 0 until then */
  activetime: Generated<number>;
  createtime: number;
  updatetime: number;
}

export interface EmailCodesTable {
  id: Generated<number>;
  email: string;
  event: string;
  code_hash: string;
  attempts: Generated<number>;
  used: Generated<number>;
  createtime: number;
  expiretime: number;
}

export type UserRow = Selectable<UsersTable>;

export type NewUser = Insertable<UsersTable>;

export type UserUpdate = Updateable<UsersTable>;

/** Members' session tokens, stored hashed (migration 0001); auth issues and revokes them through member-tokens.ts. */
export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  createtime: number;
  expiretime: number;
  revoked: Generated<number>;
}
