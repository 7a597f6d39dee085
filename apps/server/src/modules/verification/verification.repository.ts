/**
 * Queries on `id_verifications` (docs/api.md "Identity verification"). Every function takes the database or
 * transaction handle. "Current" means a member's latest submission for a level.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { IdVerificationsTable } from './verification.tables.ts';

export type VerificationRow = Selectable<IdVerificationsTable>;
export type VerificationLevel = VerificationRow['level'];

export function findCurrent(db: Db, userId: number, level: VerificationLevel): Promise<VerificationRow | undefined> {
  return db
    .selectFrom('id_verifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('level', '=', level)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findById(db: Db, id: number): Promise<VerificationRow | undefined> {
  return db.selectFrom('id_verifications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether another member holds this document in a pending or passed basic submission. */
export async function documentTakenByOther(
  db: Db,
  input: { id_type: string; id_number: string; userId: number },
): Promise<boolean> {
  const row = await db
    .selectFrom('id_verifications')
    .select('id')
    .where('level', '=', 'basic')
    .where('status', '<>', 'failed')
    .where('id_type', '=', input.id_type)
    .where('id_number', '=', input.id_number)
    .where('user_id', '<>', input.userId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewSubmission {
  user_id: number;
  level: VerificationLevel;
  id_type?: string;
  name?: string;
  id_number?: string;
  front_image?: string;
  back_image?: string;
  hand_image?: string;
  createtime: number;
}

export async function insertSubmission(db: Db, submission: NewSubmission): Promise<void> {
  await db.insertInto('id_verifications').values(submission).execute();
}

/** Decides a pending submission; false when it was no longer pending (another decision came first). */
export async function decidePending(
  db: Db,
  input: { id: number; status: 'passed' | 'failed'; reason: string; adminId: number; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('id_verifications')
    .set({ status: input.status, reason: input.reason, admin_id: input.adminId, decidetime: input.now })
    .where('id', '=', input.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listQueue(
  db: Db,
  query: { status?: VerificationRow['status']; offset: number; limit: number },
): Promise<{ total: number; rows: VerificationRow[] }> {
  let base = db.selectFrom('id_verifications');
  if (query.status) base = base.where('status', '=', query.status);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    // a pending queue is worked oldest first; decided items read newest first
    base
      .selectAll()
      .orderBy('id', query.status === 'pending' ? 'asc' : 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
  ]);
  return { total: Number(count?.n ?? 0), rows };
}
