/** Kysely table types of identity verification. */
import type { Generated } from 'kysely';

/** Identity verification submissions (migration 0004); images are private upload ids. */
export interface IdVerificationsTable {
  id: Generated<number>;
  user_id: number;
  level: 'basic' | 'advanced';
  status: Generated<'pending' | 'failed' | 'passed'>;
  id_type: Generated<string>;
  name: Generated<string>;
  id_number: Generated<string>;
  front_image: Generated<string>;
  back_image: Generated<string>;
  hand_image: Generated<string>;
  reason: Generated<string>;
  admin_id: number | null;
  createtime: number;
  decidetime: number | null;
}
