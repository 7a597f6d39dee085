/**
 * Setting an operator's password from the command line (`npm run admin:password -- <name>`, README
 * "Operator console"): the bootstrap password is printed once, so a lost one needs a way back that does not
 * go through the console. An existing operator gets the new password, is unlocked and signed out everywhere;
 * an unknown name becomes a new `super` operator (whoever runs this already controls the server and its
 * database). Audited like a console change.
 */
import { clock } from '../../core/clock.ts';
import { hashPassword } from '../../core/passwords.ts';
import type { Db } from '../../db/database.ts';
import { findAdminByUsername, insertAdmin } from './admin.repository.ts';
import { recordAudit } from './audit.service.ts';

/** The same rule as ADMIN_PASSWORD (config.ts): at least 8 characters. */
export const MIN_ADMIN_PASSWORD = 8;

export type SetAdminPasswordResult =
  { outcome: 'changed' | 'created'; username: string } | { outcome: 'refused'; reason: 'username' | 'password' };

export async function setAdminPassword(db: Db, username: string, password: string): Promise<SetAdminPasswordResult> {
  const name = username.trim();
  if (name.length < 3 || name.length > 50) return { outcome: 'refused', reason: 'username' };
  if (password.length < MIN_ADMIN_PASSWORD) return { outcome: 'refused', reason: 'password' };
  const passwordHash = await hashPassword(password);
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    const existing = await findAdminByUsername(trx, name);
    if (!existing) {
      const id = await insertAdmin(trx, { username: name, passwordHash, role: 'super', now });
      await recordAudit(trx, id, 'admin_password_cli', `admin:${id}`, { created: true });
      return { outcome: 'created', username: name };
    }
    await trx
      .updateTable('admins')
      .set({ password_hash: passwordHash, login_failures: 0, locked_until: 0 })
      .where('id', '=', existing.id)
      .execute();
    // Whoever held the old password must not stay signed in with a token it issued.
    await trx.updateTable('admin_tokens').set({ revoked: 1 }).where('admin_id', '=', existing.id).execute();
    await recordAudit(trx, existing.id, 'admin_password_cli', `admin:${existing.id}`, { created: false });
    return { outcome: 'changed', username: name };
  });
}
