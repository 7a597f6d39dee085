/**
 * "Today" on the server's sign-in calendar (its configured time zone, which the API does not name). The
 * current-month reply implies it whenever a streak is running: signed today → the last signed day;
 * signed yesterday only → the day after it (or the 1st, when yesterday closed the previous month).
 * With no streak nothing in the reply pins it, so the device's own date stands in.
 */
import type { GetSigninReply } from '@app/contract';
import dayjs from 'dayjs';

type CurrentMonth = Pick<GetSigninReply, 'date' | 'list' | 'signin' | 'successions'>;

export function serverToday(current: CurrentMonth, deviceNow: dayjs.ConfigType = undefined): string {
  const last = current.list.at(-1);
  if (current.signin && last) return last;
  if (current.successions > 0) return last ? dayjs(last).add(1, 'day').format('YYYY-MM-DD') : `${current.date}-01`;
  return dayjs(deviceNow).format('YYYY-MM-DD');
}
