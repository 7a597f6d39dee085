/** Kysely table types of the admin module: operators, their tokens and the audit log. */
import type { Generated, Selectable } from 'kysely';

export interface AdminsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: Generated<'super' | 'reviewer' | 'support'>;
  status: Generated<'normal' | 'disabled'>;
  login_failures: Generated<number>;
  locked_until: Generated<number>;
  createtime: number;
}

export interface AdminTokensTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  createtime: number;
  expiretime: number;
  revoked: Generated<number>;
}

export interface AuditLogTable {
  id: Generated<number>;
  admin_id: number;
  action: string;
  target: string;
  detail: string;
  createtime: number;
}

export type AdminRow = Selectable<AdminsTable>;
