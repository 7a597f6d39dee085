import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('/api/common/init', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the envelope with the version, map constants and coins', async () => {
    const res = await t.post('/api/common/init');
    expect(res.status).toBe(200);
    expect(res.code).toBe(1);
    expect(res.data.version).toBe('1.5.3');
    expect(res.data.versioncode).toBe(153);
    expect(res.data.map.zoom).toEqual({ min: 5, max: 18, default: 16 });
    expect(res.data.coins.map((c: { coin: string }) => c.coin)).toEqual(['PI', 'USDT', 'COIN', 'DGB', 'GO']);
  });

  it('answers unknown paths with a 404 envelope in the request language', async () => {
    const res = await t.call('/api/nowhere', {}, { locale: 'en' });
    expect(res.status).toBe(404);
    expect(res.code).toBe(0);
    expect(res.msg).toBe('This address does not exist');
  });

  it('reads a browser Accept-Language by script and region: Hant and TW/HK Traditional, en-NG Naijá', async () => {
    const msg = async (locale: string) => (await t.call('/api/nowhere', {}, { locale })).msg;
    expect(await msg('zh-Hant-HK,en;q=0.5')).toBe('此網址不存在');
    expect(await msg('zh-TW')).toBe('此網址不存在');
    expect(await msg('zh-Hans-SG')).toBe('该地址不存在');
    expect(await msg('en-NG,en;q=0.9')).toBe('This address no dey');
    expect(await msg('fr-FR,de;q=0.8')).toBe('此網址不存在');
  });

  it('publishes the OpenAPI document with the route', async () => {
    const raw = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(raw.json().paths['/api/common/init']).toBeDefined();
  });
});

describe('request bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads an empty body, or none at all, as {}', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/common/init',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.json().code).toBe(1);
    const none = await t.app.inject({ method: 'POST', url: '/api/common/init' });
    expect(none.json().code).toBe(1);
  });

  it('refuses malformed JSON with a 400 envelope', async () => {
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/common/init',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"a":',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({ code: 0, msg: 'The request could not be read' });
  });

  it('refuses text that reverses its direction, keeps what it had, and accepts the joiners Bengali needs', async () => {
    const { token } = await registerMember(t);
    const spoof = await t.post('/api/user/profile', { nickname: 'admin\u202Egnp.exe' }, { token, locale: 'en' });
    expect([spoof.status, spoof.code, spoof.msg]).toEqual([
      400,
      0,
      'Text may not contain characters that reverse its direction (U+202A–U+202E, U+2066–U+2069)',
    ]);
    const escaped = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { 'content-type': 'application/json', 'accept-language': 'ko', token },
      payload: '{"nickname":"ab\\u2066c"}',
    });
    expect(escaped.json().msg).toContain('U+2066');
    expect((await t.post('/api/user/getuserinfo', {}, { token })).data.userinfo.nickname).not.toContain('gnp');
    const bengali = 'ক্\u200Dষ';
    expect((await t.post('/api/user/profile', { nickname: bengali }, { token })).code).toBe(1);
    expect((await t.post('/api/user/getuserinfo', {}, { token })).data.userinfo.nickname).toBe(bengali);
  });
});
