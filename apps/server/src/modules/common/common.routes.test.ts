import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('/api/common/init', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the envelope with the version, map constants and coins', async () => {
    const res = await t.call('/api/common/init');
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
});
