/**
 * The files of a backup folder and their checksums (docs/deployment.md "Backups"): a manifest written last, so a
 * folder without one is an unfinished backup, and a SHA-256 per file that a restore checks before it writes anything.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 'pi-community-backup';

export interface FileSum {
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  version: 1;
  app_version: string;
  /** when the backup began (ISO 8601): every posting committed before it is in the copy */
  started_at: string;
  finished_at: string;
  database: {
    dialect: 'sqlite' | 'postgres';
    /** the database file in the folder: an SQLite database, or a pg_dump custom-format archive */
    file: string;
    /** the last migration applied to the copied database */
    schema_version: string;
  };
  uploads:
    | { storage: 'local'; files: number }
    /** the bucket's objects stay in the bucket; the folder holds their list (key, size, ETag) */
    | { storage: 's3'; bucket: string; list: string; objects: number };
  /** every file of the folder but the manifest, by its path relative to the folder (forward slashes) */
  files: Record<string, FileSum>;
}

export async function sumFile(file: string): Promise<FileSum> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Every regular file under `root`, as paths relative to it with forward slashes; a missing root has none. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Copies the files under `from` into `to` (same relative paths) and returns their checksums, keyed by
 * `prefix/<relative path>`. The sum is taken of the copy, so it is what a restore will read.
 */
export async function copyTree(from: string, to: string, prefix: string): Promise<Record<string, FileSum>> {
  const sums: Record<string, FileSum> = {};
  for (const relative of await listFiles(from)) {
    const target = path.join(to, ...relative.split('/'));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(path.join(from, ...relative.split('/')), target);
    sums[`${prefix}/${relative}`] = await sumFile(target);
  }
  return sums;
}

export class BackupRefused extends Error {}

/** Reads the manifest and checks every file it lists (and that no listed file is missing); throws BackupRefused. */
export async function readVerifiedManifest(dir: string): Promise<Manifest> {
  const text = await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) throw new BackupRefused(`${dir} has no ${MANIFEST_FILE} (not a finished backup)`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new BackupRefused(`${MANIFEST_FILE} in ${dir} is not valid JSON`);
  }
  if (manifest.format !== MANIFEST_FORMAT || manifest.version !== 1) {
    throw new BackupRefused(`${MANIFEST_FILE} in ${dir} is not a backup manifest of this application (format 1)`);
  }
  for (const [relative, expected] of Object.entries(manifest.files)) {
    const file = path.join(dir, ...relative.split('/'));
    const actual = await sumFile(file).catch(() => undefined);
    if (!actual) throw new BackupRefused(`${relative} is listed in the manifest but missing`);
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
      throw new BackupRefused(`checksum mismatch in ${relative} (the backup was changed or damaged)`);
    }
  }
  return manifest;
}
