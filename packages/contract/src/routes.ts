/**
 * The route map: every API path with the schema of what it takes and of what it answers. The server
 * registers each route from it (apps/server/src/core/routing.ts), and the member app, the console and the
 * server tests call through it, so a field renamed here fails typecheck in all of them.
 */
import type { z } from 'zod';
import { adminRoutes } from './routes-admin.ts';
import { piRoutes } from './pi.ts';
import { memberRoutes } from './routes-member.ts';
import { withdrawalRoutes } from './withdrawals.ts';

export { multipartBody, reviewKindsReply, type RouteSchemas } from './route-schemas.ts';

export const routes = { ...memberRoutes, ...adminRoutes, ...withdrawalRoutes, ...piRoutes };

export type Routes = typeof routes;
export type RoutePath = keyof Routes;
/** The few reads that take a query string (GET). */
export type GetPath = { [P in RoutePath]: Routes[P] extends { query: z.ZodType } ? P : never }[RoutePath];
export type PostPath = Exclude<RoutePath, GetPath>;
/** The console's paths without their `/api/admin/` prefix, as its client takes them. */
export type AdminPath = RoutePath extends infer P ? (P extends `/api/admin/${infer Rest}` ? Rest : never) : never;
/** The full path of a console path. */
export type AdminRoute<P extends AdminPath> = Extract<RoutePath, `/api/admin/${P}`>;

/** A browser FormData, named by shape because the contract is built without DOM types. */
export interface MultipartForm {
  append(name: string, value: string, fileName?: string): void;
}

type BodySchema<P extends RoutePath> = Routes[P] extends { body: infer S extends z.ZodType } ? S : undefined;

/** What a caller sends: fields with a default may be left out; an upload sends a multipart form. */
export type RouteBody<P extends RoutePath> =
  BodySchema<P> extends z.ZodType
    ? unknown extends z.input<BodySchema<P>>
      ? MultipartForm
      : z.input<BodySchema<P>>
    : Record<string, never>;

/** What the handler reads once the schema has parsed it (defaults filled in). */
export type RouteParsedBody<P extends RoutePath> = BodySchema<P> extends z.ZodType ? z.output<BodySchema<P>> : unknown;

/** The query string of a GET path, as the caller gives it and as the handler reads it. */
export type RouteQuery<P extends GetPath> = z.input<Routes[P]['query']>;
export type RouteParsedQuery<P extends GetPath> = z.output<Routes[P]['query']>;

/** The envelope's `data` for a path. */
export type RouteReply<P extends RoutePath> = z.output<Routes[P]['reply']>;
