/**
 * The Pi module's app-to-user payments for the wallet's payout job (docs/api.md "PI paid to a member signed in
 * with Pi (app-to-user)"): the Platform API client with the server key, and who is paid through it (a member with
 * a Pi link). Handed to the wallet through `appToUserPayments` in modules/index.ts; off outside Pi mode.
 */
import type { AppContext } from '../../core/context.ts';
import { AppToUserRefusal, type AppToUserPayments } from '../wallet/app-to-user.ts';
import { findLinkByUser } from './pi-links.ts';
import { PiApiError, piPlatform } from './pi-platform.ts';

/** A Platform refusal as the wallet reads it; anything else (a bug) is thrown as it is. */
async function refusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof PiApiError) throw new AppToUserRefusal(err.code, err.payment);
    throw err;
  }
}

export function piAppToUserPayments(ctx: AppContext): AppToUserPayments | undefined {
  if (!ctx.config.pi) return undefined;
  const pi = piPlatform(ctx.config.pi);
  return {
    payeeOf: async (db, userId) => (await findLinkByUser(db, userId))?.uid,
    create: (payment) => refusals(() => pi.create(payment)),
    payment: (id) => refusals(() => pi.payment(id)),
    incomplete: () => refusals(() => pi.incompleteServerPayments()),
    complete: (id, txid) => refusals(() => pi.complete(id, txid)),
    cancel: (id) => refusals(() => pi.cancel(id)),
  };
}
