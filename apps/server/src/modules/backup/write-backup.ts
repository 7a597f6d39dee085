/**
 * Writes a consistent backup while the server runs (docs/deployment.md "Backups"): the database first — SQLite
 * through its online backup API, PostgreSQL through pg_dump's custom format, each one snapshot — then the uploads
 * (local files copied with their checksums, or the bucket's list), then the manifest, last. Uploads are copied
 * after the database because a file is stored before the row that names it: every file the copied database refers
 * to was complete before the snapshot.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { APP_VERSION } from '@app/contract';
import type { Config } from '../../config.ts';
import { listBucket } from './backup-s3.ts';
import { BackupRefused, copyTree, MANIFEST_FILE, MANIFEST_FORMAT, sumFile, type FileSum, type Manifest } from './backup-files.ts';
import { dumpPostgres } from './postgres-tools.ts';

export const SQLITE_FILE = 'app.sqlite';
const S3_LIST = 'uploads-s3.json';

type BackupConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;

async function refuseUnlessEmpty(dir: string): Promise<void> {
  const entries = await fs.readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  if (entries.length > 0) throw new BackupRefused(`${dir} is not empty; a backup goes into a new folder`);
  await fs.mkdir(dir, { recursive: true });
}

/**
 * The whole database in one step of SQLite's backup API: a step holds one read transaction, so the copy is one
 * snapshot (in WAL mode the server's writers go on meanwhile). In small steps, every commit by the server would
 * restart the copy, and under a steady write load it might never finish.
 */
async function backupSqlite(dataDir: string, target: string): Promise<string> {
  const source = path.join(dataDir, SQLITE_FILE);
  await fs.access(source).catch(() => {
    throw new BackupRefused(`no database at ${source} (is DATA_DIR right, or is DATABASE_URL missing?)`);
  });
  const database = new SQLite(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    await database.backup(target, { progress: () => 0x7fffffff });
  } finally {
    database.close();
  }
  // The copy leaves WAL mode, so it is one self-contained file (no -wal or -shm beside it); a start sets WAL again.
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    return lastMigration(copy.prepare('select max(name) as name from kysely_migration').get() as { name: string | null });
  } finally {
    copy.close();
  }
}

function lastMigration(row: { name: string | null } | undefined): string {
  if (!row?.name) throw new BackupRefused('the database has no migrations applied (nothing to back up)');
  return row.name;
}

async function backupPostgres(url: string, target: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let version: string;
  try {
    const result = await client.query<{ name: string | null }>('select max(name) as name from kysely_migration');
    version = lastMigration(result.rows[0]);
  } catch (err) {
    if (err instanceof BackupRefused) throw err;
    throw new BackupRefused(`the database has no schema of this application (${(err as Error).message})`);
  } finally {
    await client.end();
  }
  await dumpPostgres(url, target);
  return version;
}

async function backupUploads(config: BackupConfig, dir: string) {
  if (config.s3) {
    const objects = await listBucket(config.s3);
    const list = path.join(dir, S3_LIST);
    await fs.writeFile(list, JSON.stringify(objects, null, 1) + '\n');
    return {
      uploads: { storage: 's3' as const, bucket: config.s3.bucket, list: S3_LIST, objects: objects.length },
      files: { [S3_LIST]: await sumFile(list) },
    };
  }
  // Public uploads and the private ID images (modules/common/storage.ts).
  const files = {
    ...(await copyTree(path.join(config.dataDir, 'uploads'), path.join(dir, 'uploads'), 'uploads')),
    ...(await copyTree(path.join(config.dataDir, 'private'), path.join(dir, 'private'), 'private')),
  };
  return { uploads: { storage: 'local' as const, files: Object.keys(files).length }, files };
}

export async function writeBackup(config: BackupConfig, dir: string): Promise<Manifest> {
  const target = path.resolve(dir);
  await refuseUnlessEmpty(target);
  const startedAt = new Date();
  const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
  const databaseFile = dialect === 'postgres' ? 'database.pgdump' : 'database.sqlite';
  const schemaVersion =
    dialect === 'postgres'
      ? await backupPostgres(config.databaseUrl!, path.join(target, databaseFile))
      : await backupSqlite(config.dataDir, path.join(target, databaseFile));
  const files: Record<string, FileSum> = { [databaseFile]: await sumFile(path.join(target, databaseFile)) };
  const uploads = await backupUploads(config, target);
  Object.assign(files, uploads.files);
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    version: 1,
    app_version: APP_VERSION,
    started_at: startedAt.toISOString(),
    finished_at: new Date().toISOString(),
    database: { dialect, file: databaseFile, schema_version: schemaVersion },
    uploads: uploads.uploads,
    files,
  };
  // Written under another name and renamed: a folder with a manifest is a finished backup.
  const partial = path.join(target, `${MANIFEST_FILE}.partial`);
  await fs.writeFile(partial, JSON.stringify(manifest, null, 2) + '\n');
  await fs.rename(partial, path.join(target, MANIFEST_FILE));
  return manifest;
}
