/**
 * A stored notice as a reader sees it: title and body from the server catalogue (i18n/areas/notice.json,
 * `notice.<type>.title|body`) in the reader's language, with the event's parameters filled in.
 */
import type { Locale, Notice, NoticeType } from '@app/contract';
import { translate } from '../../core/i18n.ts';
import type { NoticeRow } from './notices.tables.ts';

export type NoticeParams = Record<string, string | number>;

function parseParams(text: string): NoticeParams {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as NoticeParams) : {};
  } catch {
    return {};
  }
}

export function renderNotice(row: NoticeRow, locale: Locale): Notice {
  const params = parseParams(row.params);
  return {
    id: row.id,
    type: row.type as NoticeType,
    title: translate(locale, `notice.${row.type}.title`, params),
    body: translate(locale, `notice.${row.type}.body`, params),
    link: row.link,
    read: row.is_read === 1,
    createtime: row.createtime,
  };
}
