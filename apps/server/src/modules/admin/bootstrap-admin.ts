/**
 * The first operator (README "Configuration"): with ADMIN_USERNAME and ADMIN_PASSWORD set and no
 * operator yet, that account becomes the `super` operator; in embedded demo mode without them, an `admin`
 * account gets a random password printed once. Nothing happens once any operator exists, so restarts
 * and several instances starting together are safe.
 */
import { randomBytes } from 'node:crypto';
import { clock } from '../../core/clock.ts';
import type { AppContext } from '../../core/context.ts';
import { hashPassword } from '../../core/passwords.ts';
import { countAdmins, insertAdmin } from './admin.repository.ts';

export interface BootstrapResult {
  created: boolean;
  username?: string;
}

async function createSuperAdmin(ctx: AppContext, username: string, password: string): Promise<boolean> {
  try {
    await insertAdmin(ctx.db, { username, passwordHash: await hashPassword(password), role: 'super', now: clock.now() });
    return true;
  } catch (err) {
    // Another instance starting at the same moment created it first.
    if ((await countAdmins(ctx.db)) > 0) return false;
    throw err;
  }
}

export async function ensureBootstrapAdmin(
  ctx: AppContext,
  options: { demo: boolean; log: (line: string) => void },
): Promise<BootstrapResult> {
  if ((await countAdmins(ctx.db)) > 0) return { created: false };
  const configured = ctx.config.admin;
  if (configured) {
    const created = await createSuperAdmin(ctx, configured.username, configured.password);
    if (created) options.log(`Operator account "${configured.username}" created from ADMIN_USERNAME/ADMIN_PASSWORD.`);
    return { created, username: configured.username };
  }
  if (!options.demo) return { created: false };
  const password = randomBytes(12).toString('base64url');
  const created = await createSuperAdmin(ctx, 'admin', password);
  const base = ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;
  if (created) options.log(`Operator console: ${base}/admin/  user: admin  password: ${password}  (shown once)`);
  return { created, username: 'admin' };
}
