/**
 * An appeal's decision as both sides read it (docs/api.md "P2P with payment methods"): the operator's reason is
 * stored and shown on the order as `appeal.decision`, and the `p2p_decided` notice and mail say the outcome —
 * how much PI went to whom, written as the apps write amounts — with the reason. The appeal desk's `chat` is
 * the order's own conversation, not the pair's messages about other orders or from before it opened.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { deliverNotices } from '../notices/index.ts';
import { offchainAd, order, p2pTestApp, setP2p, step, take, trader, type TestTrader } from './p2p.test-support.ts';

const suite = p2pTestApp();
// appeals here open as soon as the order is paid; the waiting time has its own tests (mutual-cancel.routes.test.ts)
beforeAll(() => setP2p(suite.t, suite.op, 'p2p_appeal_wait_minutes', 0));

const chat = (t: TestApp, from: TestTrader, to: TestTrader, content: string, context?: { type: 'p2p_order'; id: number }) =>
  t.post('/api/wanlshop/chat/send', { to_id: to.id, type: 'text', content, context }, { token: from.token });

const decide = (t: TestApp, op: string, id: number, action: string, reason?: string) =>
  t.post('/api/admin/review/decide', { kind: 'p2p_appeal', id, action, reason }, { token: op });

async function appealed(t: TestApp, quantity: string) {
  const { seller, ad } = await offchainAd(t);
  const buyer = await trader(t);
  const placed = (await take(t, buyer, ad, quantity)).data;
  expect((await step(t, buyer, 'paid', { id: placed.id })).code).toBe(1);
  expect((await step(t, buyer, 'appeal', { id: placed.id, reason: 'I paid, no release' })).code).toBe(1);
  return { seller, buyer, ad, placed };
}

describe('deciding an appeal with a reason', () => {
  it('shows both sides the outcome and the reason on the order, in the notice and in the mail', async () => {
    const { t, op } = suite;
    const { seller, buyer, placed } = await appealed(t, '4');
    const decided = await decide(t, op, placed.id, 'release_to_buyer', 'The bank receipt matches the order');
    expect(decided.code, decided.msg).toBe(1);

    for (const side of [buyer, seller]) {
      const seen = await order(t, side, placed.id);
      expect(seen.appeal?.decision).toMatchObject({
        outcome: 'release_to_buyer',
        by: 'operator',
        quantity: '4.0000000',
        reason: 'The bank receipt matches the order',
      });
      const notices = (await t.post('/api/notice/list', { page: 1 }, { token: side.token })).data.data;
      const notice = notices.find((n) => n.type === 'p2p_decided')!;
      expect(notice.link).toBe(`/page/business/orderinfo?id=${placed.id}`);
      expect(notice.body).toBe(
        `The appeal on P2P order ${placed.order_no} was decided: 4 PI released to the buyer.\n` +
          "Operator's reason: The bank receipt matches the order",
      );
    }

    await deliverNotices(t.app.ctx);
    const mailTo = `${buyer.username}@example.test`;
    await expect.poll(() => readOutbox(t).filter((m) => m.to === mailTo).length).toBeGreaterThan(0);
    const mail = readOutbox(t).find((m) => m.to === mailTo)!;
    expect(mail.text).toContain('4 PI released to the buyer');
    expect(mail.text).not.toContain('4.0000000');
  });

  it('says a return to the seller, and leaves the reason line out when none was given', async () => {
    const { t, op } = suite;
    const { seller, placed } = await appealed(t, '2.5');
    expect((await decide(t, op, placed.id, 'return_to_seller')).code).toBe(1);
    const seen = await order(t, seller, placed.id);
    expect(seen.appeal?.decision).toMatchObject({ outcome: 'return_to_seller', quantity: '2.5000000', reason: '' });
    const notices = (await t.post('/api/notice/list', { page: 1 }, { token: seller.token })).data.data;
    expect(notices.find((n) => n.type === 'p2p_decided')!.body).toBe(
      `The appeal on P2P order ${placed.order_no} was decided: 2.5 PI returned to the seller.`,
    );
  });

  it('has no decision while the appeal is open', async () => {
    const { t } = suite;
    const { buyer, placed } = await appealed(t, '1');
    expect((await order(t, buyer, placed.id)).appeal).toMatchObject({ by: 'buyer', decision: null });
  });
});

describe("the appeal desk's evidence", () => {
  it("is the order's own chat: not what the pair wrote before it opened, nor a message about their other order", async () => {
    const { t, op } = suite;
    const { seller, ad } = await offchainAd(t);
    const buyer = await trader(t);
    expect((await chat(t, buyer, seller, 'About last week’s trade')).code).toBe(1);
    clock.advance(60);
    const first = (await take(t, buyer, ad, '2')).data;
    const second = (await take(t, buyer, ad, '3')).data;
    expect((await chat(t, buyer, seller, 'Paid for the first one', { type: 'p2p_order', id: first.id })).code).toBe(1);
    expect((await chat(t, seller, buyer, 'Waiting for the money')).code).toBe(1);
    expect((await chat(t, buyer, seller, 'The second one is paid too', { type: 'p2p_order', id: second.id })).code).toBe(1);
    await step(t, buyer, 'paid', { id: first.id });
    await step(t, buyer, 'appeal', { id: first.id, reason: 'No release' });

    const item = (
      await t.post('/api/admin/review/list', { kind: 'p2p_appeal', status: 'pending', page: 1 }, { token: op })
    ).data.data.find((i) => i.id === first.id)!;
    const lines = (item.detail.chat as { content: string }[]).map((line) => line.content);
    expect(lines).toEqual(['Paid for the first one', 'Waiting for the money']);
  });
});
