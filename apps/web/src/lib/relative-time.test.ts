/** Spec §9 relative time: just now < 5 min, minutes, hours, days < 30, then a date; weeks from Sunday. */
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { relativeTime, startOfWeek } from './relative-time';

const t = (key: string, params?: Record<string, unknown>) => (params ? `${key}:${String(params.count)}` : key);
const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const ago = (ms: number) => Math.floor((now - ms) / 1000);
const MIN = 60_000;

describe('relativeTime', () => {
  it('says "just now" under five minutes, and for times a skewed clock puts in the future', () => {
    expect(relativeTime(ago(0), t, now)).toBe('time.just_now');
    expect(relativeTime(ago(4 * MIN + 59_000), t, now)).toBe('time.just_now');
    expect(relativeTime(ago(-3 * MIN), t, now)).toBe('time.just_now');
  });

  it('counts minutes from five to under an hour', () => {
    expect(relativeTime(ago(5 * MIN), t, now)).toBe('time.minutes_ago:5');
    expect(relativeTime(ago(59 * MIN), t, now)).toBe('time.minutes_ago:59');
  });

  it('counts hours under a day and days under thirty', () => {
    expect(relativeTime(ago(60 * MIN), t, now)).toBe('time.hours_ago:1');
    expect(relativeTime(ago(23 * 60 * MIN), t, now)).toBe('time.hours_ago:23');
    expect(relativeTime(ago(24 * 60 * MIN), t, now)).toBe('time.days_ago:1');
    expect(relativeTime(ago(29 * 24 * 60 * MIN), t, now)).toBe('time.days_ago:29');
  });

  it('shows the date from thirty days on', () => {
    const seconds = ago(30 * 24 * 60 * MIN);
    expect(relativeTime(seconds, t, now)).toBe(dayjs(seconds * 1000).format('YYYY-MM-DD'));
  });
});

describe('startOfWeek', () => {
  it('starts weeks on Sunday', () => {
    expect(startOfWeek('2026-11-25').format('YYYY-MM-DD dddd')).toBe('2026-11-22 Sunday');
    expect(startOfWeek('2026-11-22').format('YYYY-MM-DD')).toBe('2026-11-22');
    expect(startOfWeek('2026-11-21').format('YYYY-MM-DD')).toBe('2026-11-15');
  });
});
