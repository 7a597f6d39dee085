import { describe, expect, it } from 'vitest';
import { isOpenAt, parseBusinessHours, weekMinuteIn } from './business-hours.ts';

const at = (day: number, hh: number, mm = 0) => day * 1440 + hh * 60 + mm;

describe('parseBusinessHours (docs/api.md "Map filters")', () => {
  it('reads one range for every day', () => {
    const ranges = parseBusinessHours('09:00-18:00')!;
    expect(ranges).toHaveLength(7);
    expect(isOpenAt(ranges, at(2, 9))).toBe(true);
    expect(isOpenAt(ranges, at(2, 18))).toBe(false);
    expect(isOpenAt(ranges, at(6, 8, 59))).toBe(false);
  });

  it('reads day groups', () => {
    const ranges = parseBusinessHours('Mon-Fri 09:00-18:00; Sat 10:00-14:00')!;
    expect(isOpenAt(ranges, at(4, 17, 59))).toBe(true);
    expect(isOpenAt(ranges, at(5, 11))).toBe(true);
    expect(isOpenAt(ranges, at(5, 15))).toBe(false);
    expect(isOpenAt(ranges, at(6, 11))).toBe(false);
  });

  it('counts a range past midnight until the next morning, Sunday into Monday', () => {
    const ranges = parseBusinessHours('Sun 22:00-02:00')!;
    expect(isOpenAt(ranges, at(6, 23))).toBe(true);
    expect(isOpenAt(ranges, at(0, 1, 59))).toBe(true);
    expect(isOpenAt(ranges, at(0, 2))).toBe(false);
    expect(isOpenAt(ranges, at(5, 23))).toBe(false);
  });

  it('reads en dashes as hyphens', () => {
    expect(parseBusinessHours('Mon\u2013Sun 08:00\u201322:00')).toEqual(parseBusinessHours('Mon-Sun 08:00-22:00'));
  });

  it('reads hours as shops write them: daily, full day names, 12-hour times, "to", commas, closed days, 24 hours', () => {
    expect(parseBusinessHours('Daily 07:00–15:00')).toEqual(parseBusinessHours('07:00-15:00'));
    expect(parseBusinessHours('Every day 9am to 6:30 pm')).toEqual(parseBusinessHours('09:00-18:30'));
    expect(parseBusinessHours('Monday-Friday 9 a.m. - 5 p.m.')).toEqual(parseBusinessHours('Mon-Fri 09:00-17:00'));
    expect(parseBusinessHours('Mon–Fri 09:00–18:00, Sat 10:00–14:00')).toEqual(
      parseBusinessHours('Mon-Fri 09:00-18:00; Sat 10:00-14:00'),
    );
    const closedMondays = parseBusinessHours('Tue–Sun 11:00–21:30, closed Mondays')!;
    expect(isOpenAt(closedMondays, at(1, 12))).toBe(true);
    expect(isOpenAt(closedMondays, at(0, 12))).toBe(false);
    for (const always of ['Open 24 hours', '24/7', '24h']) {
      const ranges = parseBusinessHours(always)!;
      expect(isOpenAt(ranges, at(0, 0)) && isOpenAt(ranges, at(6, 23, 59)), always).toBe(true);
    }
    expect(parseBusinessHours('12am-12pm')).toEqual(parseBusinessHours('00:00-12:00'));
  });

  it('refuses what it cannot read, rather than guessing', () => {
    for (const text of [
      '',
      'ask us',
      'from morning till late',
      'closed',
      'Mon 9-5',
      'Funday 09:00-18:00',
      '13pm-2pm',
      '25:00-26:00',
    ])
      expect(parseBusinessHours(text), text).toBeUndefined();
  });

  it('reads 24:00 and a wrapping day group', () => {
    const ranges = parseBusinessHours('Fri-Mon 00:00-24:00')!;
    expect(isOpenAt(ranges, at(6, 12))).toBe(true);
    expect(isOpenAt(ranges, at(0, 12))).toBe(true);
    expect(isOpenAt(ranges, at(2, 12))).toBe(false);
  });

  it.each(['', 'ask us', '9-5', '09:00-09:00', 'Mon-Fry 09:00-18:00', '25:00-26:00', '09:00-18:00; whenever'])(
    'cannot read %j',
    (text) => expect(parseBusinessHours(text)).toBeUndefined(),
  );
});

describe('weekMinuteIn', () => {
  it('gives the minute of the week in the zone', () => {
    // 2026-12-07 is a Monday; 08:30 UTC is 09:30 in Lagos (UTC+1) and 17:30 in Tokyo (UTC+9)
    const t = Date.UTC(2026, 11, 7, 8, 30) / 1000;
    expect(weekMinuteIn('Africa/Lagos', t)).toBe(at(0, 9, 30));
    expect(weekMinuteIn('Asia/Tokyo', t)).toBe(at(0, 17, 30));
    expect(weekMinuteIn('America/New_York', t)).toBe(at(0, 3, 30));
  });
});
