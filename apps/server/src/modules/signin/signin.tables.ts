/** Kysely table types of the daily sign-in. */
import type { Generated } from 'kysely';

/** Daily sign-ins (migration 0003): `score` is DGB smallest units, small enough for a JS number. */
export interface SigninsTable {
  id: Generated<number>;
  user_id: number;
  day: string;
  streak: number;
  score: number;
  posting_id: number | null;
  request_key: string | null;
  createtime: number;
}
