/** Table types of migration 0007_labels (labels, business categories, favourites, search history). */
import type { Generated, Selectable } from 'kysely';
import type { LabelPrecision, LabelType, LabelVisibility } from '@app/contract';

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
