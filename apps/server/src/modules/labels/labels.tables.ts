/** Table types of migration 0007_labels (labels, business categories, favourites, search history). */
import type { Generated, Selectable } from 'kysely';
import type { LabelPrecision, LabelType, LabelVisibility, PlaceReportKind } from '@app/contract';

/** The review state as stored; `hidden` is a separate flag so unhiding restores what was there. */
export type StoredLabelStatus = 'pending' | 'passed' | 'rejected';

export interface LabelsTable {
  id: Generated<number>;
  user_id: number;
  type: LabelType;
  status: Generated<StoredLabelStatus>;
  hidden: Generated<number>;
  reason: Generated<string>;
  hidden_reason: Generated<string>;
  category_id: number | null;
  /** shop name or person nickname */
  title: string;
  /** door image or avatar */
  image: Generated<string>;
  /** shop intro or person bio */
  intro: Generated<string>;
  business_hours: Generated<string>;
  phone: Generated<string>;
  address: Generated<string>;
  lat: number;
  lng: number;
  /** floor(lat × 100): the PostgreSQL spatial index's first column */
  lat_band: number;
  license_image: Generated<string>;
  /** JSON array of interior image paths */
  images: Generated<string>;
  admin_id: number | null;
  createtime: number;
  updatetime: number;
  decidetime: number | null;
  deletetime: number | null;
  /** a personal label's readers (migration 0034_label_privacy; docs/api.md "Personal label privacy") */
  visibility: Generated<LabelVisibility>;
  precision: Generated<LabelPrecision>;
  /** a shop's IANA zone from its pin, '' = the platform's (migration 0036_map_places; docs/api.md "Map filters") */
  time_zone: Generated<string>;
  /** 1: enough members reported the shop closed, until an operator decides */
  closed_reported: Generated<number>;
  /** 1: the merchant says the shop takes PI (docs/api.md "Map filters" → accepts_pi) */
  accepts_pi: Generated<number>;
}
export type LabelRow = Selectable<LabelsTable>;

export interface LabelCategoriesTable {
  id: Generated<number>;
  name: string;
  icon: Generated<string>;
  sort: Generated<number>;
  enabled: Generated<number>;
  createtime: number;
}

export interface LabelFavoritesTable {
  user_id: number;
  label_id: number;
  createtime: number;
}

export interface LabelSearchHistoryTable {
  user_id: number;
  keyword: string;
  createtime: number;
}

/** SQLite only: the R*Tree of visible labels' points, filled by triggers. */
export interface LabelsRtreeTable {
  id: number;
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
}

/** Keys only the server reads (migration 0034_label_privacy): `label_offset` keys the personal labels' offsets. */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** A shop's readable business hours as half-open minutes of its own week, Monday 00:00 = 0 (migration 0036). */
export interface LabelHoursTable {
  label_id: number;
  start_min: number;
  end_min: number;
}

/** The IANA zones shops are in: `open_now` needs each one's minute of the week now. */
export interface LabelTimeZonesTable {
  name: string;
}

export type PlaceReportStatus = 'pending' | 'passed' | 'rejected';

/** Members' reports of closed or moved places (docs/api.md "Reports of closed or moved places"); `day` is the platform's. */
export interface PlaceReportsTable {
  id: Generated<number>;
  label_id: number;
  user_id: number;
  kind: PlaceReportKind;
  note: Generated<string>;
  lat: number | null;
  lng: number | null;
  day: string;
  status: Generated<PlaceReportStatus>;
  /** the operator's decision: confirm_closed, dismiss or move; '' while pending */
  decision: Generated<string>;
  reason: Generated<string>;
  admin_id: number | null;
  createtime: number;
  decidetime: number | null;
}
export type PlaceReportRow = Selectable<PlaceReportsTable>;

/** "Still there" from a member, one per member, shop and platform day. */
export interface PlaceConfirmationsTable {
  label_id: number;
  user_id: number;
  day: string;
  createtime: number;
}
