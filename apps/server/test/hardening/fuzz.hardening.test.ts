/**
 * Hostile input (docs/reliability.md): every POST route in the OpenAPI document, fed the hostile bodies of
 * fuzz-cases.ts — member routes as a funded member with a payment password, operator routes as a super
 * operator, public routes as a guest. Never a 5xx, always the envelope with a message, never a success;
 * afterwards no table has gained or lost a row and the ledger's invariants hold.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COINS } from '@app/contract';
import { adminToken } from '../../src/modules/admin/admin.test-support.ts';
import { accountForUser, checkInvariants, parseCoinAmount } from '../../src/modules/ledger/index.ts';
import { fund } from '../../src/modules/ledger/testing.ts';
import { walletMember } from '../../src/modules/wallet/wallet.test-support.ts';
import { newClientAddress } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { apiRoutes, type ApiRoute } from './api-routes.ts';
import { envelopeProblem } from './envelope-check.ts';
import { fuzzCases } from './fuzz-cases.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Rows per table: a refused request must leave every count as it was. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = (await t.app.ctx.db.introspection.getTables()).map((table) => table.name).sort();
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(t.app.ctx.db);
    counts[name] = Number(rows[0]!.n);
  }
  return counts;
}

async function post(url: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en' };
  if (token) headers.token = token;
  const raw = await t.app.inject({
    method: 'POST',
    url,
    headers,
    payload: JSON.stringify(body),
    remoteAddress: newClientAddress(),
  });
  let json: unknown;
  try {
    json = raw.json();
  } catch {
    json = raw.body.slice(0, 200);
  }
  return { status: raw.statusCode, json: json as { code?: number; msg?: string } };
}

describe('schema-driven fuzzer', () => {
  it('refuses every hostile body with the envelope, and changes nothing', async () => {
    const member = await walletMember(t, 'advanced');
    const account = await accountForUser(t.app.ctx.db, member.id);
    for (const coin of COINS) await fund(t.app.ctx.db, account.id, coin, parseCoinAmount(coin, '1000'));
    const operator = await adminToken(t);
    const routes = (await apiRoutes(t)).filter((r: ApiRoute) => r.method === 'POST' && r.body);
    const before = await rowCounts();
    let rowsAfter = before;

    const broken: string[] = [];
    const accepted: string[] = [];
    const counts = { strict: 0, lenient: 0 };
    // Strict bodies first, then the row counts; lenient ones may legitimately create rows, so they come after.
    for (const strict of [true, false]) {
      if (!strict) rowsAfter = await rowCounts();
      for (const route of routes) {
        const token = !route.guarded ? undefined : route.admin ? operator : member.token;
        for (const c of fuzzCases(route.body!).filter((fc) => fc.strict === strict)) {
          counts[strict ? 'strict' : 'lenient']++;
          const { status, json } = await post(route.path, c.body, token);
          const name = `${route.path} ${c.field}: ${c.label}`;
          const problem = envelopeProblem(status, json);
          if (problem) broken.push(`${name} → ${problem}`);
          else if (strict && json.code === 1) accepted.push(`${name} → HTTP ${status} ${json.msg}`);
        }
      }
    }
    const cases = counts.strict + counts.lenient;
    console.log(
      `fuzz: ${routes.length} routes, ${counts.strict} bodies that must be refused, ${counts.lenient} that must not break`,
    );
    expect(broken).toEqual([]);
    expect(accepted).toEqual([]);
    expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
    const after = rowsAfter;
    const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
    expect(changed.map((name) => `${name}: ${before[name]} → ${after[name]}`)).toEqual([]);
    expect(cases).toBeGreaterThan(1000);
  });

  it('answers hostile query strings on GET routes with the envelope', async () => {
    const member = await walletMember(t);
    const routes = (await apiRoutes(t)).filter((r) => r.method === 'GET' && r.query.length > 0);
    const values = ['%00', 'x'.repeat(20_000), '-1', '%FF%FE', '1e9999', '__bogus__'];
    const broken: string[] = [];
    for (const route of routes)
      for (const name of route.query)
        for (const value of values) {
          const url = `${route.path}?${name}=${value}`;
          const raw = await t.app.inject({ method: 'GET', url, headers: { token: member.token, 'accept-language': 'en' } });
          const problem = envelopeProblem(raw.statusCode, JSON.parse(raw.body));
          if (problem) broken.push(`${url.slice(0, 80)} → ${problem}`);
        }
    expect(broken).toEqual([]);
  });
});
