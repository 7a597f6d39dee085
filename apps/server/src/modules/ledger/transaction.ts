/**
 * One transaction around a unit of money work (docs/architecture.md "Money": a posting runs in one transaction).
 * Joins the caller's transaction when given one, so a service can make several postings atomically.
 */
import type { Db } from '../../db/database.ts';

/**
 * Failures after which the whole transaction may simply run again: PostgreSQL deadlock and serialization
 * failures, and SQLite's busy answers. The latter come when a second process shares the SQLite file (a
 * restarted process booting while the old one still serves): a transaction that read before the other
 * process committed cannot then write (SQLITE_BUSY_SNAPSHOT, returned at once, not after busy_timeout).
 */
const RETRYABLE = new Set(['40P01', '40001', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT']);
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
