import { describe, expect, it } from 'vitest';
import { serverToday } from './server-today';

describe('serverToday', () => {
  it('is the last signed day once today is signed, even when the device is a day behind', () => {
    expect(
      serverToday({ date: '2026-11', list: ['2026-11-22', '2026-11-23'], signin: true, successions: 2 }, '2026-11-22T23:00:00'),
    ).toBe('2026-11-23');
  });

  it('is the day after yesterday while a streak waits for today', () => {
    expect(
      serverToday({ date: '2026-11', list: ['2026-11-21', '2026-11-22'], signin: false, successions: 2 }, '2026-11-22T23:00:00'),
    ).toBe('2026-11-23');
  });

  it('is the 1st when the streak ended on the last day of the previous month', () => {
    expect(serverToday({ date: '2026-12', list: [], signin: false, successions: 5 }, '2026-11-30T20:00:00')).toBe('2026-12-01');
  });

  it('falls back to the device date when no streak pins it', () => {
    expect(serverToday({ date: '2026-11', list: ['2026-11-02'], signin: false, successions: 0 }, '2026-11-20T10:00:00')).toBe(
      '2026-11-20',
    );
  });
});
