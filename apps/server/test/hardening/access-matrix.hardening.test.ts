/**
 * The access-control matrix, generated from the route table (docs/reliability.md): every route the OpenAPI document lists,
 * called as a guest, as a member on operator routes, as an operator on member routes, and — for member
 * routes that take an id — as another member naming A's record, which must answer exactly like a missing id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../src/modules/admin/admin.test-support.ts';
import { signedInMember } from '../../src/modules/verification/verification.test-support.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { apiRoutes, send, type ApiRoute } from './api-routes.ts';
import { envelopeProblem } from './envelope-check.ts';
import { OWNERSHIP } from './owned-resources.ts';
import { OWNER_OR_REVIEWER_ROUTES, PUBLIC_ROUTES } from './public-routes.ts';

let t: TestApp;
let routes: ApiRoute[];
const key = (r: ApiRoute) => `${r.method} ${r.path}`;
/** Requests made, for docs/reliability.md's figures. */
let cases = 0;

beforeAll(async () => {
  t = await createTestApp();
  routes = await apiRoutes(t);
});
afterAll(async () => {
  console.log(`access matrix: ${routes.length} routes, ${cases} cases`);
  await t.close();
});

/** Calls every route with `token` and lists those whose answer is not `expected`. */
async function refusals(subset: ApiRoute[], token: string | undefined, status: number, code: number) {
  const wrong: string[] = [];
  for (const route of subset) {
    cases++;
    const { status: got, json } = await send(t, route, {}, token);
    const problem = envelopeProblem(got, json);
    const want = OWNER_OR_REVIEWER_ROUTES[key(route)] ? { status: 404, code: 0 } : { status, code };
    if (problem || got !== want.status || json.code !== want.code)
      wrong.push(`${key(route)} → HTTP ${got} code ${json?.code} ${problem ?? json?.msg}`);
  }
  return wrong;
}

describe('access matrix', () => {
  it('opens to guests only the routes on the public allow-list, each with its reason', () => {
    const open = routes.filter((r) => !r.guarded).map(key);
    expect(
      open.filter((k) => !PUBLIC_ROUTES[k]),
      'routes open to guests but not on the allow-list',
    ).toEqual([]);
    const known = new Set(routes.map(key));
    expect(
      Object.keys(PUBLIC_ROUTES).filter((k) => !known.has(k)),
      'allow-list entries for routes that no longer exist',
    ).toEqual([]);
    expect(routes.length).toBeGreaterThan(50);
  });

  it('answers a guest with 401 on every guarded route, before looking at the body', async () => {
    const guarded = routes.filter((r) => r.guarded);
    expect(await refusals(guarded, undefined, 401, 401)).toEqual([]);
    expect(await refusals(guarded, 'not-a-token', 401, 401)).toEqual([]);
  });

  it('refuses a member token on every operator route with 403', async () => {
    const { token } = await signedInMember(t);
    const admin = routes.filter((r) => r.admin && r.guarded);
    expect(admin.length).toBeGreaterThan(10);
    expect(await refusals(admin, token, 403, 0)).toEqual([]);
  });

  it('treats an operator token as no member: 401 on every member route', async () => {
    const token = await adminToken(t);
    expect(
      await refusals(
        routes.filter((r) => r.guarded && !r.admin),
        token,
        401,
        401,
      ),
    ).toEqual([]);
  });

  it('has an ownership entry for every member route that takes an id', () => {
    const lacking = routes.filter((r) => !r.admin && r.idFields.length > 0 && !OWNERSHIP[r.path]);
    expect(
      lacking.map((r) => `${key(r)} (${r.idFields.join(', ')}): add to test/hardening/owned-resources.ts how a member owns one`),
    ).toEqual([]);
    const known = new Set(routes.map((r) => r.path));
    expect(
      Object.keys(OWNERSHIP).filter((p) => !known.has(p)),
      'entries for routes that no longer exist',
    ).toEqual([]);
  });

  it("answers another member's id exactly like a missing one (404), on every owned-resource route", async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      const entry = OWNERSHIP[route.path];
      if (!entry || !('owned' in entry)) continue;
      const probe = await entry.owned(t);
      cases += 2;
      const foreign = await send(t, route, probe.foreign.body, probe.token, probe.foreign.url);
      const missing = await send(t, route, probe.missing.body, probe.token, probe.missing.url);
      const shape = (r: typeof foreign) => ({ status: r.status, code: r.json.code, msg: r.json.msg, data: r.json.data });
      if (foreign.status !== 404 || JSON.stringify(shape(foreign)) !== JSON.stringify(shape(missing)))
        leaks.push(
          `${key(route)}: another member's → ${JSON.stringify(shape(foreign))}; missing → ${JSON.stringify(shape(missing))}`,
        );
    }
    expect(leaks).toEqual([]);
  });
});
