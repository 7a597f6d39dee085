/**
 * Backups that restore (docs/deployment.md "Backups"): `npm run backup` is taken from a running server (jobs on) while
 * the crash test's clients keep moving money — transfers, exchanges, adjustments, withdrawals, P2P and shop orders —
 * and `npm run restore` puts it into a new DATA_DIR or an empty PostgreSQL database. A server started on the restored
 * copy answers /ready and signs the operator in, the ledger invariants hold on it, every posting committed before the
 * backup began is there with the same entries, and an upload is served with the same bytes. A restore into a place
 * that is not empty, or from a folder with a changed file, is refused with one line and writes nothing.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { checkInvariants } from '../../src/modules/ledger/index.ts';
import { startServer } from '../processes.ts';
import { createPostgresDatabase, usingPostgres } from '../test-app.ts';
import { orphanHolds } from './crash-checks.ts';
import { CrashClient, pause } from './crash-client.ts';
import { openMarket, runLoad, type LoadPhase } from './crash-load.ts';
import { ADMIN, crashRig, type CrashRig } from './crash-server.ts';

const SEED = 20261206;
const CLIENTS = 6;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const UPLOAD_KEY = '2026/12/backup-check.webp';
const UPLOAD_BYTES = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 backup restore check');

interface Cli {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run backup` / `npm run restore` as an operator runs them, with the environment that names the database. */
function cli(command: 'backup' | 'restore', dir: string, env: Record<string, string>): Promise<Cli> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/cli/${command}.ts`, dir],
      { cwd: serverDir, env: { ...process.env, ...env }, timeout: 120_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Every posting with its entries, as text that must come back unchanged. */
async function postings(db: Db): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_entries as e', 'e.posting_id', 'p.id')
    .select(['p.id', 'p.kind', 'p.idempotency_key', 'e.account_id', 'e.coin', 'e.bucket', 'e.amount'])
    .orderBy('p.id')
    .orderBy('e.id')
    .execute();
  const found = new Map<number, string>();
  for (const r of rows) {
    const line = `${r.account_id}:${r.coin}:${r.bucket}:${String(r.amount)}`;
    const head = found.get(r.id) ?? `${r.kind}|${r.idempotency_key ?? ''}`;
    found.set(r.id, `${head}|${line}`);
  }
  return found;
}

/** A new empty place to restore into: a DATA_DIR that does not exist yet, and on PostgreSQL an empty database. */
async function emptyTarget(cleanups: (() => Promise<void> | void)[]): Promise<Record<string, string>> {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-'));
  cleanups.push(() => fs.rmSync(parent, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: path.join(parent, 'data') };
  if (usingPostgres) {
    const pg = await createPostgresDatabase({ empty: true });
    cleanups.push(() => pg.drop());
    env.DATABASE_URL = pg.url;
  }
  return env;
}

async function tableCount(env: Record<string, string>): Promise<number> {
  if (!env.DATABASE_URL) return fs.existsSync(env.DATA_DIR!) ? fs.readdirSync(env.DATA_DIR!).length : 0;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return Number(result.rows[0]!.n);
  } finally {
    await client.end();
  }
}

describe('backup under load, restored into a new place', () => {
  let rig: CrashRig;
  const cleanups: (() => Promise<void> | void)[] = [];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'));
  const backupDir = path.join(work, 'backup');
  let before: Map<number, string>;
  let backup: Cli;
  let postingsAfterBackup = 0;
  let target: Record<string, string>;

  beforeAll(async () => {
    rig = await crashRig(0);
    await rig.start();
    const client = new CrashClient(rig);
    const db = await rig.db();
    const market = await openMarket(client, db, CLIENTS);
    fs.mkdirSync(path.join(rig.env.DATA_DIR!, 'uploads', '2026', '12'), { recursive: true });
    fs.writeFileSync(path.join(rig.env.DATA_DIR!, 'uploads', ...UPLOAD_KEY.split('/')), UPLOAD_BYTES);

    let phase: LoadPhase = 'all';
    const load = runLoad(client, market, SEED, () => phase);
    // Let the clients get going, then note every committed posting and begin the backup while they go on.
    const start = (await postings(db)).size;
    while ((await postings(db)).size < start + 40) await pause(200);
    before = await postings(db);
    const began = Date.now();
    backup = await cli('backup', backupDir, rig.env);
    postingsAfterBackup = (await postings(db)).size;
    console.log(
      `backup test (${usingPostgres ? 'PostgreSQL' : 'SQLite'}): ${before.size} postings before the backup began, ${postingsAfterBackup} when it ended ${Date.now() - began} ms later`,
    );
    phase = 'stop';
    // The load's own answers (5xx included) are the crash test's concern; here it only has to keep committing.
    await load;
    target = await emptyTarget(cleanups);
  }, 240_000);

  afterAll(async () => {
    await rig?.cleanup();
    for (const step of cleanups.reverse()) await Promise.resolve(step()).catch(() => {});
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('writes the backup while the clients keep committing postings', () => {
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backup written to .*: (sqlite|postgres) database at schema \d{4}_\w+, 1 upload files/);
    expect(postingsAfterBackup).toBeGreaterThan(before.size);
  });

  it('restores into an empty place; a server on it is ready, signs in, and has every posting from before the backup', async () => {
    const restored = await cli('restore', backupDir, target);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toMatch(/^Restored the backup begun /);

    const stops: (() => void)[] = [];
    cleanups.push(() => stops.forEach((stop) => stop()));
    const server = await startServer({ ...target, JOBS: 'on', NODE_ENV: 'production' }, (stop) => stops.push(stop), rig.bundle);
    expect((await fetch(`${server.url}/ready`)).status).toBe(200);
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }).then((r) => r.json() as Promise<{ code: number; data: { token?: string } }>);
    expect(login.code).toBe(1);
    expect(login.data.token).toBeTruthy();
    const upload = await fetch(`${server.url}/uploads/${UPLOAD_KEY}`);
    expect(upload.status).toBe(200);
    expect(Buffer.from(await upload.arrayBuffer()).equals(UPLOAD_BYTES)).toBe(true);

    // The server's jobs go on moving money on the restored copy (settling and expiring the orders the backup caught
    // open), and the checks below read balances and journal in separate statements: they read a still database.
    server.stop();
    await server.exited;
    const opened = await openDatabase({ dataDir: target.DATA_DIR!, databaseUrl: target.DATABASE_URL, poolSize: 2 });
    try {
      expect(await checkInvariants(opened.db)).toEqual([]);
      expect(await orphanHolds(opened.db)).toEqual([]);
      const after = await postings(opened.db);
      // Each one that differs with both texts, so a failure shows what changed.
      const differing = [...before]
        .filter(([id, text]) => after.get(id) !== text)
        .map(([id, text]) => ({ id, before: text, restored: after.get(id) ?? null }));
      expect(differing).toEqual([]);
      expect(after.size).toBeGreaterThanOrEqual(before.size);
    } finally {
      await opened.close();
    }
  });

  it('refuses with one line to restore over a place that is not empty, and changes nothing there', async () => {
    const tables = await tableCount(target);
    const again = await cli('restore', backupDir, target);
    expect(again.code).toBe(1);
    expect(again.stdout).toBe('');
    expect(again.stderr.trim().split('\n')).toHaveLength(1);
    expect(again.stderr).toMatch(
      usingPostgres
        ? /^Restore refused: the database at DATABASE_URL has \d+ tables/
        : /^Restore refused: DATA_DIR .* is not empty/,
    );
    expect(await tableCount(target)).toBe(tables);
  });

  it('refuses a backup whose database file was changed, before writing anything', async () => {
    const tampered = path.join(work, 'tampered');
    fs.cpSync(backupDir, tampered, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(tampered, 'manifest.json'), 'utf8')) as { database: { file: string } };
    const file = path.join(tampered, manifest.database.file);
    const bytes = fs.readFileSync(file);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = bytes[middle]! ^ 0xff;
    fs.writeFileSync(file, bytes);

    const fresh = await emptyTarget(cleanups);
    const refused = await cli('restore', tampered, fresh);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `Restore refused: checksum mismatch in ${manifest.database.file} (the backup was changed or damaged)`,
    );
    expect(await tableCount(fresh)).toBe(0);
  });
});
