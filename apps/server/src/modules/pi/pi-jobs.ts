/**
 * `pi.complete_payments` (docs/api.md "Pi app (Pi mode)" → "Complete"): every 15 s, under its lease
 * (core/jobs.ts), the Pi payments whose completion did not get through, or whose approval is a minute old, are
 * read again at the Platform API and completed, credited or cancelled (pi-payments.ts retryPayment). A failure
 * only puts the next try further off; the conditional state changes keep two runs from crediting twice.
 */
import type { Job } from '../../core/jobs.ts';
import { AppError } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import { duePayments } from './pi-payments.repository.ts';
import { retryPayment } from './pi-payments.ts';
import { piPlatform } from './pi-platform.ts';

export const COMPLETE_PI_PAYMENTS_JOB: Job = {
  name: 'pi.complete_payments',
  everyMs: 15_000,
  async run(ctx) {
    const config = ctx.config.pi;
    if (!config) return 0;
    const deps = { db: ctx.db, pi: piPlatform(config), config };
    let handled = 0;
    for (const stored of await duePayments(ctx.db, clock.now() * 1000, 50)) {
      try {
        const after = await retryPayment(deps, stored);
        if (after.state !== stored.state) handled++;
      } catch (err) {
        // Recorded on the payment (attempts, last_error) for the console; refusals leave it to an operator.
        if (!(err instanceof AppError)) throw err;
      }
    }
    return handled;
  },
};
