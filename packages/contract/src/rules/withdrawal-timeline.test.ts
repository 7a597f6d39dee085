import { describe, expect, it } from 'vitest';
import { withdrawalTimeline } from './withdrawal-timeline.ts';

const steps = (w: Parameters<typeof withdrawalTimeline>[0]) => withdrawalTimeline(w).map((s) => `${s.step}:${s.done}`);

describe('withdrawal timeline', () => {
  it('shows a pending withdrawal in review with pass and payment still ahead', () => {
    expect(steps({ status: 'pending', createtime: 1 })).toEqual(['submitted:true', 'review:false', 'passed:false', 'paid:false']);
  });

  it('shows a passed withdrawal in transit: passed reached, paid ahead', () => {
    expect(steps({ status: 'passed', createtime: 1, decidetime: 2 })).toEqual([
      'submitted:true',
      'review:true',
      'passed:true',
      'paid:false',
    ]);
  });

  it('ends a paid withdrawal at paid, with the time of payment', () => {
    const timeline = withdrawalTimeline({ status: 'paid', createtime: 1, decidetime: 2, paidtime: 3 });
    expect(timeline.at(-1)).toEqual({ step: 'paid', done: true, time: 3 });
  });

  it('ends a rejected withdrawal at the review, and a failed one after the pass', () => {
    expect(steps({ status: 'rejected', createtime: 1, decidetime: 2 })).toEqual([
      'submitted:true',
      'review:true',
      'rejected:true',
    ]);
    expect(steps({ status: 'failed', createtime: 1, decidetime: 2, paidtime: 3 })).toEqual([
      'submitted:true',
      'review:true',
      'passed:true',
      'failed:true',
    ]);
  });
});
