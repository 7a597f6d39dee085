/**
 * Feedback and the trader page (docs/api.md "P2P in the members' own money" → "Feedback", "Trader page"): one
 * feedback per side of a completed offchain order (twice at once: one counts), the record's positive rate, and
 * the page with the newest feedback and the trader's open ads.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/test-app.ts';
import { latestNoticeId, noticesSince } from '../notices/notices.test-support.ts';
import { fiatAd } from './fiat.test-support.ts';
import { order, p2pTestApp, step, take, trader, type TestTrader } from './p2p.test-support.ts';

const suite = p2pTestApp();
let t: TestApp;
beforeAll(() => ({ t } = suite));

const feedback = (who: TestTrader, body: Record<string, unknown>, locale = 'en') =>
  t.post('/api/ctoc/feedback', body as never, { token: who.token, locale });

async function completed() {
  const { seller, ad } = await fiatAd(t, { fiat: 'NGN', provider: 'OPay', price: '1450', quantity: '10' });
  const buyer = await trader(t);
  const placed = (await take(t, buyer, ad, '2')).data;
  await step(t, buyer, 'paid', { id: placed.id });
  await step(t, seller, 'release', { id: placed.id });
  return { seller, buyer, ad, id: placed.id };
}

describe('feedback', () => {
  it('is offered once the order completed, once per side, and shows to both', async () => {
    const { seller, ad } = await fiatAd(t, { fiat: 'NGN', provider: 'OPay', price: '1450', quantity: '10' });
    const buyer = await trader(t);
    const placed = (await take(t, buyer, ad, '2')).data;
    expect(placed.actions).not.toContain('feedback');
    const early = await feedback(buyer, { id: placed.id, rating: 'positive' });
    expect(early.status).toBe(409);
    await step(t, buyer, 'paid', { id: placed.id });
    await step(t, seller, 'release', { id: placed.id });

    expect((await order(t, buyer, placed.id)).actions).toEqual(['feedback']);
    const left = await feedback(buyer, { id: placed.id, rating: 'positive', comment: 'Fast release, thank you' });
    expect(left.msg).toBe('Thank you, your feedback was saved');
    expect(left.data.actions).toEqual([]);
    expect(left.data.feedback).toEqual({
      mine: { rating: 'positive', comment: 'Fast release, thank you', createtime: expect.any(Number) },
      theirs: null,
    });
    const again = await feedback(buyer, { id: placed.id, rating: 'negative' }, 'bn');
    expect(again.status).toBe(409);
    expect(again.msg).toBe('আপনি এই অর্ডারে আগেই মতামত দিয়েছেন');
    const sellerView = await order(t, seller, placed.id);
    expect(sellerView.feedback.theirs?.rating).toBe('positive');
    expect(sellerView.actions).toEqual(['feedback', 'chargeback']);

    const stranger = await trader(t);
    expect((await feedback(stranger, { id: placed.id, rating: 'negative' })).status).toBe(404);
    expect((await feedback(buyer, { id: placed.id, rating: 'meh' })).status).toBe(400);
  });

  it('counts one of two sent at once, and the other side hears of that one only', async () => {
    const { seller, buyer, id } = await completed();
    const since = await latestNoticeId(t);
    const results = await Promise.all([
      feedback(buyer, { id, rating: 'negative' }),
      feedback(buyer, { id, rating: 'positive' }),
      feedback(buyer, { id, rating: 'negative' }),
    ]);
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    const record = (await t.post('/api/ctoc/trader', { user_id: seller.id }, { token: buyer.token })).data;
    expect(record.feedback_positive + record.feedback_negative).toBe(1);
    expect(await noticesSince(t, since)).toEqual({ [seller.id]: ['p2p_feedback'] });
    const notice = (await t.post('/api/notice/list', { page: 1 }, { token: seller.token })).data.data[0]!;
    const rating = record.feedback_positive === 1 ? 'positive' : 'negative';
    expect(notice.body).toBe(`You received ${rating} feedback on P2P order ${(await order(t, seller, id)).order_no}.`);
  });

  it('gives the record its positive rate and fills the trader page', async () => {
    const first = await completed();
    expect(
      (await t.post('/api/ctoc/trader', { user_id: first.seller.id }, { token: first.buyer.token })).data.positive_rate,
    ).toBeNull();
    await feedback(first.buyer, { id: first.id, rating: 'positive', comment: 'Good' });
    // a second order with the same seller, rated negative
    const buyer = await trader(t);
    const placed = (await take(t, buyer, first.ad, '1')).data;
    await step(t, buyer, 'paid', { id: placed.id });
    await step(t, first.seller, 'release', { id: placed.id });
    await feedback(buyer, { id: placed.id, rating: 'negative', comment: 'Slow' });
    await feedback(first.seller, { id: first.id, rating: 'positive' });

    const record = (await t.post('/api/ctoc/trader', { user_id: first.seller.id }, { token: first.buyer.token })).data;
    expect(record).toMatchObject({ feedback_positive: 1, feedback_negative: 1, positive_rate: 0.5 });
    const page = (await t.post('/api/ctoc/traderpage', { user_id: first.seller.id }, { token: buyer.token })).data;
    expect(page.record.positive_rate).toBe(0.5);
    expect(page.feedback.map((f) => [f.rating, f.comment])).toEqual([
      ['negative', 'Slow'],
      ['positive', 'Good'],
    ]);
    expect(page.feedback[0]!.nickname).toMatch(/^Trader /);
    expect(page.ads.map((a) => a.id)).toEqual([first.ad.id]);
    expect(page.ads[0]!.actions).toEqual(['take']);
    expect(page.blocked).toBe(false);
    const market = await t.post('/api/ctoc/getlist', { type: 'sell', page: 1, fiat: 'NGN' });
    expect(market.data.data.find((a) => a.id === first.ad.id)?.user.positive_rate).toBe(0.5);
  });

  it('lowers only the completion rate of the buyer who cancelled or let an order expire', async () => {
    const { seller, buyer, id } = await completed();
    const ad = (await t.post('/api/ctoc/orderinfo', { id }, { token: buyer.token })).data.ad_id;
    const placed = (await take(t, buyer, { id: ad, type: 'sell' }, '1')).data;
    expect((await step(t, buyer, 'cancelorder', { id: placed.id })).data.status).toBe('cancelled');
    const rate = async (who: TestTrader) =>
      (await t.post('/api/ctoc/trader', { user_id: who.id }, { token: seller.token })).data.completion_rate;
    expect(await rate(buyer)).toBe(0.5);
    expect(await rate(seller)).toBe(1);
  });
});
