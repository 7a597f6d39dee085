import { describe, expect, it } from 'vitest';
import { afterFailure, lockMinutes, lockRemaining } from './lockout.ts';

const policy = { maxFailures: 3, lockSeconds: 900 };

describe('lockout', () => {
  it('locks on the last allowed failure and reports the remaining time', () => {
    let state = { failures: 0, lockedUntil: 0 };
    state = afterFailure(state, 1000, policy);
    state = afterFailure(state, 1001, policy);
    expect(lockRemaining(state, 1001)).toBe(0);
    state = afterFailure(state, 1002, policy);
    expect(lockRemaining(state, 1002)).toBe(900);
    expect(lockMinutes(lockRemaining(state, 1002))).toBe(15);
    expect(lockMinutes(lockRemaining(state, 1002 + 899))).toBe(1);
  });

  it('starts counting afresh once a lock has ended', () => {
    const locked = { failures: 0, lockedUntil: 2000 };
    expect(afterFailure(locked, 2001, policy)).toEqual({ failures: 1, lockedUntil: 0 });
  });
});
