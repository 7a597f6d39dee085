/**
 * Invitation statistics for the console (docs/api.md "Admin"): how many members
 * came with an invitation code, per day over the last 30 days, and the inviters ranked by invitees.
 */
import type { AdminInviteStatsReply, PageQuery } from '@app/contract';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { toPage } from '../../core/paging.ts';
import * as repo from '../users/index.ts';

dayjs.extend(utc);
const DAYS = 30;

function lastDays(now: number): string[] {
  const today = dayjs.unix(now).utc().startOf('day');
  return Array.from({ length: DAYS }, (_, i) => today.subtract(DAYS - 1 - i, 'day').format('YYYY-MM-DD'));
}

export async function inviteStats(db: Db, query: PageQuery): Promise<AdminInviteStatsReply> {
  const now = clock.now();
  const days = lastDays(now);
  const since = dayjs.utc(days[0]).unix();
  const [total, recent, joinTimes, inviters, inviterCount] = await Promise.all([
    repo.countInvited(db),
    repo.countInvited(db, since),
    repo.invitedSince(db, since),
    repo.topInviters(db, since, { offset: (query.page - 1) * query.limit, limit: query.limit }),
    repo.countInviters(db),
  ]);
  const perDay = new Map(days.map((day) => [day, 0]));
  for (const time of joinTimes) {
    const day = dayjs.unix(time).utc().format('YYYY-MM-DD');
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return {
    total_invited: total,
    invited_30d: recent,
    by_day: days.map((day) => ({ day, count: perDay.get(day) ?? 0 })),
    inviters: toPage(inviters, inviterCount, query),
  };
}
