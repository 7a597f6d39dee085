import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { signedInMember } from '../signin/signin.test-support.ts';
import { endpointsOf } from './push.test-support.ts';
import { ensureVapidKeys } from './vapid.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const servedKey = async (token: string) => (await t.post('/api/notice/push/key', {}, { token })).data.public_key;
const subject = 'mailto:ops@example.test';

describe('the VAPID key pair', () => {
  it('ends as one pair when instances start together on a new database', async () => {
    await t.app.ctx.db.deleteFrom('push_vapid').execute();
    const pairs = await Promise.all(
      Array.from({ length: 4 }, () => ensureVapidKeys(t.app.ctx.db, { fromEnv: undefined, subject })),
    );
    expect(new Set(pairs.map((p) => `${p.publicKey}/${p.privateKey}`)).size).toBe(1);
    const rows = await t.app.ctx.db.selectFrom('push_vapid').selectAll().execute();
    expect(rows.map((r) => r.public_key)).toEqual([pairs[0]!.publicKey]);
    const m = await signedInMember(t);
    expect(await servedKey(m.token)).toBe(pairs[0]!.publicKey);
  });

  it('takes the pair from the environment; subscriptions made with the old key go, as no push service would take them', async () => {
    const m = await signedInMember(t);
    const old = await servedKey(m.token);
    await t.app.ctx.db
      .insertInto('push_subscriptions')
      .values({ user_id: m.id, endpoint: 'https://push.example.test/old', p256dh: 'p', auth: 'a', createtime: 1 })
      .execute();
    const fromEnv = webpush.generateVAPIDKeys();

    await ensureVapidKeys(t.app.ctx.db, { fromEnv, subject });

    expect(await servedKey(m.token)).toBe(fromEnv.publicKey);
    expect(fromEnv.publicKey).not.toBe(old);
    expect(await endpointsOf(t, m.id)).toEqual([]);
    // The same keys on the next start change nothing.
    await t.app.ctx.db
      .insertInto('push_subscriptions')
      .values({ user_id: m.id, endpoint: 'https://push.example.test/new', p256dh: 'p', auth: 'a', createtime: 1 })
      .execute();
    await ensureVapidKeys(t.app.ctx.db, { fromEnv, subject: 'https://app.example.test' });
    expect(await endpointsOf(t, m.id)).toEqual(['https://push.example.test/new']);
    const row = await t.app.ctx.db.selectFrom('push_vapid').selectAll().executeTakeFirstOrThrow();
    expect([row.private_key, row.subject]).toEqual([fromEnv.privateKey, 'https://app.example.test']);
  });
});

describe('VAPID configuration', () => {
  const keys = webpush.generateVAPIDKeys();

  it('reads both keys together and names a malformed one', () => {
    expect(loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).vapid).toEqual(keys);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      'VAPID_PUBLIC_KEY must be a base64url',
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.test' })).toThrow(
      'VAPID_SUBJECT must be a mailto: or https:// address',
    );
  });

  it('names the operator by VAPID_SUBJECT, else the https public address, else the mail sender', () => {
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:a@b.test', PUBLIC_URL: 'https://app.example.test' }).vapidSubject).toBe(
      'mailto:a@b.test',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://app.example.test/' }).vapidSubject).toBe('https://app.example.test');
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.1:8080', MAIL_FROM: 'Shop <ops@shop.test>' }).vapidSubject).toBe(
      'mailto:ops@shop.test',
    );
    expect(loadConfig({}).vapidSubject).toBe('mailto:no-reply@pi-community.local');
  });
});
