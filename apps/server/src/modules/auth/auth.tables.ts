/** Kysely table types of the auth module: members' session tokens (migration 0001). */
import type { Generated } from 'kysely';

export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  createtime: number;
  expiretime: number;
  revoked: Generated<number>;
}
