/**
 * Restores a backup folder (docs/deployment.md "Backups") into an empty place only: an empty or missing DATA_DIR
 * for SQLite, a database without tables for PostgreSQL. Every check runs before anything is written — the
 * manifest's checksums, the schema version against this build's migrations, the target being empty, the bucket
 * still holding the listed uploads — so a refusal leaves the target as it was. Then the database and the uploads
 * are put in place and the migrations this build adds are applied, as a start would.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrations } from '../../db/migrations/index.ts';
import { changedObjects, type ObjectEntry } from './backup-s3.ts';
import { BackupRefused, copyTree, readVerifiedManifest, type Manifest } from './backup-files.ts';
import { restorePostgres } from './postgres-tools.ts';
import { SQLITE_FILE } from './write-backup.ts';

type RestoreConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;

export interface Restored {
  manifest: Manifest;
  /** the last migration after migrating up */
  schemaVersion: string;
}

async function entriesOf(dir: string): Promise<string[]> {
  return fs.readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
}

async function refuseNonEmptyDir(dir: string, what: string): Promise<void> {
  const entries = await entriesOf(dir);
  if (entries.length > 0) {
    const shown = entries.slice(0, 3).join(', ') + (entries.length > 3 ? ', …' : '');
    throw new BackupRefused(`${what} ${dir} is not empty (${shown}); restore only into an empty one`);
  }
}

async function refuseNonEmptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const tables = Number(result.rows[0]?.n ?? 0);
    if (tables > 0)
      throw new BackupRefused(`the database at DATABASE_URL has ${tables} tables; restore only into an empty database`);
  } finally {
    await client.end();
  }
}

function refuseMismatch(manifest: Manifest, config: RestoreConfig): void {
  const known = Object.keys(migrations);
  if (!known.includes(manifest.database.schema_version)) {
    throw new BackupRefused(
      `the backup's schema ${manifest.database.schema_version} is unknown to this version (its last is ${known.at(-1)}): restore with the version that made it or a newer one`,
    );
  }
  if (manifest.database.dialect === 'postgres' && !config.databaseUrl) {
    throw new BackupRefused('the backup is of a PostgreSQL database: set DATABASE_URL to an empty database');
  }
  if (manifest.database.dialect === 'sqlite' && config.databaseUrl) {
    throw new BackupRefused('the backup is of an SQLite database: unset DATABASE_URL and set DATA_DIR to an empty folder');
  }
  if (manifest.uploads.storage === 's3' && !config.s3) {
    throw new BackupRefused(`the backup's uploads are in the bucket ${manifest.uploads.bucket}: set S3_* to that bucket`);
  }
  if (manifest.uploads.storage === 'local' && manifest.uploads.files > 0 && config.s3) {
    throw new BackupRefused(
      'the backup holds local upload files but S3_* is set: unset it, or copy uploads/ into the bucket first',
    );
  }
}

async function refuseChangedBucket(dir: string, manifest: Manifest, config: RestoreConfig): Promise<void> {
  if (manifest.uploads.storage !== 's3' || !config.s3) return;
  const listed = JSON.parse(await fs.readFile(path.join(dir, manifest.uploads.list), 'utf8')) as ObjectEntry[];
  const changed = await changedObjects(config.s3, listed);
  if (changed.length > 0) {
    throw new BackupRefused(
      `the bucket no longer holds ${changed.length > 9 ? '10 or more' : changed.length} listed uploads unchanged (first: ${changed[0]})`,
    );
  }
}

async function refuseNonEmptyTarget(manifest: Manifest, config: RestoreConfig): Promise<void> {
  if (manifest.database.dialect === 'sqlite') return refuseNonEmptyDir(config.dataDir, 'DATA_DIR');
  await refuseNonEmptyPostgres(config.databaseUrl!);
  if (manifest.uploads.storage === 'local') {
    await refuseNonEmptyDir(path.join(config.dataDir, 'uploads'), 'the uploads folder');
    await refuseNonEmptyDir(path.join(config.dataDir, 'private'), 'the private uploads folder');
  }
}

export async function restoreBackup(config: RestoreConfig, dir: string): Promise<Restored> {
  const source = path.resolve(dir);
  const manifest = await readVerifiedManifest(source);
  refuseMismatch(manifest, config);
  await refuseNonEmptyTarget(manifest, config);
  await refuseChangedBucket(source, manifest, config);

  const databaseFile = path.join(source, manifest.database.file);
  if (manifest.database.dialect === 'postgres') {
    await restorePostgres(config.databaseUrl!, databaseFile);
  } else {
    await fs.mkdir(config.dataDir, { recursive: true });
    const partial = path.join(config.dataDir, `${SQLITE_FILE}.partial`);
    await fs.copyFile(databaseFile, partial);
    await fs.rename(partial, path.join(config.dataDir, SQLITE_FILE));
  }
  if (manifest.uploads.storage === 'local') {
    await copyTree(path.join(source, 'uploads'), path.join(config.dataDir, 'uploads'), 'uploads');
    await copyTree(path.join(source, 'private'), path.join(config.dataDir, 'private'), 'private');
  }
  // Migrations up, as a start would (they apply on open).
  const opened = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: 1 });
  await opened.close();
  return { manifest, schemaVersion: Object.keys(migrations).at(-1)! };
}
