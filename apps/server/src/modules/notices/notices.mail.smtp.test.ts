/**
 * Notice mail through a real SMTP server (SMTP_URL; docs/api.md "Notifications": the decisions that matter are
 * mailed): a rejected identity verification reaches the member's address in the member's language, with the
 * link into the app under PUBLIC_URL; a notice that is not mailed (a follow) sends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../../../test/smtp-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { basicBody, decide, pendingItemOf, signedInMember } from '../verification/verification.test-support.ts';
import { deliverNotices, notify } from './index.ts';

/** RFC 2047 encoded words of a header, as the mailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  const quoted = (text: string) => decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1'));
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : quoted(text),
    );
}

/** Subject and text of a received message (base64 or quoted-printable body). */
function read(raw: string): { subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).trim();
  const subject = decodeHeader(head.match(/^Subject: (.*)$/im)?.[1] ?? '');
  const text = /Content-Transfer-Encoding: base64/i.test(head)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : decodeURIComponent(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, '%$1'));
  return { subject, text: text.replace(/\r\n/g, '\n') };
}

describe('notice mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Pi Community <no-reply@pi-community.test>',
      PUBLIC_URL: 'https://app.example.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("mails a rejected verification to the member's address in their language, with the link into the app", async () => {
    const reviewer = await adminToken(t, 'reviewer');
    const ann = await signedInMember(t);
    const sent = await t.post('/api/user/submitid', basicBody('G20000001'), { token: ann.token, locale: 'ja' });
    expect(sent.code, sent.msg).toBe(1);
    const item = await pendingItemOf(t, reviewer, ann.user.id);
    expect((await decide(t, reviewer, item.id, 'reject', '写真がぼやけています')).code).toBe(1);
    await notify(t.app.ctx.db, { userId: ann.user.id, type: 'follow', params: { nickname: 'Kim' }, link: '/my/fans' });
    // The decision's own request already started delivering; this pass takes whatever it left.
    await deliverNotices(t.app.ctx);
    await expect.poll(() => smtp.inbox.filter((m) => m.to.includes(ann.user.email)).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const mails = smtp.inbox.filter((m) => m.to.includes(ann.user.email));
    expect(mails).toHaveLength(1);
    expect(read(mails[0]!.raw)).toEqual({
      subject: '本人確認が拒否されました',
      text: '本人確認は拒否されました：写真がぼやけています\n\nアプリで開く：https://app.example.test/#/page/authentication/authentication',
    });
  });
});
