/**
 * Calendar days of the daily sign-in (docs/api.md "Sign-in": once per day in the configured time zone). A day
 * is "YYYY-MM-DD" on the operator's zone calendar, taken from the app clock so tests can move time.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { clock } from '../../core/clock.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const DAY = 'YYYY-MM-DD';

/** Today's date in `zone` at the app clock's current instant. */
export function todayIn(zone: string, unixSeconds = clock.now()): string {
  return dayjs.unix(unixSeconds).tz(zone).format(DAY);
}

/** The calendar day before `day` (plain date arithmetic: no zone or daylight-saving shift involved). */
export function dayBefore(day: string): string {
  return dayjs.utc(day).subtract(1, 'day').format(DAY);
}

/** First and last day of a "YYYY-MM" month, for a range query on day strings. */
export function monthBounds(month: string): { first: string; last: string } {
  const start = dayjs.utc(`${month}-01`);
  return { first: start.format(DAY), last: start.endOf('month').format(DAY) };
}

export const monthOf = (day: string): string => day.slice(0, 7);
