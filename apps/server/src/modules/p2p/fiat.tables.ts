/**
 * Table types of migration 0025_p2p_fiat (docs/api.md "P2P in the members' own money"). Amounts are bigint
 * units at USDT's scale (6) whatever the currency; like the ledger's they are typed `never` for reads so the
 * repositories select them as exact text.
 */
import type { ColumnType, Generated } from 'kysely';
import type { P2pAccountLabel, P2pPayMethodType } from '@app/contract';

type Units = ColumnType<never, bigint, bigint>;

export interface P2pCurrenciesTable {
  code: string;
  decimals: number;
  enabled: Generated<number>;
  /** bounds of one order's total; 0 = none */
  min_amount: Units;
  max_amount: Units;
  /** the operator's price per PI when too few orders give one; 0 = none */
  reference_price: Units;
  sort: Generated<number>;
  updatetime: number;
}

export interface P2pProvidersTable {
  id: Generated<number>;
  fiat: string;
  name: string;
  type: P2pPayMethodType;
  account_label: P2pAccountLabel;
  needs_bank: Generated<number>;
  enabled: Generated<number>;
  sort: Generated<number>;
  updatetime: number;
}

/** 0027: one feedback per side of a completed offchain order. */
export interface P2pFeedbackTable {
  id: Generated<number>;
  order_id: number;
  from_id: number;
  to_id: number;
  rating: 'positive' | 'negative';
  comment: Generated<string>;
  createtime: number;
}
