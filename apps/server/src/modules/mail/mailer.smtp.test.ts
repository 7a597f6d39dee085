import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, readOutbox, rootInviter } from '../../../test/factories.ts';
import { startSmtp } from '../../../test/smtp-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The 6-digit code in a received message (quoted-printable or base64 bodies both decoded). */
function codeIn(raw: string): string | undefined {
  const body = raw.slice(Math.max(0, raw.search(/\r?\n\r?\n/)));
  const decoded = /Content-Transfer-Encoding: base64/i.test(raw)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body.replace(/=\r?\n/g, '');
  return decoded.match(/\b(\d{6})\b/)?.[1];
}

describe('mail over SMTP (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Pi Community <no-reply@pi-community.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the verification code to a real SMTP server, and that code registers', async () => {
    const email = 'smtp.user@example.test';
    const sent = await t.post('/api/ems/send', { email, event: 'register' });
    expect(sent.code).toBe(1);
    expect(smtp.inbox).toHaveLength(1);
    const mail = smtp.inbox[0]!;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('no-reply@pi-community.test');
    const code = codeIn(mail.raw);
    expect(code).toMatch(/^\d{6}$/);
    // Delivered by SMTP, so nothing goes to the log outbox file; the table still records it.
    expect(readOutbox(t)).toHaveLength(0);
    expect(await countRows(t, 'mail_outbox')).toBe(1);
    // The table keeps the message, never the code: whoever reads the database cannot use it.
    const row = await t.app.ctx.db.selectFrom('mail_outbox').select(['body', 'transport']).executeTakeFirstOrThrow();
    expect(row.transport).toBe('smtp');
    expect(row.body).not.toContain(code);
    expect(row.body).toContain('******');

    const res = await t.post('/api/user/register', {
      username: 'smtpuser',
      email,
      password: 'Abcdef12',
      code,
      invite_code: (await rootInviter(t)).invite_code,
    });
    expect(res.code).toBe(1);
  });
});

describe('mail over SMTP when the server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port that was free a moment ago: connections are refused.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(() => t.close());

  it('answers a generic error, records the failure and does not hold the address in cooldown', async () => {
    const email = 'unlucky@example.test';
    const first = await t.post('/api/ems/send', { email, event: 'register' });
    expect(first.status).toBe(500);
    expect(first.msg).toBe('Something went wrong on our side, please try again later');
    const failed = await t.app.ctx.db.selectFrom('mail_outbox').select(['status', 'transport']).executeTakeFirstOrThrow();
    expect(failed).toEqual({ status: 'failed', transport: 'smtp' });
    const second = await t.post('/api/ems/send', { email, event: 'register' });
    expect(second.status).toBe(500);
    expect(await countRows(t, 'email_codes')).toBe(0);
  });
});
