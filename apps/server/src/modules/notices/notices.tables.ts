/** Table types of migration 0015_notices; flags are 0/1 integers like every other table. */
import type { Generated, Selectable } from 'kysely';

export interface NoticesTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  /** JSON object of the event's parameters (names, amounts, order numbers; never a secret) */
  params: Generated<string>;
  link: Generated<string>;
  is_read: Generated<number>;
  once_key: Generated<string>;
  delivered: Generated<number>;
  claim: Generated<string>;
  claim_until: Generated<number>;
  createtime: number;
}

export type NoticeRow = Selectable<NoticesTable>;
