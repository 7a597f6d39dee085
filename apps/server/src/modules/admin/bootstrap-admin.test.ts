import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { countAdmins } from './admin.repository.ts';
import { ensureBootstrapAdmin } from './bootstrap-admin.ts';

describe('bootstrap operator', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('creates exactly one super operator from ADMIN_USERNAME/ADMIN_PASSWORD, once, who can sign in', async () => {
    t = await createTestApp({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'Boss12345' });
    const lines: string[] = [];
    await ensureBootstrapAdmin(t.app.ctx, { demo: false, log: (l) => lines.push(l) });
    await ensureBootstrapAdmin(t.app.ctx, { demo: true, log: (l) => lines.push(l) });
    expect(await countAdmins(t.app.ctx.db)).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('Boss12345');
    const login = await t.post('/api/admin/login', { username: 'boss', password: 'Boss12345' });
    expect(login.data.admin).toMatchObject({ username: 'boss', role: 'super' });
  });

  it('creates nobody when an operator already exists', async () => {
    t = await createTestApp();
    await ensureBootstrapAdmin(t.app.ctx, { demo: true, log: () => {} });
    const lines: string[] = [];
    const again = await createTestApp({ ADMIN_USERNAME: 'second', ADMIN_PASSWORD: 'Second123' });
    try {
      // Same database, new configuration: the existing operator wins, nothing is added.
      const ctx = { ...again.app.ctx, db: t.app.ctx.db };
      await ensureBootstrapAdmin(ctx, { demo: true, log: (l) => lines.push(l) });
    } finally {
      await again.close();
    }
    expect(await countAdmins(t.app.ctx.db)).toBe(1);
    expect(lines).toEqual([]);
  });

  it('in embedded demo mode prints a generated password once, which signs in as admin', async () => {
    t = await createTestApp();
    const lines: string[] = [];
    await ensureBootstrapAdmin(t.app.ctx, { demo: true, log: (l) => lines.push(l) });
    await ensureBootstrapAdmin(t.app.ctx, { demo: true, log: (l) => lines.push(l) });
    expect(lines).toHaveLength(1);
    const match = lines[0]!.match(/^Operator console: http:\/\/localhost:\d+\/admin\/ {2}user: admin {2}password: (\S+)/);
    expect(match).not.toBeNull();
    const password = match![1]!;
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await t.post('/api/admin/login', { username: 'admin', password })).code).toBe(1);
  });

  it('without configuration and outside demo mode creates nobody', async () => {
    t = await createTestApp();
    await ensureBootstrapAdmin(t.app.ctx, { demo: false, log: () => {} });
    expect(await countAdmins(t.app.ctx.db)).toBe(0);
  });
});
