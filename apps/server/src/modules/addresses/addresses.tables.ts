/** Table type of the address book (migration 0018_after_sale); `is_default` is a 0/1 flag like every other table's. */
import type { Generated } from 'kysely';

export interface MemberAddressesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  mobile: string;
  region: string;
  detail: string;
  is_default: Generated<number>;
  createtime: number;
  updatetime: number;
}
