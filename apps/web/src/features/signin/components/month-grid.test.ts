import { describe, expect, it } from 'vitest';
import { monthGrid, shiftMonth } from './month-grid';

describe('monthGrid', () => {
  it('starts each week on Sunday, with blanks before the 1st and after the last day', () => {
    const may = monthGrid('2027-05'); // 1 May 2027 is a Saturday
    expect(may.slice(0, 7).map((c) => c.label)).toEqual(['', '', '', '', '', '', '1']);
    expect(may.filter((c) => c.day).length).toBe(31);
    expect(may.length % 7).toBe(0);
    expect(may.find((c) => c.label === '31')?.day).toBe('2027-05-31');
  });

  it('needs no blank when the month starts on a Sunday, and knows leap years', () => {
    const nov = monthGrid('2026-11'); // 1 November 2026 is a Sunday
    expect(nov[0]).toEqual({ day: '2026-11-01', label: '1' });
    expect(monthGrid('2028-02').filter((c) => c.day).length).toBe(29);
  });

  it('moves across years', () => {
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });
});
