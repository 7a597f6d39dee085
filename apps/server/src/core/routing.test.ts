import { routes } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The paths the API document lists, with their methods, e.g. "post /api/user/login". */
async function documented(t: TestApp): Promise<string[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
}

describe('the route map of the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is what the server serves: every mapped path answers, and every enveloped path is in the map', async () => {
    const mapped = Object.entries(routes).map(([path, schemas]) => `${'query' in schemas ? 'get' : 'post'} ${path}`);
    // The one documented path outside the map answers with the image bytes of an ID photo, not an envelope.
    const files = ['get /api/user/idimage/{id}'];
    expect((await documented(t)).sort()).toEqual([...mapped, ...files].sort());
  });

  it('checks a body against the mapped schema: a missing field is refused in the envelope', async () => {
    const res = await t.post('/api/user/login', { password: 'whatever1' });
    expect(res.status).toBe(400);
    expect(res.code).toBe(0);
    expect(res.msg).not.toBe('');
  });
});
