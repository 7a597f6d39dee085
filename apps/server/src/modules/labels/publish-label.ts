/**
 * Publishing on the map (docs/api.md /api/lable/addperson, /api/lable/addshop; docs/product.md §3 "Person label",
 * "Shop label"): a member has at most one person label and one shop.
 * - A person label shows at once; publishing again moves and rewrites it.
 * - A shop is a settlement application: `pending` until an operator passes it (shop-review.ts). A
 *   rejected application may be resubmitted (same id, back to pending); a pending or passed one may not.
 */
import type {
  AddPersonBody,
  AddShopBody,
  LabelDetail,
  LabelPrivacyBody,
  LabelType,
  Locale,
  PersonDetail,
  ShopDetail,
} from '@app/contract';
import { conflict, notFound, refuse, type MessageKey } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { findCategory } from './categories.repository.ts';
import { describeLabel } from './describe-label.ts';
import { findOwnLabel, insertLabel, rewriteLabel, setLabelPrivacy, type LabelFields } from './labels.repository.ts';
import type { StoredLabelStatus } from './labels.tables.ts';

async function checkCategory(db: Db, id: number | undefined): Promise<void> {
  if (id === undefined) return;
  const category = await findCategory(db, id);
  if (!category || category.enabled !== 1) throw refuse('labels.category_unknown');
}

function personFields(body: AddPersonBody): LabelFields {
  return {
    title: body.nickname,
    image: body.avatar,
    intro: body.bio,
    categoryId: body.category ?? null,
    businessHours: '',
    phone: '',
    address: body.address,
    lat: body.lat,
    lng: body.lng,
    licenseImage: '',
    images: [],
    visibility: body.visibility,
    precision: body.precision,
  };
}

function shopFields(body: AddShopBody): LabelFields {
  return {
    title: body.name,
    image: body.door_image,
    intro: body.intro,
    categoryId: body.category,
    businessHours: body.business_hours,
    phone: body.phone,
    address: body.address,
    lat: body.lat,
    lng: body.lng,
    licenseImage: body.license_image,
    images: body.images,
    acceptsPi: body.accepts_pi ?? false,
  };
}

interface Placement {
  type: LabelType;
  /** the reader's language for the category name in the answer */
  locale: Locale;
  status: StoredLabelStatus;
  /** the statuses an existing label may be rewritten from; anything else is refused with `refusal` */
  rewritableFrom: StoredLabelStatus[];
  refusal: (existing: StoredLabelStatus) => MessageKey;
}

async function place(db: Db, userId: number, fields: LabelFields, p: Placement): Promise<LabelDetail> {
  const now = clock.now();
  const existing = await findOwnLabel(db, userId, p.type);
  if (existing) {
    if (!p.rewritableFrom.includes(existing.status)) throw conflict(p.refusal(existing.status));
    const rewritten = await rewriteLabel(db, {
      id: Number(existing.id),
      fromStatuses: p.rewritableFrom,
      status: p.status,
      fields,
      now,
    });
    if (!rewritten) throw conflict('labels.changed');
  } else {
    // The unique (user_id, type) index refuses a second concurrent insert.
    await insertLabel(db, { userId, type: p.type, status: p.status, fields, now }).catch(() => {
      throw conflict('labels.changed');
    });
  }
  const row = await findOwnLabel(db, userId, p.type);
  return describeLabel(db, row!, { userId, locale: p.locale });
}

export async function publishPerson(db: Db, userId: number, body: AddPersonBody, locale: Locale): Promise<PersonDetail> {
  await checkCategory(db, body.category);
  const label = await place(db, userId, personFields(body), {
    type: 'person',
    locale,
    status: 'passed',
    rewritableFrom: ['passed', 'pending', 'rejected'],
    refusal: () => 'labels.changed',
  });
  return label as PersonDetail;
}

export async function applyForShop(db: Db, userId: number, body: AddShopBody, locale: Locale): Promise<ShopDetail> {
  await checkCategory(db, body.category);
  const label = await place(db, userId, shopFields(body), {
    type: 'shop',
    locale,
    status: 'pending',
    rewritableFrom: ['rejected'],
    refusal: (existing) => (existing === 'pending' ? 'labels.shop_pending' : 'labels.shop_exists'),
  });
  return label as ShopDetail;
}

/** Who sees my personal label and how exactly (docs/api.md "Personal label privacy"); 404 without one. */
export async function changeLabelPrivacy(db: Db, userId: number, body: LabelPrivacyBody, locale: Locale): Promise<PersonDetail> {
  if (!(await setLabelPrivacy(db, { userId, ...body, now: clock.now() }))) throw notFound('labels.not_found');
  const row = await findOwnLabel(db, userId, 'person');
  if (!row) throw notFound('labels.not_found');
  return (await describeLabel(db, row, { userId, locale })) as PersonDetail;
}
