/** The build (README "Start the product"): the one built server serves the API, the member app at / and its API docs. */
import { expect, test } from '../support/test.ts';
import { baseUrl } from '../support/server.ts';
import { api } from '../support/api.ts';
import { newSession } from '../support/browser.ts';

test('answers /api/common/init with the success envelope', async () => {
  const reply = await api('/api/common/init');
  expect(reply).toMatchObject({ status: 200, code: 1 });
  expect(reply.data.version).toBe('1.5.3');
});

test('serves the member app, which boots in Chromium without page errors', async () => {
  const s = await newSession();
  const errors: string[] = [];
  s.page.on('pageerror', (err) => errors.push(err.message));
  try {
    await s.page.goto(`${baseUrl()}/`);
    await s.page.locator('#root > *').first().waitFor({ state: 'attached', timeout: 10_000 });
    expect(errors).toEqual([]);
  } finally {
    await s.close();
  }
});

test('serves the generated OpenAPI document', async () => {
  const res = await fetch(`${baseUrl()}/api/openapi.json`);
  expect(res.status).toBe(200);
  const doc = (await res.json()) as { paths: Record<string, unknown> };
  expect(Object.keys(doc.paths)).toContain('/api/common/init');
});
