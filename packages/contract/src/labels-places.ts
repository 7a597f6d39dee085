/**
 * The map's search over shops and goods, and members' reports of closed or moved places (docs/api.md "Search:
 * shops and goods", "Reports of closed or moved places and 'last confirmed'"), with the console's view of a report.
 */
import { z } from 'zod';
import { COINS } from './common.ts';
import { listPage, pageQuery } from './envelope.ts';
import { idField, wholeNumber } from './fields.ts';
import { latField, lngField, mapFilterFields, NEARBY_RADIUS_MAX_M, shopCard } from './labels.ts';
import { textField } from './text.ts';

export const SEARCH_KEYWORD_MAX = 50;

export const labelSearchBody = pageQuery.extend({
  keyword: z.string('validation.required').trim().min(1, 'validation.required').max(SEARCH_KEYWORD_MAX, 'validation.too_long'),
  lat: latField.optional(),
  lng: lngField.optional(),
  radius: wholeNumber(
    z.number().int('validation.invalid').min(1, 'validation.too_small').max(NEARBY_RADIUS_MAX_M, 'validation.too_big'),
  ).optional(),
  ...mapFilterFields,
});
export type LabelSearchBody = z.input<typeof labelSearchBody>;

export const searchGood = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: z.string(),
  coin: z.enum(COINS),
  shop_id: z.number().int(),
  shop_name: z.string(),
  distance: z.number().int().nullable().describe('metres from lat/lng; null without them'),
});
export type SearchGood = z.infer<typeof searchGood>;
/** A shop found by search: its card, and the distance when the search sent lat/lng. */
export const searchShop = shopCard.extend({
  distance: z.number().int().nullable().describe('metres from lat/lng; null without them'),
});
export type SearchShop = z.infer<typeof searchShop>;
export const labelSearchReply = z.object({ shops: listPage(searchShop), goods: listPage(searchGood) });
export type LabelSearchReply = z.infer<typeof labelSearchReply>;

/** What a member may report about a shop on the map. */
export const PLACE_REPORT_KINDS = ['closed', 'moved', 'wrong_details', 'no_pi'] as const;
export type PlaceReportKind = (typeof PLACE_REPORT_KINDS)[number];
export const PLACE_REPORT_NOTE_MAX = 500;
/** A moved pin may be at most this far from the shop's pin. */
export const PLACE_REPORT_PIN_MAX_M = 50_000;

export const placeReportBody = z.object({
  id: idField,
  kind: z.enum(PLACE_REPORT_KINDS, 'validation.invalid'),
  note: textField({ max: PLACE_REPORT_NOTE_MAX }).optional(),
  lat: latField.optional(),
  lng: lngField.optional(),
});
export type PlaceReportBody = z.input<typeof placeReportBody>;
export const placeReportReply = z.object({ report_id: z.number().int() });

export const stillThereBody = z.object({ id: idField, lat: latField.optional(), lng: lngField.optional() });
export const stillThereReply = z.object({ last_confirmed: z.number().int() });

/** An operator's decisions on a place report (review kind `place_report`). */
export const PLACE_REPORT_DECISIONS = ['confirm_closed', 'dismiss', 'move'] as const;
export type PlaceReportDecision = (typeof PLACE_REPORT_DECISIONS)[number];

/** The review item's `detail` for kind `place_report` (docs/api.md "Reports of closed or moved places"). */
export const placeReportDetail = z.object({
  shop_id: z.number().int(),
  shop_name: z.string(),
  shop_lat: z.number(),
  shop_lng: z.number(),
  kind: z.enum(PLACE_REPORT_KINDS),
  note: z.string(),
  lat: z.number().nullable().describe('the new pin of a `moved` report'),
  lng: z.number().nullable(),
  closed_reports: z.number().int().describe('distinct members who reported it closed in the last 30 days'),
  closed_reported: z.boolean(),
  actions: z.array(z.enum(PLACE_REPORT_DECISIONS)),
  decision: z.enum(PLACE_REPORT_DECISIONS).nullable(),
});
export type PlaceReportDetail = z.infer<typeof placeReportDetail>;
