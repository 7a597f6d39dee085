/**
 * Labels and map: docs/api.md "Labels and map" (addperson, addshop, getmyable, del, nearby, detail, categories,
 * favorite, favorites, history, clearhistory), docs/product.md §3 "Person label" / "Shop label", §5 (what each form
 * requires, at most 6 interior images), §9 (nearby radius 5000 m, 20 a page). Plus the console's label
 * moderation and business categories. Shared by the server, the web app and the console.
 */
import { z } from 'zod';
import { localizedTextField, localizedTextReply } from './localized.ts';
import { listPage, pageQuery } from './envelope.ts';
import { decimalNumber, idField, imageUrlField, nicknameField, wholeNumber } from './fields.ts';
import { LIMITS } from './limits.ts';
import { textField } from './text.ts';
import { parseBusinessHours } from './rules/business-hours.ts';

const required = { error: 'validation.required' };

export const LABEL_TYPES = ['person', 'shop'] as const;
export type LabelType = (typeof LABEL_TYPES)[number];
/** pending/rejected: a shop under or after review; passed: on the map; hidden: taken off the map by an operator. */
export const LABEL_STATUSES = ['pending', 'passed', 'rejected', 'hidden'] as const;
export type LabelStatus = (typeof LABEL_STATUSES)[number];
/** Who sees a personal label, and how exactly (docs/api.md "Personal label privacy"). */
export const LABEL_VISIBILITIES = ['everyone', 'followers', 'nobody'] as const;
export type LabelVisibility = (typeof LABEL_VISIBILITIES)[number];
export const LABEL_PRECISIONS = ['exact', '500m', '2km'] as const;
export type LabelPrecision = (typeof LABEL_PRECISIONS)[number];
/** The largest distance, in metres, between a personal label's true and shown point. */
export const PRECISION_METRES: Record<LabelPrecision, number> = { exact: 0, '500m': 500, '2km': 2000 };

export const SHOP_IMAGES_MAX = LIMITS.imagesPerUpload;
export const NEARBY_RADIUS_MAX_M = 100_000;
export const SEARCH_HISTORY_MAX = 20;
/** Contact numbers as shops print them: digits with spaces, dashes, brackets and a leading +. */
export const SHOP_PHONE_PATTERN = /^\+?[\d\s()-]{6,24}$/;

const text = (max: number) => textField({ max, required: 'validation.required' });
const optionalText = (max: number) => textField({ max }).default('');

/** A coordinate; null or '' count as missing (coercion would read them as 0, a real place off Africa). */
const coordinate = (limit: number) =>
  z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    decimalNumber(z.number().min(-limit, 'validation.invalid').max(limit, 'validation.invalid')),
  );
export const latField = coordinate(90);
export const lngField = coordinate(180);
/** A business category id from /api/lable/categories. */
export const categoryField = wholeNumber(z.number().int('validation.invalid').positive('validation.required'));
export const shopPhoneField = z
  .string(required)
  .trim()
  .min(1, 'validation.required')
  .regex(SHOP_PHONE_PATTERN, 'validation.invalid');

/* ---------- member bodies ---------- */

export const addPersonBody = z.object({
  avatar: imageUrlField.optional().or(z.literal('')).default(''),
  nickname: nicknameField,
  bio: textField({ max: LIMITS.bioMax, required: 'validation.required' }),
  category: categoryField.optional(),
  lat: latField,
  lng: lngField,
  address: optionalText(200),
  visibility: z.enum(LABEL_VISIBILITIES, 'validation.invalid').optional(),
  precision: z.enum(LABEL_PRECISIONS, 'validation.invalid').optional(),
});
export type AddPersonBody = z.infer<typeof addPersonBody>;

/**
 * A shop's hours are read by the map's "open now" filter (rules/business-hours.ts, docs/api.md "Map filters"), so
 * hours given must be readable there: "09:00-18:00" or day groups such as "Mon-Fri 09:00-18:00; Sat 10:00-14:00".
 */
const businessHoursField = optionalText(100).refine(
  (hours) => hours === '' || parseBusinessHours(hours) !== undefined,
  'labels.hours_invalid',
);

export const addShopBody = z.object({
  name: text(60),
  category: categoryField,
  business_hours: businessHoursField,
  accepts_pi: z.boolean('validation.invalid').optional().describe('the merchant takes PI (docs/api.md "Map filters")'),
  phone: shopPhoneField,
  address: optionalText(200),
  lat: latField,
  lng: lngField,
  intro: text(1000),
  door_image: imageUrlField,
  license_image: imageUrlField,
  images: z.array(imageUrlField, required).min(1, 'validation.required').max(SHOP_IMAGES_MAX, 'validation.too_many'),
});
export type AddShopBody = z.infer<typeof addShopBody>;

