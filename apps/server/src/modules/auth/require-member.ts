/**
 * Route guard for member endpoints: a live token in the `token` header, or 401 (docs/product.md §4 "Session",
 * §8: code 401 leads the client back to login). Frozen members are refused with 403.
 */
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../core/app-error.ts';
import type { UserRow } from '../users/index.ts';
import { findMemberByToken } from './session.service.ts';

export { currentMember } from '../../core/current-member.ts';

/**
 * Work other modules do on every signed-in request (the users module stores the member's language), handed
 * in from their entries in modules/index.ts and kept in the app's registry (ctx.registry.memberRequestHooks,
 * modules/registry.ts): the users module is below auth, so auth does not import it.
 */
export type MemberRequestHook = (request: FastifyRequest, member: UserRow) => Promise<void>;

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || undefined;
}

export async function requireMember(request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (!token) throw unauthorized();
  const found = await findMemberByToken(request.server.ctx.db, token);
  if (!found) throw unauthorized();
  if (found.user.status === 'frozen') throw forbidden('auth.frozen');
  for (const hook of request.server.ctx.registry.memberRequestHooks.values()) await hook(request, found.user);
  request.member = { user: found.user, token, expiretime: found.expiretime };
}

/** The member behind a valid token, or undefined: for routes open to guests that do more for members. */
export async function optionalMember(request: FastifyRequest): Promise<UserRow | undefined> {
  const token = tokenOf(request);
  if (!token) return undefined;
  const found = await findMemberByToken(request.server.ctx.db, token);
  return found && found.user.status !== 'frozen' ? found.user : undefined;
}
