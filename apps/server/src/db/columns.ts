/** Column types shared by every module's tables. */
import type { ColumnType } from 'kysely';

/**
 * Ledger tables (migration 0002). Money columns are typed `never` for reads: they must be selected as
 * text through the ledger repository (a JavaScript number would lose precision); writes bind bigints.
 */
export type Money = ColumnType<never, bigint | undefined, bigint>;
