/**
 * The console's report queue (docs/api.md "Chat in context"): open reports oldest first (closed ones newest
 * first), each with the reporter, the member responsible and the reported content as it is now — for a
 * message, the lines around it.
 */
import type { AdminReport, ListPage, PageQuery, ReportStatus, ReportTarget } from '@app/contract';
import { toPage } from '../../core/paging.ts';
import type { Db } from '../../db/database.ts';
import { memberCardsByIds, type MemberCard } from '../users/member-names.ts';
import { TARGETS } from './report-targets.ts';
import { findReport, pageReports } from './reports.repository.ts';
import type { ReportRow } from './reports.tables.ts';

function parseImages(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const memberOf = (cards: Map<number, MemberCard>, id: number) => {
  const card = cards.get(id);
  return { id, username: card?.username ?? '', nickname: card?.nickname ?? '' };
};

export async function presentReports(db: Db, rows: ReportRow[]): Promise<AdminReport[]> {
  const ids = rows.flatMap((r) => [Number(r.reporter_id), ...(r.reported_id === null ? [] : [Number(r.reported_id)])]);
  const [cards, contents] = await Promise.all([
    memberCardsByIds(db, ids),
    Promise.all(rows.map((r) => TARGETS[r.target].content(db, Number(r.target_id)))),
  ]);
  return rows.map((row, i) => ({
    id: Number(row.id),
    target: row.target,
    target_id: Number(row.target_id),
    reason: row.reason,
    images: parseImages(row.images),
    status: row.status,
    action: row.action,
    note: row.note,
    reporter: memberOf(cards, Number(row.reporter_id)),
    reported: row.reported_id === null ? null : memberOf(cards, Number(row.reported_id)),
    content: contents[i] ?? null,
    createtime: Number(row.createtime),
    decidetime: row.decidetime === null ? null : Number(row.decidetime),
  }));
}

export async function listReports(
  db: Db,
  query: PageQuery & { status?: ReportStatus; target?: ReportTarget },
): Promise<ListPage<AdminReport>> {
  const { total, rows } = await pageReports(db, {
    status: query.status ?? 'open',
    target: query.target,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return toPage(await presentReports(db, rows), total, query);
}

export async function reportById(db: Db, id: number): Promise<AdminReport | undefined> {
  const row = await findReport(db, id);
  return row ? (await presentReports(db, [row]))[0] : undefined;
}
