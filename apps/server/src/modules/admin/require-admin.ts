/**
 * Route guard for /api/admin/* (docs/api.md "Admin"): a live operator token in the `token` header, or 401;
 * a member's token is recognised and refused with 403, so a member never reaches the console. With a
 * permission, an operator whose role lacks it is refused with 403 too.
 */
import type { AdminPermission } from '@app/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../../core/app-error.ts';
import { findMemberByToken } from '../auth/session.service.ts';
import { tokenOf } from '../auth/require-member.ts';
import { findAdminSession, type AdminSession } from './admin-auth.service.ts';
import { can } from './permissions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    admin?: AdminSession;
  }
}

async function authenticate(request: FastifyRequest): Promise<AdminSession> {
  const token = tokenOf(request);
  if (!token) throw unauthorized();
  const { db } = request.server.ctx;
  const session = await findAdminSession(db, token);
  if (session) return session;
  if (await findMemberByToken(db, token)) throw forbidden('admin.member_token');
  throw unauthorized();
}

/** Any signed-in operator. */
export const requireAdmin: preHandlerAsyncHookHandler = async (request) => {
  request.admin = await authenticate(request);
};

/** A signed-in operator whose role grants `permission`. */
export function requireAdminCan(permission: AdminPermission): preHandlerAsyncHookHandler {
  return async (request) => {
    const session = await authenticate(request);
    if (!can(session.admin.role, permission)) throw forbidden('admin.no_permission');
    request.admin = session;
  };
}

/** The operator of a request guarded by requireAdmin. */
export function currentAdmin(request: FastifyRequest): AdminSession {
  if (!request.admin) throw unauthorized();
  return request.admin;
}
