import { describe, expect, it } from 'vitest';
import { lockMinutes } from './lockout.ts';

describe('lock minutes', () => {
  it('rounds the time left up, so "0 minutes" is never said while still locked', () => {
    expect(lockMinutes(900)).toBe(15);
    expect(lockMinutes(899)).toBe(15);
    expect(lockMinutes(61)).toBe(2);
    expect(lockMinutes(1)).toBe(1);
  });
});
