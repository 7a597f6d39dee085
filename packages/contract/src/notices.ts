/**
 * Notices: what happened to a member (docs/api.md "Notifications"). Every event a member should know of
 * creates one notice for that member; it is listed, counted as unread until read, delivered live over the
 * socket and, where the member subscribed, by Web Push. The types are the events; the groups are how the
 * notice centre files them and what a member can switch off for push.
 */
import { z } from 'zod';
import { listPage, pageQuery } from './envelope.ts';
import { idField } from './fields.ts';

/** Event names, grouped by the part of the app they come from. */
export const NOTICE_GROUPS = {
  wallet: ['deposit_passed', 'deposit_rejected', 'withdraw_passed', 'withdraw_rejected', 'withdraw_paid', 'withdraw_failed'],
  account: ['verify_passed', 'verify_rejected', 'vip_expiring', 'login_new_device'],
  shop: [
    'shop_passed',
    'shop_rejected',
    'shop_closed',
    'goods_passed',
    'goods_rejected',
    'order_paid',
    'order_shipped',
    'order_received',
    'order_cancelled',
    'refund_requested',
    'refund_accepted',
    'refund_rejected',
    'dispute_opened',
    'dispute_decided',
    'review_received',
  ],
  p2p: [
    'p2p_taken',
    'p2p_paid',
    'p2p_released',
    'p2p_cancelled',
    'p2p_expired',
    'p2p_appeal',
    'p2p_decided',
    'p2p_completed',
    'p2p_alert',
    'p2p_cancel_request',
    'p2p_feedback',
    'p2p_chargeback',
    'p2p_paid_reminder',
  ],
  community: ['follow', 'comment', 'like'],
  safety: ['report_decided', 'warned'],
} as const;

export type NoticeGroup = keyof typeof NOTICE_GROUPS;
export type NoticeType = (typeof NOTICE_GROUPS)[NoticeGroup][number];
export const NOTICE_GROUP_NAMES = Object.keys(NOTICE_GROUPS) as NoticeGroup[];
export const NOTICE_TYPES = Object.values(NOTICE_GROUPS).flat() as NoticeType[];

/** The group a notice type is filed under. */
export function noticeGroup(type: NoticeType): NoticeGroup {
  for (const group of NOTICE_GROUP_NAMES) if ((NOTICE_GROUPS[group] as readonly string[]).includes(type)) return group;
  throw new Error(`unknown notice type ${type}`);
}

/**
 * The member app's hash route each notice type opens (docs/api.md "Notifications": every notice opens its
 * object). An order's notice opens that order's page — the shop order's (with its after-sale and timeline) or
 * the P2P order's — never a list of orders; `id` is the object's id where the route names one.
 */
const SHOP_ORDER = (id: number) => `/ordercenter/timeline/timeline?id=${id}`;
const P2P_ORDER = (id: number) => `/page/business/orderinfo?id=${id}`;
export const NOTICE_LINKS: Record<NoticeType, (id: number) => string> = {
  deposit_passed: () => '/page/wallet/deposits',
  deposit_rejected: () => '/page/wallet/deposits',
  withdraw_passed: () => '/page/wallet/withdrawals',
  withdraw_rejected: () => '/page/wallet/withdrawals',
  withdraw_paid: () => '/page/wallet/withdrawals',
  withdraw_failed: () => '/page/wallet/withdrawals',
  verify_passed: () => '/page/authentication/authentication',
  verify_rejected: () => '/page/authentication/authentication',
  vip_expiring: () => '/page/annualcard/upgrades',
  login_new_device: () => '/user/setting',
  shop_passed: () => '/shopenter/myapplications',
  shop_rejected: () => '/shopenter/myapplications',
  shop_closed: () => '/shopenter/myapplications',
  goods_passed: (id) => `/page/mapshop/goodsinfos?id=${id}`,
  goods_rejected: (id) => `/shop/publicgoods/publicgoods?id=${id}`,
  order_paid: SHOP_ORDER,
  order_shipped: SHOP_ORDER,
  order_received: SHOP_ORDER,
  order_cancelled: SHOP_ORDER,
  refund_requested: SHOP_ORDER,
  refund_accepted: SHOP_ORDER,
  refund_rejected: SHOP_ORDER,
  dispute_opened: SHOP_ORDER,
  dispute_decided: SHOP_ORDER,
  review_received: SHOP_ORDER,
  p2p_taken: P2P_ORDER,
  p2p_paid: P2P_ORDER,
  p2p_released: P2P_ORDER,
  p2p_cancelled: P2P_ORDER,
  p2p_expired: P2P_ORDER,
  p2p_appeal: P2P_ORDER,
  p2p_decided: P2P_ORDER,
  p2p_completed: P2P_ORDER,
  // an offer alert opens the advertiser's trader page, which lists their open ads
  p2p_alert: (id) => `/page/business/trader?id=${id}`,
  p2p_cancel_request: P2P_ORDER,
  p2p_feedback: P2P_ORDER,
  p2p_chargeback: P2P_ORDER,
  p2p_paid_reminder: P2P_ORDER,
  follow: () => '/my/fans',
  comment: (id) => `/community/adtidetail/adtidetail?id=${id}`,
  like: (id) => `/community/adtidetail/adtidetail?id=${id}`,
  report_decided: () => '/my/notices',
  warned: () => '/my/notices',
};

/** The route a notice of `type` about object `id` opens. */
export function noticeLink(type: NoticeType, id = 0): string {
  return NOTICE_LINKS[type](id);
}

/** A notice as the member reads it: title and body already in the reader's language; never a secret. */
export const notice = z.object({
  id: z.number().int(),
  type: z.enum(NOTICE_TYPES as [NoticeType, ...NoticeType[]]),
  title: z.string(),
  body: z.string(),
  link: z.string().describe("the app's hash route to open, e.g. /pages/shop/order?id=12"),
  read: z.boolean(),
  createtime: z.number().int(),
});
export type Notice = z.infer<typeof notice>;

export const noticeListBody = pageQuery.extend({
  unread: z.boolean().optional().describe('only unread notices'),
  group: z.enum(NOTICE_GROUP_NAMES as [NoticeGroup, ...NoticeGroup[]]).optional(),
});
export const noticeListReply = listPage(notice).extend({ unread: z.number().int().describe('all unread notices') });
export type NoticeListReply = z.infer<typeof noticeListReply>;

export const noticeReadBody = z.union([
  z.object({ ids: z.array(idField).min(1, 'validation.required').max(100, 'validation.too_long') }),
  z.object({ all: z.literal(true) }),
]);
export const noticeReadReply = z.object({ unread: z.number().int() });

export const noticeUnreadReply = z.object({
  unread: z.number().int().describe('unread notices'),
  chat_unread: z.number().int().describe('unread chat messages'),
});
export type NoticeUnreadReply = z.infer<typeof noticeUnreadReply>;

/** Web Push (RFC 8030/8291 with VAPID, RFC 8292). */
export const pushKeyReply = z.object({ public_key: z.string().describe('VAPID application server key, base64url') });
export const pushSubscribeBody = z.object({
  endpoint: z.string().url('validation.invalid').max(1000, 'validation.too_long'),
  keys: z.object({
    p256dh: z.string().min(1, 'validation.required').max(200, 'validation.too_long'),
    auth: z.string().min(1, 'validation.required').max(100, 'validation.too_long'),
  }),
});
export const pushUnsubscribeBody = z.object({ endpoint: z.string().max(1000, 'validation.too_long') });
