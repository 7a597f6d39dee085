import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminToken } from './admin.test-support.ts';

describe('configuration and audit log (/api/admin/config/get, /config/set, /audit/list)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await adminToken(t);
  });
  afterAll(() => t.close());

  it('lists every setting with its value, default and editor type', async () => {
    const res = await t.post('/api/admin/config/get', {}, { token });
    expect(res.code).toBe(1);
    const byKey = Object.fromEntries(res.data.map((s) => [s.key, s] as const));
    expect(byKey.invite_required).toMatchObject({ value: true, default: true, type: 'boolean' });
    expect(byKey.app_versioncode).toMatchObject({ type: 'number', value: 153 });
    expect(byKey.app_update_type).toMatchObject({ type: 'enum', options: ['wgt', 'url'] });
    expect(byKey.map_default_center!.type).toBe('json');
    expect(byKey.servers!.type).toBe('json');
  });

  it('saves a valid value, which members see, and audits the change with before and after', async () => {
    const res = await t.post(
      '/api/admin/config/set',
      { key: 'download_android', value: 'https://example.test/app.apk' },
      { token },
    );
    expect(res).toMatchObject({
      code: 1,
      msg: 'Saved',
      data: { key: 'download_android', value: 'https://example.test/app.apk' },
    });
    expect((await t.post('/api/common/init')).data.download.android).toBe('https://example.test/app.apk');
    const audit = await t.post('/api/admin/audit/list', { page: 1 }, { token });
    const row = audit.data.data.find((r: { action: string }) => r.action === 'config_set');
    expect(row).toMatchObject({ target: 'setting:download_android', admin_username: expect.stringMatching(/^op/) });
    expect(JSON.parse(row!.detail)).toEqual({ from: '', to: 'https://example.test/app.apk' });
  });

  it('refuses unknown keys and bad values with code 0 in the operator’s language, and changes nothing', async () => {
    const unknown = await t.post('/api/admin/config/set', { key: 'no_such_setting', value: 1 }, { token, locale: 'ja' });
    expect(unknown).toMatchObject({ status: 400, code: 0, msg: '不明な設定項目です：no_such_setting' });
    const cases: [string, unknown, string][] = [
      ['invite_required', 'yes', 'invite_required must be on or off (true or false)'],
      ['app_versioncode', 0, 'app_versioncode must be at least 1'],
      ['app_versioncode', 1.5, 'app_versioncode must be a whole number'],
      ['app_version', 'latest', 'app_version is not in the expected format'],
      ['app_update_type', 'zip', 'app_update_type must be one of: wgt, url'],
      ['map_default_center', [95, 10], 'map_default_center[0] must be at most 90'],
      ['servers', [{ name: '', url: 'https://a.test' }], 'servers[0].name must have at least 1 characters'],
    ];
    for (const [key, value, msg] of cases) {
      expect(await t.post('/api/admin/config/set', { key, value }, { token }), key).toMatchObject({ status: 400, code: 0, msg });
    }
    const zh = await t.post('/api/admin/config/set', { key: 'app_versioncode', value: 0 }, { token, locale: 'zh-CHT' });
    expect(zh.msg).toBe('app_versioncode 不能小於 1');
    const settings = (await t.post('/api/admin/config/get', {}, { token })).data;
    expect(settings.find((s: { key: string }) => s.key === 'app_versioncode')!.value).toBe(153);
  });

  it('pages the audit log newest first with the operator’s name', async () => {
    const res = await t.post('/api/admin/audit/list', { page: 1, limit: 2 }, { token });
    expect(res.code).toBe(1);
    expect(res.data.per_page).toBe(2);
    expect(res.data.data).toHaveLength(2);
    expect(res.data.data[0]!.id).toBeGreaterThan(res.data.data[1]!.id);
    const logins = await t.post('/api/admin/audit/list', { page: 1, action: 'login' }, { token });
    expect(logins.data.data.every((r: { action: string }) => r.action === 'login')).toBe(true);
    expect(logins.data.total).toBeGreaterThanOrEqual(1);
  });
});
