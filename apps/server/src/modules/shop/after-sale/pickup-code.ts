/**
 * The pickup code check (docs/api.md "Delivery addresses and after-sale": pickup goods are handed over against the
 * buyer's 6-digit code). Guessing is bounded with the shared attempt counter (core/attempts.ts, docs/architecture.md
 * "Attempt counters"): each try is reserved before the comparison, so a burst of guesses cannot outrun the limit.
 */
import { timingSafeEqual } from 'node:crypto';
import { AppError, refuse } from '../../../core/app-error.ts';
import { clearAttempts, reserveAttempt, type AttemptCounter } from '../../../core/attempts.ts';
import { clock } from '../../../core/clock.ts';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../orders.repository.ts';

/** Five wrong codes lock hand-over for this order for 15 minutes. */
export const PICKUP_ATTEMPTS = { max: 5, lockSeconds: 15 * 60 } as const;

const counterOf = (orderId: number): AttemptCounter => ({
  table: 'shop_orders',
  key: { column: 'id', value: orderId },
  failures: 'pickup_failures',
  lockedUntil: 'pickup_locked_until',
});

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Refuses a missing or wrong code (saying how many tries are left) and a locked order; clears the count on success. */
export async function checkPickupCode(db: Db, order: OrderRow, code: string | undefined): Promise<void> {
  if (!code) throw new AppError('validation', 'after_sale.pickup_code_required');
  const now = clock.now();
  const counter = counterOf(order.id);
  const reservation = await reserveAttempt(db, counter, PICKUP_ATTEMPTS, now);
  if (!reservation.ok) {
    throw new AppError('rate_limited', 'after_sale.pickup_locked', {
      minutes: Math.max(1, Math.ceil((reservation.lockedUntil - now) / 60)),
    });
  }
  if (!same(code, order.pickup_code)) throw refuse('after_sale.pickup_code_wrong', { left: reservation.left });
  await clearAttempts(db, counter);
}
