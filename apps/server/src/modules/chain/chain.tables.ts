/** Kysely table types of the chain module (migration 0021_deposit_chain). */
import type { Generated } from 'kysely';

/** A member's own deposit address on a chain: derived (EVM, with its index) or shared with their memo. */
export interface ChainDepositAddressesTable {
  chain: string;
  user_id: number;
  address: string;
  memo: Generated<string>;
  address_index: number | null;
  createtime: number;
}

/** The next block the watcher reads on a chain. */
export interface ChainCursorsTable {
  chain: string;
  next_block: number;
  /** the Horizon watcher's place in the app account's payments (migration 0030); null on EVM networks */
  paging_token: string | null;
  updatetime: number;
}
