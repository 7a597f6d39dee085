/**
 * Reading a shop's `business_hours` for the map's `open_now` filter (docs/api.md "Map filters"): `"HH:MM-HH:MM"`
 * (every day) or day groups such as `"Mon-Fri 09:00-18:00; Sat 10:00-14:00"`, written as shops write them: groups
 * split by `;` or `,`, "Daily" / "Every day", day names in full, 12-hour times (`9am-6:30pm`), "to" for the dash,
 * "Open 24 hours" or "24/7", and "closed Mondays" (a closed day adds nothing). The answer is a list of
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
const TIME_12H = /^(1[0-2]|0?[1-9])(?::([0-5]\d))?(am|pm)$/;
const DAY_GROUP = /^([a-z]+)(?:\s*-\s*([a-z]+))?$/;
const EVERY_DAY = /^(daily|every\s*day|all\s*week|mon(day)?\s*-\s*sun(day)?)$/;
const ROUND_THE_CLOCK = /^(open\s+)?(24\s*(hours|hrs|h)|24\s*\/\s*7)$/;
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const FULL_DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function minutesOf(text: string): number | undefined {
  const h24 = TIME.exec(text.trim());
  if (h24) {
    const minutes = Number(h24[1]) * 60 + Number(h24[2]);
    return minutes <= DAY_MINUTES ? minutes : undefined;
  }
  const h12 = TIME_12H.exec(text.trim());
  if (!h12) return undefined;
  const hour = (Number(h12[1]) % 12) + (h12[3] === 'pm' ? 12 : 0);
  return hour * 60 + Number(h12[2] ?? 0);
}

/** `"mon"`, `"monday"` or `"mondays"` → 0; -1 when it names no day. */
function dayIndex(word: string): number {
  const name = word.replace(/s$/, '');
  return name.length >= 3 ? FULL_DAY_NAMES.findIndex((full) => full.startsWith(name)) : -1;
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
  const first = dayIndex(m[1]!);
  const last = m[2] === undefined ? first : dayIndex(m[2]);
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
  const groups = text
    .toLowerCase()
    // an en or em dash, and "to", read as the hyphen, as shops often type them; "9 am" as "9am"
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+to\s+/g, '-')
    .replace(/\s*\.?\s*([ap])\.?m\.?(?=[\s,;-]|$)/g, '$1m')
    .split(/[;,\n]/)
    .map((g) => g.trim())
    .filter(Boolean);
  if (groups.length === 0) return undefined;
  const ranges: WeekRange[] = [];
  for (const group of groups) {
    const read = readGroup(group);
    if (!read) return undefined;
    ranges.push(...read);
  }
  return ranges.length > 0 ? ranges : undefined;
}

/** One group's week ranges: "closed …" adds none; undefined when the group cannot be read. */
function readGroup(group: string): WeekRange[] | undefined {
  if (/^closed(\s|$)/.test(group)) return [];
  if (ROUND_THE_CLOCK.test(group)) return [{ start: 0, end: WEEK_MINUTES }];
  const m = /^(?:(.*?)\s+)?(\S+\s*-\s*\S+)$/.exec(group);
  const times = m ? timeRange(m[2]!.replace(/\s/g, '')) : undefined;
  const dayText = m?.[1]?.trim();
  const days = dayText === undefined ? ALL_DAYS : EVERY_DAY.test(dayText) ? ALL_DAYS : dayGroup(dayText);
  if (!times || !days) return undefined;
  return days.flatMap((day) => weekRanges(day, times));
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
