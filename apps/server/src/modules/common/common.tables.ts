/** Kysely table types of the common module: stored uploads. */
import type { Generated } from 'kysely';

export interface UploadsTable {
  id: Generated<number>;
  user_id: number | null;
  admin_id: number | null;
  path: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  visibility: Generated<'public' | 'private'>;
  createtime: number;
}
