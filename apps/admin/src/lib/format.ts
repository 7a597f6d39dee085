/** Display helpers shared by the console's tables. */
import dayjs from 'dayjs';

/** Unix seconds (API.md "Conventions") as local date and time. */
export function formatTime(seconds: number): string {
  return dayjs.unix(seconds).format('YYYY-MM-DD HH:mm:ss');
}
