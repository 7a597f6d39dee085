/** Operators for the admin tests: inserted directly, then signed in through /api/admin/login. */
import type { AdminRole } from '@app/contract';
import { hashOnce } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { insertAdmin } from './admin.repository.ts';

export const ADMIN_TEST_PASSWORD = 'Operator123';
let sequence = 0;

export async function createAdmin(t: TestApp, role: AdminRole = 'super'): Promise<{ id: number; username: string }> {
  const username = `op${Date.now().toString(36).slice(-4)}${++sequence}`;
  const id = await insertAdmin(t.app.ctx.db, {
    username,
    passwordHash: await hashOnce(ADMIN_TEST_PASSWORD),
    role,
    now: clock.now(),
  });
  return { id, username };
}

/** A signed-in operator's token. */
export async function adminToken(t: TestApp, role: AdminRole = 'super'): Promise<string> {
  const { username } = await createAdmin(t, role);
  const res = await t.post('/api/admin/login', { username, password: ADMIN_TEST_PASSWORD });
  if (res.code !== 1) throw new Error(`admin login refused: ${res.msg}`);
  return res.data.token;
}

export async function auditActions(t: TestApp): Promise<string[]> {
  const rows = await t.app.ctx.db.selectFrom('audit_log').select('action').orderBy('id').execute();
  return rows.map((r) => r.action);
}
