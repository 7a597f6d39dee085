/**
 * What a hold's settlement did, read back from the ledger (docs/api.md "Delivery addresses and after-sale" →
 * `settlement`): the credits of the one posting that captured or voided it, per receiving account. Modules
 * show money from here rather than work it out again, so a screen says what the ledger moved.
 */
import type { Db } from '../../db/database.ts';
import { money } from '../../db/dialect.ts';

export interface HoldCredit {
  /** the member the account belongs to; null for a system account */
  userId: number | null;
  /** `user` for a member's account, else the system account's code (`fees`, …) */
  code: string;
  amount: bigint;
}

/** Each settled hold of `holdIds` with the credits its settling posting made; pending holds are absent. */
export async function holdCredits(db: Db, holdIds: readonly number[]): Promise<Map<number, HoldCredit[]>> {
  const result = new Map<number, HoldCredit[]>();
  if (holdIds.length === 0) return result;
  const rows = await db
    .selectFrom('ledger_holds as h')
    .innerJoin('ledger_entries as e', 'e.posting_id', 'h.settle_posting_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['h.id as hold_id', 'a.user_id', 'a.code', money('e.amount').as('amount')])
    .where('h.id', 'in', [...new Set(holdIds)])
    .where('e.bucket', '=', 'available')
    .orderBy('e.id')
    .execute();
  for (const row of rows) {
    const amount = BigInt(row.amount);
    if (amount <= 0n) continue;
    const id = Number(row.hold_id);
    const list = result.get(id) ?? [];
    list.push({ userId: row.user_id === null ? null : Number(row.user_id), code: row.code, amount });
    result.set(id, list);
  }
  return result;
}
