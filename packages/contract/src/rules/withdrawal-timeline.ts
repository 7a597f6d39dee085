/**
 * The member's timeline of a withdrawal (docs/api.md "Deposits": /api/user/withdrawals), drawn by the member
 * app from the record the server returns, so the app never decides on its own what a status means.
 */
import type { MyWithdrawal } from '../withdrawals.ts';

export type WithdrawStep = 'submitted' | 'review' | 'passed' | 'paid' | 'rejected' | 'failed';
export interface WithdrawTimelineStep {
  step: WithdrawStep;
  /** reached (with its time where one is known) or still ahead */
  done: boolean;
  time?: number;
}

/**
 * The member's timeline of a withdrawal: submitted → in review → passed → paid, or ending in rejected (at
 * the review) or failed (at the payout). Steps not reached yet are listed as ahead, so the member sees
 * what comes next.
 */
export function withdrawalTimeline(
  w: Pick<MyWithdrawal, 'status' | 'createtime' | 'decidetime' | 'paidtime'>,
): WithdrawTimelineStep[] {
  const steps: WithdrawTimelineStep[] = [
    { step: 'submitted', done: true, time: w.createtime },
    { step: 'review', done: w.status !== 'pending' },
  ];
  if (w.status === 'rejected') return [...steps, { step: 'rejected', done: true, time: w.decidetime }];
  steps.push({ step: 'passed', done: w.status !== 'pending', time: w.decidetime });
  if (w.status === 'failed') return [...steps, { step: 'failed', done: true, time: w.paidtime }];
  return [...steps, { step: 'paid', done: w.status === 'paid', time: w.paidtime }];
}
