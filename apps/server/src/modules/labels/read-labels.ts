/**
 * Reading labels (docs/api.md /api/lable/detail, /api/lable/getmyable). Anyone may read a label on the map;
 * the owner also reads their own pending, rejected or hidden ones. Any other id answers 404, exactly like
 * one that does not exist (docs/api.md "Conventions").
 */
import type { LabelDetail, LabelDetailBody, ListPage, Locale, PageQuery } from '@app/contract';
import { notFound } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { toPage } from '../../core/paging.ts';
import { hasBlockedAnyone, isBlockedBy } from '../chat/index.ts';
import { describeLabel, describeLabels } from './describe-label.ts';
import { findLabel, pageOwnLabels } from './labels.repository.ts';
import type { LabelRow } from './labels.tables.ts';
import { mayView, viewerOf } from './label-privacy.ts';
import { lastConfirmed } from './report-place.ts';
import type { ShopFacts } from './shop-facts.ts';

export const isOnMap = (row: LabelRow) => row.status === 'passed' && row.hidden === 0 && row.deletetime === null;

/**
 * A label the reader may see: on the map, or their own — but not the personal label of a member who blocked
 * them, nor, to a guest, of a member who blocked anyone (the guest may be that member signed out), nor a
 * personal label its owner keeps from this reader.
 */
export async function findReadableLabel(db: Db, id: number, userId: number | undefined): Promise<LabelRow> {
  const row = await findLabel(db, id);
  if (!row || !(isOnMap(row) || Number(row.user_id) === userId)) throw notFound('labels.not_found');
  if (row.type === 'person' && Number(row.user_id) !== userId && (await hiddenByBlock(db, Number(row.user_id), userId))) {
    throw notFound('labels.not_found');
  }
  // A followers-only or private personal label is 404 to everyone else (docs/api.md "Personal label privacy").
  if (!mayView(row, await viewerOf(db, userId, [row]))) throw notFound('labels.not_found');
  return row;
}

const hiddenByBlock = (db: Db, ownerId: number, readerId: number | undefined) =>
  readerId === undefined ? hasBlockedAnyone(db, ownerId) : isBlockedBy(db, ownerId, readerId);

export async function labelDetail(
  db: Db,
  facts: ShopFacts,
  userId: number | undefined,
  body: LabelDetailBody,
  locale: Locale,
): Promise<LabelDetail> {
  const row = await findReadableLabel(db, body.id, userId);
  const point = body.lat !== undefined && body.lng !== undefined ? { lat: body.lat, lng: body.lng } : undefined;
  const detail = await describeLabel(db, row, { userId, point, locale });
  // A shop's page says when it was last confirmed (docs/api.md "Reports of closed or moved places").
  return detail.type === 'shop' ? { ...detail, last_confirmed: await lastConfirmed(db, facts, row) } : detail;
}

export async function myLabels(db: Db, userId: number, page: PageQuery, locale: Locale): Promise<ListPage<LabelDetail>> {
  const { total, rows } = await pageOwnLabels(db, { userId, offset: (page.page - 1) * page.limit, limit: page.limit });
  return toPage(await describeLabels(db, rows, { userId, locale }), total, page);
}
