/**
 * One transaction around a unit of money work (DESIGN.md "Money": a posting runs in one transaction).
 * Joins the caller's transaction when given one, so a service can make several postings atomically.
 */
import type { Db } from '../../db/database.ts';

/** PostgreSQL deadlock and serialization failures: the whole transaction may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

export async function withTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(fn);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
    }
  }
}
