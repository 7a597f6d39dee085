/**
 * The API as it exists at run time, read from the app's own OpenAPI document (/api/openapi.json), so a
 * route added tomorrow is in the access matrix and the fuzzer without anyone listing it here.
 */
import type { TestApp } from '../test-app.ts';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  maxLength?: number;
  maxItems?: number;
  exclusiveMinimum?: boolean | number;
  minimum?: number;
  maximum?: number;
}

export interface ApiRoute {
  method: 'GET' | 'POST';
  /** OpenAPI form, `/api/user/idimage/{id}` */
  path: string;
  /** the route declares the `token` security scheme (a member or operator guard) */
  guarded: boolean;
  admin: boolean;
  body?: JsonSchema;
  params: string[];
  /** query-string parameters (GET routes) */
  query: string[];
  /** names of body fields and path parameters that carry an id */
  idFields: string[];
}

const isIdField = (name: string) => name === 'id' || name === 'ids' || name.endsWith('_id');

interface Operation {
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { name: string; in: string }[];
}

export async function apiRoutes(t: TestApp): Promise<ApiRoute[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const body = op.requestBody?.content?.['application/json']?.schema;
      const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const fields = [...Object.keys(body?.properties ?? {}), ...params];
      routes.push({
        method: method.toUpperCase() as ApiRoute['method'],
        path,
        guarded: Boolean(op.security?.length),
        admin: path.startsWith('/api/admin/'),
        body,
        params,
        query,
        idFields: fields.filter(isIdField),
      });
    }
  }
  return routes;
}

/** A concrete URL for a route: path parameters filled with `value`. */
export function urlOf(route: ApiRoute, value: string | number = 1): string {
  return route.path.replace(/\{[^}]+\}/g, String(value));
}

export async function send(
  t: TestApp,
  route: ApiRoute,
  body: unknown,
  token?: string,
  url = urlOf(route),
): Promise<{ status: number; json: any }> {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (token) headers.token = token;
  const raw =
    route.method === 'GET'
      ? await t.app.inject({ method: 'GET', url, headers })
      : await t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
  let json: any;
  try {
    json = raw.json();
  } catch {
    json = { unparsable: raw.body.slice(0, 200) };
  }
  return { status: raw.statusCode, json };
}
