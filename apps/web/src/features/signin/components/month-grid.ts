/**
 * The sign-in month view's cells (docs/product.md §9: weeks start on Sunday). Pure date arithmetic on "YYYY-MM"
 * strings, so the grid is the same in every time zone.
 */
import dayjs from 'dayjs';
import { WEEK_START } from '@/lib/relative-time';

export interface MonthCell {
  /** "YYYY-MM-DD", or null for the blanks before the 1st and after the last day */
  day: string | null;
  label: string;
}

export function monthGrid(month: string): MonthCell[] {
  const first = dayjs(`${month}-01`);
  const blanks = (first.day() - WEEK_START + 7) % 7;
  const cells: MonthCell[] = Array.from({ length: blanks }, () => ({ day: null, label: '' }));
  for (let d = 1; d <= first.daysInMonth(); d++) cells.push({ day: first.date(d).format('YYYY-MM-DD'), label: String(d) });
  while (cells.length % 7 !== 0) cells.push({ day: null, label: '' });
  return cells;
}

export const shiftMonth = (month: string, by: number): string => dayjs(`${month}-01`).add(by, 'month').format('YYYY-MM');
