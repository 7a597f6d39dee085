/**
 * Every notice opens its object (docs/api.md "Notifications"): for every notice type, the route names the
 * object's own page — an order's notice opens that order (its id in the route), never a list of orders.
 */
import { describe, expect, it } from 'vitest';
import { NOTICE_GROUPS, NOTICE_TYPES, noticeGroup, noticeLink, type NoticeType } from './notices.ts';

/** What each notice type is about, so the check below knows which page and id its link must name. */
const OBJECT_OF: Record<NoticeType, 'shop_order' | 'p2p_order' | 'trader' | 'goods' | 'post' | 'page'> = Object.fromEntries(
  NOTICE_TYPES.map((type) => {
    if (type === 'goods_passed' || type === 'goods_rejected') return [type, 'goods'];
    // an offer alert is about an ad: it opens the advertiser's trader page, which lists their open ads
    if (type === 'p2p_alert') return [type, 'trader'];
    if (type === 'comment' || type === 'like') return [type, 'post'];
    if (noticeGroup(type) === 'p2p') return [type, 'p2p_order'];
    if (noticeGroup(type) === 'shop' && !type.startsWith('shop_')) return [type, 'shop_order'];
    return [type, 'page'];
  }),
) as Record<NoticeType, 'shop_order' | 'p2p_order' | 'trader' | 'goods' | 'post' | 'page'>;

describe('noticeLink', () => {
  it.each(NOTICE_TYPES)('%s opens its object', (type) => {
    const link = noticeLink(type, 4321);
    expect(link.startsWith('/')).toBe(true);
    switch (OBJECT_OF[type]) {
      case 'shop_order':
        expect(link).toBe('/ordercenter/timeline/timeline?id=4321');
        break;
      case 'p2p_order':
        expect(link).toBe('/page/business/orderinfo?id=4321');
        break;
      case 'trader':
        expect(link).toBe('/page/business/trader?id=4321');
        break;
      case 'goods':
        expect(link).toMatch(/^\/(page\/mapshop\/goodsinfos|shop\/publicgoods\/publicgoods)\?id=4321$/);
        break;
      case 'post':
        expect(link).toBe('/community/adtidetail/adtidetail?id=4321');
        break;
      default:
        // an object without an id of its own opens the page that lists it, never an order list
        expect(link).not.toMatch(/ordercenter|orderlist/);
    }
  });

  it('names a link for every type of every group', () => {
    const types = Object.values(NOTICE_GROUPS).flat();
    expect(types.every((type) => typeof noticeLink(type, 1) === 'string')).toBe(true);
    expect(noticeLink('order_shipped', 12)).toBe('/ordercenter/timeline/timeline?id=12');
    expect(noticeLink('refund_rejected', 12)).toBe('/ordercenter/timeline/timeline?id=12');
    expect(noticeLink('dispute_decided', 12)).toBe('/ordercenter/timeline/timeline?id=12');
  });
});
