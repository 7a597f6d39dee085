/**
 * Maps label rows to the contract's replies (docs/api.md "Labels and map": nearby items, label / shop detail,
 * favourites; docs/api.md "Admin": the shop review item and the console's label rows). The stored `title`,
 * `image` and `intro` become name/nickname, door_image/avatar and intro/bio by type.
 */
import {
  parseLocalized,
  pickLocalized,
  type AdminLabelRow,
  type LabelCard,
  type LabelDetail,
  type LabelStatus,
  type Locale,
  type ReviewItem,
} from '@app/contract';
import type { LabelRow } from './labels.tables.ts';

/** What the member and the console see: an operator's hiding outranks the review status. */
export function statusOf(row: LabelRow): LabelStatus {
  return row.hidden === 1 ? 'hidden' : row.status;
}

export function reasonOf(row: LabelRow): string {
  return row.hidden === 1 ? row.hidden_reason : row.status === 'rejected' ? row.reason : '';
}

/** A stored category name (a per-locale JSON map) in `locale`; '' without a category. */
export function localCategoryName(stored: string | null, locale: Locale): string {
  return stored === null ? '' : pickLocalized(parseLocalized(stored), locale);
}

/** The label's category name from a map of all names ('' without a category). */
export function categoryNameOf(names: Map<number, string>, row: LabelRow): string {
  return row.category_id === null ? '' : (names.get(Number(row.category_id)) ?? '');
}

function imagesOf(row: LabelRow): string[] {
  try {
    const images: unknown = JSON.parse(row.images);
    return Array.isArray(images) ? images.filter((i): i is string => typeof i === 'string') : [];
  } catch {
    return [];
  }
}

/** The columns a card shows: the nearby and favourites lists read only these (a third of the row). */
export const CARD_COLUMNS = [
  'id',
  'type',
  'user_id',
  'category_id',
  'title',
  'image',
  'business_hours',
  'address',
  'lat',
  'lng',
  'visibility',
  'precision',
  'closed_reported',
] as const;
export type CardRow = Pick<LabelRow, (typeof CARD_COLUMNS)[number]>;

function common(row: CardRow, categoryName: string) {
  return {
    id: Number(row.id),
    category: row.category_id === null ? null : Number(row.category_id),
    category_name: categoryName,
    lat: Number(row.lat),
    lng: Number(row.lng),
    address: row.address,
  };
}

export function presentCard(row: CardRow, categoryName: string): LabelCard {
  if (row.type === 'person') {
    return { ...common(row, categoryName), type: 'person', nickname: row.title, avatar: row.image, precision: row.precision };
  }
  return {
    ...common(row, categoryName),
    type: 'shop',
    name: row.title,
    door_image: row.image,
    business_hours: row.business_hours,
    closed_reported: row.closed_reported === 1,
  };
}

export interface DetailContext {
  categoryName: string;
  favorited: boolean;
  /** the reader is the owner: sees the licence image */
  mine: boolean;
  distance: number | null;
  /** a shop's "last confirmed" (docs/api.md "Reports of closed or moved places"), unix seconds or null */
  lastConfirmed?: number | null;
}

export function presentDetail(row: LabelRow, c: DetailContext): LabelDetail {
  const shared = {
    ...common(row, c.categoryName),
    user_id: Number(row.user_id),
    status: statusOf(row),
    reason: reasonOf(row),
    createtime: Number(row.createtime),
    favorited: c.favorited,
    mine: c.mine,
    distance: c.distance === null ? null : Math.round(c.distance),
  };
  if (row.type === 'person') {
    const person = { ...shared, type: 'person' as const, nickname: row.title, avatar: row.image, bio: row.intro };
    // Only the owner learns who may see the label (docs/api.md "Personal label privacy").
    return c.mine ? { ...person, precision: row.precision, visibility: row.visibility } : { ...person, precision: row.precision };
  }
  return {
    ...shared,
    type: 'shop',
    name: row.title,
    business_hours: row.business_hours,
    phone: row.phone,
    intro: row.intro,
    door_image: row.image,
    license_image: c.mine ? row.license_image : '',
    images: imagesOf(row),
    accepts_pi: row.accepts_pi === 1,
    closed_reported: row.closed_reported === 1,
    last_confirmed: c.lastConfirmed ?? null,
  };
}

/** A shop application in the review queue: everything the reviewer checks, images included. */
export function presentShopReviewItem(row: LabelRow, username: string, categoryName: string): ReviewItem {
  return {
    id: Number(row.id),
    kind: 'shop',
    status: row.status,
    user_id: Number(row.user_id),
    username,
    createtime: Number(row.updatetime),
    detail: {
      name: row.title,
      category: categoryName,
      business_hours: row.business_hours,
      phone: row.phone,
      address: row.address,
      location: `${Number(row.lat).toFixed(6)}, ${Number(row.lng).toFixed(6)}`,
      intro: row.intro,
      door_image: row.image,
      license_image: row.license_image,
      images: imagesOf(row),
      reason: row.reason,
    },
  };
}

export function presentAdminRow(row: LabelRow, username: string, categoryName: string): AdminLabelRow {
  return {
    id: Number(row.id),
    type: row.type,
    title: row.title,
    image: row.image,
    category_name: categoryName,
    address: row.address,
    lat: Number(row.lat),
    lng: Number(row.lng),
    status: statusOf(row),
    reason: reasonOf(row),
    user_id: Number(row.user_id),
    username,
    createtime: Number(row.createtime),
  };
}
