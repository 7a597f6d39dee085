/**
 * The default log transport (docs/architecture.md "Many instances: chat, files and mail"): with no SMTP server the log and the outbox are how the
 * code reaches a person, so the outbox row keeps it — the SMTP side, where it must not, is in
 * mailer.smtp.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCodeFor } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { maskSecret } from './mailer.ts';

describe('mail through the log transport', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the verification code readable in the outbox file and row', async () => {
    const email = 'log.user@example.test';
    expect((await t.post('/api/ems/send', { email, event: 'register' })).code).toBe(1);
    const code = lastCodeFor(t, email);
    const row = await t.app.ctx.db.selectFrom('mail_outbox').select(['body', 'transport']).executeTakeFirstOrThrow();
    expect(row).toEqual({ transport: 'log', body: expect.stringContaining(code) });
  });
});

describe('maskSecret', () => {
  it('masks every occurrence of the secret and leaves the other text as it was', () => {
    const text = 'Your code is 123456. Enter 123456 within 10 minutes.';
    expect(maskSecret({ to: 'a@b.test', subject: 's', text, secret: '123456' })).toBe(
      'Your code is ******. Enter ****** within 10 minutes.',
    );
    expect(maskSecret({ to: 'a@b.test', subject: 's', text })).toBe(text);
  });
});