/** Changes one or both choices of my personal label; absent ones stay. */
export const labelPrivacyBody = z.object({
  visibility: z.enum(LABEL_VISIBILITIES, 'validation.invalid').optional(),
  precision: z.enum(LABEL_PRECISIONS, 'validation.invalid').optional(),
});
export type LabelPrivacyBody = z.infer<typeof labelPrivacyBody>;

export const labelIdBody = z.object({ id: idField });
export type LabelIdBody = z.infer<typeof labelIdBody>;

export const myLabelsBody = pageQuery;

/** At most this many categories in one map filter (docs/api.md "Map filters"). */
export const MAP_FILTER_CATEGORIES_MAX = 20;
/** Several category ids: a JSON array, or "3,7" as a query string sends them. */
export const categoriesField = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(categoryField, 'validation.invalid').max(MAP_FILTER_CATEGORIES_MAX, 'validation.too_many'),
);

/** A yes/no map filter: true/false, 1/0, or the same as strings (a query string); anything else 400 validation.invalid. */
export const mapFlagField = z.preprocess(
  (v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v),
  z.boolean('validation.invalid'),
);
/** The map filters besides type, category and keyword (docs/api.md "Map filters"), shared by nearby and search. */
export const mapFilterFields = {
  categories: categoriesField.optional(),
  open_now: mapFlagField.optional(),
  min_rating: decimalNumber(z.number().min(1, 'validation.invalid').max(5, 'validation.invalid')).optional(),
  verified: mapFlagField.optional(),
  accepts_pi: mapFlagField.optional(),
};
export type MapFilters = {
  categories?: number[];
  open_now?: boolean;
  min_rating?: number;
  verified?: boolean;
  accepts_pi?: boolean;
};

export const nearbyBody = pageQuery.extend({
  lat: latField,
  lng: lngField,
  radius: wholeNumber(
    z.number().int('validation.invalid').min(1, 'validation.too_small').max(NEARBY_RADIUS_MAX_M, 'validation.too_big'),
  ).default(LIMITS.map.nearbyRadiusM),
  type: z.enum(LABEL_TYPES, 'validation.invalid').optional(),
  category: categoryField.optional(),
  ...mapFilterFields,
  keyword: z.string().trim().max(50, 'validation.too_long').optional(),
});
export type NearbyBody = z.infer<typeof nearbyBody>;

/** With the reader's position, the reply carries the distance to the label. */
export const labelDetailBody = labelIdBody.extend({ lat: latField.optional(), lng: lngField.optional() });
export type LabelDetailBody = z.infer<typeof labelDetailBody>;

export const favoritesBody = pageQuery;
export const historyBody = z.object({}).passthrough();

/* ---------- replies ---------- */

/** A label as a map marker or a list row; `name`/`door_image` for shops, `nickname`/`avatar` for persons. */
const cardCommon = {
  id: z.number().int(),
  category: z.number().int().nullable(),
  category_name: z.string(),
  lat: z.number(),
  lng: z.number(),
  address: z.string(),
};
const precisionReply = z
  .enum(LABEL_PRECISIONS)
  .describe("how far lat/lng may be from the member's true point: others get a shown point (docs/api.md)");
export const personCard = z.object({
  ...cardCommon,
  type: z.literal('person'),
  nickname: z.string(),
  avatar: z.string(),
  precision: precisionReply,
});
export const shopCard = z.object({
  ...cardCommon,
  type: z.literal('shop'),
  name: z.string(),
  door_image: z.string(),
  business_hours: z.string(),
  closed_reported: z
    .boolean()
    .optional()
    .describe(
      'enough members reported it closed; shown greyed until an operator decides (docs/api.md "Reports of closed or moved places")',
    ),
});
export const labelCard = z.discriminatedUnion('type', [personCard, shopCard]);
export type LabelCard = z.infer<typeof labelCard>;

export const nearbyItem = z.discriminatedUnion('type', [
  personCard.extend({ distance: z.number().int().describe('metres') }),
  shopCard.extend({ distance: z.number().int().describe('metres') }),
]);
export type NearbyItem = z.infer<typeof nearbyItem>;
export const nearbyReply = listPage(nearbyItem);
export type NearbyReply = z.infer<typeof nearbyReply>;

