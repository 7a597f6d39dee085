/**
 * Whether a member's withdrawals go to their Pi wallet (docs/api.md "Withdrawing to the Pi wallet"): PI on a
 * chain read through Horizon, while app-to-user payouts are on (the Pi module's Platform client and
 * PI_PAYOUT_SECRET, the same two the `wallet.pi_payouts` job needs) and the member is linked to Pi. Then the
 * withdrawal needs no bound address; the withdraw page learns it from /api/user/tcconfig.
 */
import type { Coin } from '@app/contract';
import type { AppContext } from '../../core/context.ts';
import type { Db } from '../../db/database.ts';
import { horizonNetworks } from '../chain/index.ts';
import { appToUserPayments, type AppToUserPayments } from './app-to-user.ts';

/** What pays a Pi wallet: the payout secret and the Platform client (either missing: nothing does). */
export interface PiWalletPayouts {
  secret?: string;
  a2u?: AppToUserPayments;
}

export const piWalletPayoutsOf = (ctx: AppContext): PiWalletPayouts => ({
  secret: ctx.config.piPayoutSecret,
  a2u: appToUserPayments(ctx),
});

/** The chains among `chains` whose withdrawals of `coin` by this member go to the member's Pi wallet. */
export async function piWalletChains(
  db: Db,
  payouts: PiWalletPayouts | undefined,
  userId: number,
  coin: Coin,
  chains: string[],
): Promise<string[]> {
  if (coin !== 'PI' || !payouts?.secret || !payouts.a2u) return [];
  const horizon = new Set((await horizonNetworks(db)).map((h) => h.chain));
  const paid = chains.filter((chain) => horizon.has(chain));
  if (!paid.length || !(await payouts.a2u.payeeOf(db, userId))) return [];
  return paid;
}
