/** Kysely table types of the Pi app (migration 0026): Pi links and Pi wallet payments. */
import type { Generated } from 'kysely';
import type { Money } from '../../db/columns.ts';

/** docs/api.md "Pi app (Pi mode)" (migration 0026) */
export interface PiLinksTable {
  uid: string;
  user_id: number;
  pi_username: Generated<string>;
  created_by_pi: Generated<number>;
  createtime: number;
  /** 0033: 1 while the last Pi sign-in or link granted `in_app_notifications` (notices through the Pi Platform) */
  notify: Generated<number>;
}

export type PiPaymentState = 'approved' | 'completing' | 'completed' | 'cancelled';

export interface PiPaymentsTable {
  identifier: string;
  user_id: number;
  deposit_id: number;
  amount: Money;
  state: Generated<PiPaymentState>;
  approved: Generated<number>;
  txid: string | null;
  attempts: Generated<number>;
  last_error: Generated<string>;
  next_try_ms: Generated<number>;
  createtime: number;
  updatetime: number;
}
