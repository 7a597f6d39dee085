/**
 * Reading a shop's `business_hours` for the map's `open_now` filter (docs/api.md "Map filters"): `"HH:MM-HH:MM"`
 * (every day) or day groups such as `"Mon-Fri 09:00-18:00; Sat 10:00-14:00"`. The answer is a list of
 * half-open ranges of minutes in the shop's own week (Monday 00:00 = 0); a range past midnight (`22:00-02:00`)
 * counts until 02:00 of the next day, Sunday's running into Monday's start.
 */
export const WEEK_MINUTES = 7 * 24 * 60;
const DAY_MINUTES = 24 * 60;
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export interface WeekRange {
  start: number;
  end: number;
}

const TIME = /^([01]?\d|2[0-4]):([0-5]\d)$/;
const DAY_GROUP = /^([a-z]{3})(?:\s*-\s*([a-z]{3}))?$/;

function minutesOf(text: string): number | undefined {
  const m = TIME.exec(text.trim());
  if (!m) return undefined;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes <= DAY_MINUTES ? minutes : undefined;
}

/** `"09:00-18:00"` → [540, 1080]; undefined when unreadable or empty (start = end). */
function timeRange(text: string): [number, number] | undefined {
  const parts = text.split('-');
  if (parts.length !== 2) return undefined;
  const start = minutesOf(parts[0]!);
  const end = minutesOf(parts[1]!);
  if (start === undefined || end === undefined || start === end || start === DAY_MINUTES) return undefined;
  return [start, end];
}

/** `"Mon-Fri"` → [0,1,2,3,4]; `"Sat"` → [5]; `"Fri-Mon"` wraps; undefined when a name is unknown. */
function dayGroup(text: string): number[] | undefined {
  const m = DAY_GROUP.exec(text.trim().toLowerCase());
  if (!m) return undefined;
  const first = DAYS.indexOf(m[1] as (typeof DAYS)[number]);
  const last = m[2] === undefined ? first : DAYS.indexOf(m[2] as (typeof DAYS)[number]);
  if (first < 0 || last < 0) return undefined;
  const days: number[] = [];
  for (let d = first; ; d = (d + 1) % 7) {
    days.push(d);
    if (d === last) return days;
  }
}

/** One day's range as week ranges; past midnight it runs into the next day (Sunday's into Monday). */
function weekRanges(day: number, [start, end]: [number, number]): WeekRange[] {
  const base = day * DAY_MINUTES;
  if (end > start) return [{ start: base + start, end: base + end }];
  const ranges = [{ start: base + start, end: base + DAY_MINUTES }];
  const next = ((day + 1) % 7) * DAY_MINUTES;
  if (end > 0) ranges.push({ start: next, end: next + end });
  return ranges;
}

/**
 * The week ranges the hours describe, or undefined when the text cannot be read that way (free text such as
 * "ask us" or an empty string): such a shop is never `open_now`.
 */
export function parseBusinessHours(text: string): WeekRange[] | undefined {
  // an en or em dash reads as the hyphen, as shops often type it
  const groups = text
    .replace(/[\u2013\u2014]/g, '-')
    .split(/[;,\n]/)
    .map((g) => g.trim())
    .filter(Boolean);
  if (groups.length === 0) return undefined;
  const ranges: WeekRange[] = [];
  for (const group of groups) {
    const m = /^(?:(.*?)\s+)?(\S+\s*-\s*\S+)$/.exec(group);
    const times = m ? timeRange(m[2]!.replace(/\s/g, '')) : undefined;
    const days = m?.[1] === undefined ? [0, 1, 2, 3, 4, 5, 6] : dayGroup(m[1]);
    if (!times || !days) return undefined;
    for (const day of days) ranges.push(...weekRanges(day, times));
  }
  return ranges;
}

/** Making a formatter costs far more than using one: one per zone, kept (a few hundred zones at most). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The minute of the week (Monday 00:00 = 0) at `unixSeconds` in the IANA zone `timeZone`. */
export function weekMinuteIn(timeZone: string, unixSeconds: number): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(unixSeconds * 1000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = DAYS.indexOf(part('weekday').toLowerCase() as (typeof DAYS)[number]);
  return day * DAY_MINUTES + Number(part('hour')) * 60 + Number(part('minute'));
}

/** Whether the week ranges include `minute` (what the server's query does in SQL, for tests and the apps). */
export const isOpenAt = (ranges: readonly WeekRange[], minute: number) => ranges.some((r) => r.start <= minute && minute < r.end);
