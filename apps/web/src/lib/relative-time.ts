/**
 * Spec §9 "Relative time": just now under 5 minutes, then minutes, hours, days (under 30), then a date.
 * Weeks start on Sunday, dayjs' own default, kept explicit for calendars (sign-in month view).
 */
import { formatDate } from '@app/contract';
import dayjs from 'dayjs';

export const WEEK_START = 0;

export type Translate = (key: string, params?: Record<string, unknown>) => string;

const MINUTE = 60_000;

export function relativeTime(unixSeconds: number, t: Translate, nowMs: number = Date.now()): string {
  const minutes = Math.floor((nowMs - unixSeconds * 1000) / MINUTE);
  if (minutes < 5) return t('time.just_now');
  if (minutes < 60) return t('time.minutes_ago', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('time.hours_ago', { count: hours });
  const days = Math.floor(hours / 24);
  if (days < 30) return t('time.days_ago', { count: days });
  return dateOnly(unixSeconds);
}

/** An absolute date, the one style every screen uses for a date beyond the relative range (docs/product.md §9). */
export function dateOnly(unixSeconds: number): string {
  return formatDate(unixSeconds);
}

/** An absolute date and minute, for records (orders, logs), in the same style as `dateOnly`. */
export function dateTime(unixSeconds: number): string {
  return formatDate(unixSeconds, 'minute');
}

/** First day of the week containing `date`, a Sunday. */
export function startOfWeek(date: dayjs.ConfigType): dayjs.Dayjs {
  const day = dayjs(date).startOf('day');
  return day.subtract((day.day() - WEEK_START + 7) % 7, 'day');
}
