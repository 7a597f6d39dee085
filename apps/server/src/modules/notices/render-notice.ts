/**
 * A stored notice as a reader sees it: title and body from the server catalogue (i18n/areas/notice.json,
 * `notice.<type>.title|body`) in the reader's language, with the event's parameters filled in. Amounts are
 * stored as the ledger writes them (`19.000000`) and written here as the apps write them — `formatAmount` in
 * the reader's language (docs/api.md "Notifications"). A notice with a `variant` (a decision's outcome) reads
 * `notice.<type>.body_<variant>`; one with a `reason` from an operator's decision adds it as a last line.
 */
import { COIN_TABLE, formatAmount, type Coin, type Locale, type Notice, type NoticeType } from '@app/contract';
import { translate } from '../../core/i18n.ts';
import type { NoticeRow } from './notices.tables.ts';

export type NoticeParams = Record<string, string | number>;

/** Notice types whose `reason` param is an operator's explanation of a decision, shown after the outcome. */
const DECIDED: ReadonlySet<string> = new Set<NoticeType>(['dispute_decided', 'p2p_decided']);

function parseParams(text: string): NoticeParams {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as NoticeParams) : {};
  } catch {
    return {};
  }
}

/** The params as the reader reads them: `amount` of `coin` in the reader's number style, every decimal kept. */
export function readableParams(params: NoticeParams, locale: Locale): NoticeParams {
  const coin = String(params.coin ?? '');
  if (params.amount === undefined || !(coin in COIN_TABLE)) return params;
  return { ...params, amount: formatAmount(params.amount, coin as Coin, locale, { exact: true }) };
}

function body(type: string, params: NoticeParams, locale: Locale): string {
  const text = translate(locale, params.variant ? `notice.${type}.body_${params.variant}` : `notice.${type}.body`, params);
  const reason = DECIDED.has(type) ? String(params.reason ?? '').trim() : '';
  return reason ? `${text}\n${translate(locale, 'notice.decision_reason', { reason })}` : text;
}

export function renderNotice(row: NoticeRow, locale: Locale): Notice {
  const params = readableParams(parseParams(row.params), locale);
  return {
    id: row.id,
    type: row.type as NoticeType,
    title: translate(locale, `notice.${row.type}.title`, params),
    body: body(row.type, params, locale),
    link: row.link,
    read: row.is_read === 1,
    createtime: row.createtime,
  };
}
