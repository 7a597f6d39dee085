/**
 * The Pi Platform's app-to-user payments as the payout job needs them (docs/api.md "PI paid to a member signed
 * in with Pi (app-to-user)"). The Pi module depends on the wallet, so the wallet cannot import its client: the
 * Pi module hands one down through `appToUserPayments` in modules/index.ts (docs/architecture.md "Deposits on
 * chain"), and the job asks for it with the app's context (undefined outside Pi mode).
 */
import type { AppContext } from '../../core/context.ts';
import type { Db } from '../../db/database.ts';

/** The parts of the Platform's PaymentDTO the payout reads. */
export interface AppToUserPayment {
  identifier: string;
  user_uid: string;
  amount: number;
  metadata: Record<string, unknown>;
  from_address: string;
  to_address: string;
  status: { developer_completed: boolean; cancelled: boolean; user_cancelled: boolean };
  transaction: null | { txid: string };
}

export interface AppToUserPayments {
  /** The Pi uid of a member paid through the Platform (linked to Pi), or undefined. */
  payeeOf(db: Db, userId: number): Promise<string | undefined>;
  create(payment: { amount: number; memo: string; metadata: { withdrawal: number }; uid: string }): Promise<AppToUserPayment>;
  payment(identifier: string): Promise<AppToUserPayment>;
  incomplete(): Promise<AppToUserPayment[]>;
  complete(identifier: string, txid: string): Promise<AppToUserPayment>;
  cancel(identifier: string): Promise<AppToUserPayment>;
}

/**
 * What the Platform refused, by its error word (`ongoing_payment_found` with the open `payment`,
 * `already_completed`, `cancelled_payment`, `user_not_found`, `http_503`…), or `unreachable` / `timeout`.
 */
export class AppToUserRefusal extends Error {
  constructor(
    readonly code: string,
    readonly payment?: AppToUserPayment,
  ) {
    super(`Pi Platform refused: ${code}`);
    this.name = 'AppToUserRefusal';
  }
}

export type AppToUserPaymentsFactory = (ctx: AppContext) => AppToUserPayments | undefined;

/** The first client of the app's registry (ctx.registry.appToUserPayments) that is on, or undefined (payouts go to the bound address). */
export function appToUserPayments(ctx: AppContext): AppToUserPayments | undefined {
  for (const factory of ctx.registry.appToUserPayments.values()) {
    const client = factory(ctx);
    if (client) return client;
  }
  return undefined;
}