const detailCommon = {
  ...cardCommon,
  user_id: z.number().int(),
  status: z.enum(LABEL_STATUSES),
  reason: z.string().describe('why it was rejected or hidden; empty otherwise'),
  createtime: z.number().int(),
  favorited: z.boolean(),
  mine: z.boolean(),
  distance: z.number().int().nullable().describe('metres from the lat/lng sent; null without them'),
};
export const personDetail = z.object({
  ...detailCommon,
  type: z.literal('person'),
  nickname: z.string(),
  avatar: z.string(),
  bio: z.string(),
  precision: precisionReply,
  visibility: z.enum(LABEL_VISIBILITIES).optional().describe("the owner's own label only"),
});
export const shopDetail = z.object({
  ...detailCommon,
  type: z.literal('shop'),
  name: z.string(),
  business_hours: z.string(),
  phone: z.string(),
  intro: z.string(),
  door_image: z.string(),
  license_image: z.string().describe("the owner's own application only; empty for everyone else"),
  images: z.array(z.string()),
  accepts_pi: z.boolean().optional().describe("the merchant's own word that the shop takes PI"),
  closed_reported: z.boolean().optional().describe('enough members reported it closed, until an operator decides'),
  last_confirmed: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('unix seconds: the latest receipt of an order, "still there" or merchant update; null when never'),
});
export const labelDetail = z.discriminatedUnion('type', [personDetail, shopDetail]);
export type LabelDetail = z.infer<typeof labelDetail>;
export type PersonDetail = z.infer<typeof personDetail>;
export type ShopDetail = z.infer<typeof shopDetail>;

/** addperson answers with the label; addshop with the settlement application, status `pending`. */
export const addPersonReply = personDetail;
export const addShopReply = shopDetail;
export const myLabelsReply = listPage(labelDetail);

export const labelCategory = z.object({ id: z.number().int(), name: z.string(), icon: z.string(), sort: z.number().int() });
export type LabelCategory = z.infer<typeof labelCategory>;
export const categoriesReply = z.array(labelCategory);

export const favoriteReply = z.object({ favorited: z.boolean() });
export const favoriteItem = z.discriminatedUnion('type', [
  personCard.extend({ favoritetime: z.number().int() }),
  shopCard.extend({ favoritetime: z.number().int() }),
]);
export type FavoriteItem = z.infer<typeof favoriteItem>;
export const favoritesReply = listPage(favoriteItem);

export const historyItem = z.object({ keyword: z.string(), createtime: z.number().int() });
export type HistoryItem = z.infer<typeof historyItem>;
/** The member's latest distinct keywords, newest first (at most SEARCH_HISTORY_MAX). */
export const historyReply = z.array(historyItem);

/* ---------- operator console ---------- */

export const adminLabelListBody = pageQuery.extend({
  type: z.enum(LABEL_TYPES, 'validation.invalid').optional(),
  status: z.enum(LABEL_STATUSES, 'validation.invalid').optional(),
  keyword: z.string().trim().max(100, 'validation.too_long').optional(),
  user_id: idField.optional(),
});
export type AdminLabelListBody = z.infer<typeof adminLabelListBody>;
export const adminLabelRow = z.object({
  id: z.number().int(),
  type: z.enum(LABEL_TYPES),
  title: z.string().describe('shop name or person nickname'),
  image: z.string().describe('door image or avatar'),
  category_name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  status: z.enum(LABEL_STATUSES),
  reason: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  createtime: z.number().int(),
});
export type AdminLabelRow = z.infer<typeof adminLabelRow>;
export const adminLabelListReply = listPage(adminLabelRow);

export const adminLabelHideBody = z
  .object({
    id: idField,
    hidden: z.boolean(required),
    reason: z.string().trim().max(200, 'validation.too_long').optional(),
  })
  .superRefine((body, ctx) => {
    // A member whose label disappears is told why.
    if (body.hidden && !body.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
  });
export type AdminLabelHideBody = z.infer<typeof adminLabelHideBody>;

/** The console sees and sends the name in every language (member endpoints get the reader's one). */
export const adminCategoryRow = labelCategory.extend({
  name: localizedTextReply,
  enabled: z.boolean(),
  labels: z.number().int(),
});
export type AdminCategoryRow = z.infer<typeof adminCategoryRow>;
export const adminCategoryListReply = z.array(adminCategoryRow);
export const adminCategorySaveBody = z.object({
  id: idField.optional().describe('absent: a new category'),
  name: localizedTextField(40).describe('the name per locale; `en` required, the fallback for the others'),
  icon: z.string().trim().max(40, 'validation.too_long').default(''),
  sort: wholeNumber(z.number().int('validation.invalid').min(0, 'validation.too_small').max(9999, 'validation.too_big')).default(
    0,
  ),
  enabled: z.boolean().default(true),
});
export type AdminCategorySaveBody = z.infer<typeof adminCategorySaveBody>;
export const adminCategoryDeleteBody = z.object({ id: idField });
