import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ensureBootstrapAdmin } from './bootstrap-admin.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// Each test starts the command as a process of its own, compiled by tsx as it starts: over 10 s on a busy 2-core
// host running the other test files beside it.
describe('npm run admin:password -- <name>', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'Original123' });
    await ensureBootstrapAdmin(t.app.ctx, { demo: false, log: () => {} });
    await t.post('/api/admin/login', { username: 'boss', password: 'nope' });
  });
  afterAll(() => t.close());

  /** Runs the command as an operator would, against the test's database (SQLite file or PostgreSQL). */
  function run(args: string[], input: string, env: Record<string, string> = {}) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/admin-password.ts', ...args], {
      cwd: serverDir,
      input,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        DATA_DIR: t.config.dataDir,
        ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
        ...env,
      },
    });
    return { status: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
  }

  it('gives an existing operator a new password read from stdin, in one line, and ends old sessions', async () => {
    const before = await t.post('/api/admin/login', { username: 'boss', password: 'Original123' });
    const token = before.data.token as string;
    const result = run(['boss'], 'Renewed12345\n');
    expect(result).toMatchObject({ status: 0, err: '' });
    expect(result.out.split('\n')).toHaveLength(1);
    expect(result.out).toContain('"boss" has a new password');
    expect((await t.post('/api/admin/login', { username: 'boss', password: 'Original123' })).code).toBe(0);
    expect((await t.post('/api/admin/login', { username: 'boss', password: 'Renewed12345' })).code).toBe(1);
    expect((await t.post('/api/admin/invite/stats', { page: 1 }, { token })).status).toBe(401);
  });

  it('creates a super operator for an unknown name, taking the password from ADMIN_PASSWORD', async () => {
    const result = run(['rescue'], '', { ADMIN_PASSWORD: 'Rescue12345' });
    expect(result.status).toBe(0);
    expect(result.out).toContain('"rescue" created');
    const login = await t.post('/api/admin/login', { username: 'rescue', password: 'Rescue12345' });
    expect(login.data.admin).toMatchObject({ username: 'rescue', role: 'super' });
  });

  it('refuses a short password and changes nothing', async () => {
    const short = run(['boss'], 'short\n');
    expect(short.status).toBe(1);
    expect(short.err).toContain('at least 8 characters');
    expect((await t.post('/api/admin/login', { username: 'boss', password: 'Renewed12345' })).code).toBe(1);
  });

  it('refuses a missing name and changes nothing', async () => {
    expect(run([], 'Whatever123\n')).toMatchObject({ status: 1, err: expect.stringContaining('Usage') });
    expect((await t.post('/api/admin/login', { username: 'boss', password: 'Renewed12345' })).code).toBe(1);
  });
});
