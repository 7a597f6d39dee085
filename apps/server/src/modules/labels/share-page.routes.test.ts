/**
 * The share link's preview page (docs/api.md "Share links and directions"): Open Graph tags with the shop's name,
 * category and address and the door image's absolute URL, a browser sent on to the member app's shop page; a shop
 * not on the map (unknown, pending, hidden) is a 404 page in the reader's language. Text is escaped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { labelMember, reviewShop, shopBody } from './labels.test-support.ts';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await adminToken(t);
});
afterAll(() => t.close());

const get = (url: string, locale = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': locale, host: 'map.example' } });
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

async function shop(name: string, pass = true) {
  const owner = await labelMember(t);
  const res = await t.post('/api/lable/addshop', shopBody({ name, address: '18 Raffles Quay' }), { token: owner.token });
  if (pass) await reviewShop(t, operator, res.data.id, 'pass');
  return res.data.id as number;
}

describe('GET /s/shop/:id', () => {
  it('previews a shop on the map and sends a browser to its page', async () => {
    const id = await shop('Kopi & "Toast" <Bar>');
    const res = await get(`/s/shop/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(meta(html, 'og:title')).toBe('Kopi &amp; &quot;Toast&quot; &lt;Bar&gt;');
    expect(html).toContain('<title>Kopi &amp; &quot;Toast&quot; &lt;Bar&gt;</title>');
    expect(meta(html, 'og:description')).toBe('Restaurant · 18 Raffles Quay');
    expect(meta(html, 'og:image')).toBe('http://map.example/uploads/2026/11/door.png');
    expect(meta(html, 'og:url')).toBe(`http://map.example/s/shop/${id}`);
    expect(html).toContain(`content="0; url=/#/page/mapshop/shopdesc?id=${id}"`);
    expect(html).toContain(`location.replace("/#/page/mapshop/shopdesc?id=${id}")`);
    expect(html).not.toContain('<Bar>');
    // the category in the reader's language
    expect(meta((await get(`/s/shop/${id}`, 'zh-CHS')).body, 'og:description')).toBe('餐厅 · 18 Raffles Quay');
  });

  it('answers 404 pages for a shop not on the map, in the reader language', async () => {
    const pending = await shop('Pending Place', false);
    const hidden = await shop('Hidden Place');
    await t.post('/api/admin/labels/hide', { id: hidden, hidden: true, reason: 'closed' }, { token: operator });
    for (const url of [`/s/shop/${pending}`, `/s/shop/${hidden}`, '/s/shop/999999', '/s/shop/abc']) {
      const en = await get(url);
      const zh = await get(url, 'zh-CHS');
      expect([en.statusCode, zh.statusCode]).toEqual([404, 404]);
      expect(en.body).toContain('This label does not exist or is no longer on the map');
      expect(zh.body).not.toContain('This label does not exist');
      expect(en.body).not.toContain('og:title');
    }
  });
});
