/**
 * Leases for background jobs (docs/architecture.md "Background work … jobs with a database lock, safe on many
 * instances"): one row per job name; the instance whose lease has not run out is the one running it.
 */
import type { Kysely } from 'kysely';
import { bigint } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('owner', 'varchar(64)', (c) => c.notNull())
    .addColumn('until_ms', bigint, (c) => c.notNull())
    .addColumn('last_run_ms', bigint, (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
}
