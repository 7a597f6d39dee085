/**
 * The signed-in member of a request (docs/product.md §4 "Session"). The auth module's guard sets it and is handed to
 * every module as `app.requireMember` (decorated from its entry in modules/index.ts); both are declared
 * here so a module below auth, such as users, reads them without importing auth.
 */
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../modules/users/index.ts';
import { unauthorized } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    member?: { user: UserRow; token: string; expiretime: number };
  }
  interface FastifyInstance {
    /** route guard: a live member token or 401, a frozen member 403 */
    requireMember(request: FastifyRequest): Promise<void>;
  }
}

/** The signed-in member of a request guarded by requireMember. */
export function currentMember(request: FastifyRequest) {
  if (!request.member) throw unauthorized();
  return request.member;
}
