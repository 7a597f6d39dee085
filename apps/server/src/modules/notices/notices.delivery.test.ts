/**
 * Delivery after commit (docs/api.md "Notifications"): a notice reaches the member's open socket as soon as
 * the request that created it is answered; a notice created elsewhere (a job) or left behind by a crash is
 * delivered by the notices.deliver job; two instances delivering at once hand each notice on exactly once;
 * a rolled-back event leaves no notice; and the decisions that matter are mailed in the member's language.
 */
import type { Notice } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import type { AppContext } from '../../core/context.ts';
import { runJob } from '../../core/jobs.ts';
import { connectAs, listen } from '../chat/chat.test-support.ts';
import { withTransaction } from '../ledger/index.ts';
import { adjust, decide, PAY, usableAddress, walletMember, walletOperator } from '../wallet/wallet.test-support.ts';
import { deliverNotices, notify, type NoticeChannel } from './index.ts';
import { noticeMember } from './notices.test-support.ts';

let t: TestApp;
let url: string;
let operator: string;
/** Every hand-over to a channel: which instance's context delivered which notice. */
const handed: Array<{ ctx: AppContext; notice: Notice; lang: string }> = [];
const recorder: NoticeChannel = async (ctx, { notice, lang }) => {
  handed.push({ ctx, notice, lang });
};
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
  operator = await walletOperator(t);
  t.app.ctx.registry.noticeChannels.set('test-recorder', recorder);
});
afterAll(async () => {
  await t.close();
});

const give = (db: AppContext['db'], userId: number) =>
  notify(db, { userId, type: 'follow', params: { nickname: 'Kim' }, link: '/my/fans' });

async function undelivered(): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('delivered', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A withdrawal asked for in `locale`: the member's language as the server remembers it from then on. */
async function withdrawal(member: { id: number; token: string }, amount: string, locale: string): Promise<number> {
  await usableAddress(t.app.ctx.db, member.id, 'USDT', 'TRC20', 'TMEMBERWITHDRAWADDR0001');
  const res = await t.post(
    '/api/user/tx',
    { coin: 'USDT', chain: 'TRC20', address: 'TMEMBERWITHDRAWADDR0001', amount, paypassword: PAY },
    { token: member.token, locale },
  );
  expect(res.code, res.msg).toBe(1);
  return res.data.id;
}

describe('live delivery', () => {
  it("reaches the member's socket right after the decision, rendered in the member's language", async () => {
    const ann = await walletMember(t);
    await adjust(t, operator, ann.id, 'USDT', '300');
    const { socket } = await connectAs(t, url, ann.token);
    const id = await withdrawal(ann, '100', 'vi');
    expect((await decide(t, operator, 'withdraw', id, 'pass')).code).toBe(1);
    const message = await socket.next('notice');
    expect(message.notice).toMatchObject({ type: 'withdraw_passed', title: 'Rút tiền được duyệt', read: false });
    expect(message.notice.body).toContain('100 USDT');
    socket.close();
  });

  it('leaves nothing behind when the event rolls back', async () => {
    const ann = await noticeMember(t);
    await expect(
      withTransaction(t.app.ctx.db, async (trx) => {
        await give(trx, ann.id);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect((await t.post('/api/notice/unread', {}, { token: ann.token })).data.unread).toBe(0);
  });
});

describe('delivery job', () => {
  it('delivers a notice no request delivered, and only once', async () => {
    const ann = await noticeMember(t);
    const { socket } = await connectAs(t, url, ann.token);
    await give(t.app.ctx.db, ann.id);
    expect(await runJob(t.app.ctx, 'notices.deliver')).toBe(1);
    expect(await runJob(t.app.ctx, 'notices.deliver')).toBe(0);
    expect((await socket.next('notice')).notice.type).toBe('follow');
    expect(await undelivered()).toBe(0);
    socket.close();
  });

  it('waits while a crashed instance holds the claim, then delivers once the claim lapses', async () => {
    const ann = await noticeMember(t);
    await give(t.app.ctx.db, ann.id);
    const db = t.app.ctx.db;
    await db
      .updateTable('notices')
      .set({ claim: 'crashed', claim_until: Date.now() + 60_000 })
      .where('user_id', '=', ann.id)
      .execute();
    expect(await deliverNotices(t.app.ctx)).toBe(0);
    await db
      .updateTable('notices')
      .set({ claim_until: Date.now() - 1 })
      .where('user_id', '=', ann.id)
      .execute();
    expect(await deliverNotices(t.app.ctx)).toBe(1);
    expect(await undelivered()).toBe(0);
  });

  it('hands each notice on exactly once when two instances deliver at the same time', async () => {
    const second = await buildApp(t.config, { logger: false });
    await second.ready();
    second.ctx.registry.noticeChannels.set('test-recorder', recorder);
    try {
      const members = await Promise.all([1, 2, 3].map(() => noticeMember(t)));
      for (const who of members) for (let i = 0; i < 20; i++) await give(t.app.ctx.db, who.id);
      handed.length = 0;
      const [a, b] = await Promise.all([deliverNotices(t.app.ctx), deliverNotices(second.ctx)]);
      expect(a + b).toBe(60);
      const ids = handed.map((h) => h.notice.id);
      expect(new Set(ids).size).toBe(60);
      expect(ids).toHaveLength(60);
      expect(await undelivered()).toBe(0);
    } finally {
      await second.close();
    }
  });
});

describe('mail', () => {
  it('mails a withdrawal decision to the member in their language, and not a follow', async () => {
    const ann = await walletMember(t);
    const email = (await t.app.ctx.db.selectFrom('users').select('email').where('id', '=', ann.id).executeTakeFirstOrThrow())
      .email;
    await adjust(t, operator, ann.id, 'USDT', '300');
    const id = await withdrawal(ann, '50', 'zh-CHS');
    expect((await decide(t, operator, 'withdraw', id, 'reject', '地址无效')).code).toBe(1);
    await give(t.app.ctx.db, ann.id);
    await deliverNotices(t.app.ctx);
    // The decision's own request may have claimed the notice first (delivery runs after the request that
    // created it), so its mail can still be on its way when this pass finds nothing left to claim.
    await expect.poll(() => readOutbox(t).filter((m) => m.to === email).length).toBeGreaterThan(0);
    const mails = readOutbox(t).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: '提现被拒绝',
      text: '您的 50 USDT 提现被拒绝，金额已退回余额：地址无效',
    });
  });
});
