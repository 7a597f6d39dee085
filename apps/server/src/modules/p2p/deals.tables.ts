/** Tables of migration 0031 (docs/api.md "P2P in the members' own money"): trusted traders and offer alerts. */
import type { ColumnType, Generated } from 'kysely';

/** Money columns are written as bigint units and read as exact text (db/dialect.ts money). */
type Units = ColumnType<never, bigint, bigint>;

/** A member's trusted traders (at most 100), for the market's `trusted` filter. */
export interface P2pTrustsTable {
  id: Generated<number>;
  user_id: number;
  trusted_id: number;
  createtime: number;
}

/** An offer alert: an open offchain ad of `type` in `fiat`, of one of `providers` (JSON ids, [] any), at `price` or better. */
export interface P2pAlertsTable {
  id: Generated<number>;
  user_id: number;
  type: 'buy' | 'sell';
  fiat: string;
  providers: Generated<string>;
  price: Units;
  createtime: number;
  /** when it last raised a notice (0: never); at most one per hour */
  notified_at: Generated<number>;
}
