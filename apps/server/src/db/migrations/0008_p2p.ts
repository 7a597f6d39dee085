/**
 * p2p tables. Registered ahead of the feature so migration order is fixed while features are built in
 * parallel; the p2p module fills this in.
 */
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<any>): Promise<void> {}
