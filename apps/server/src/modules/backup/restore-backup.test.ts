import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, createTestApp, usingPostgres, type TestApp } from '../../../test/test-app.ts';
import { BackupRefused, type Manifest } from './backup-files.ts';
import { restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

/**
 * The refusals of a restore that the backup-under-load hardening test does not reach, and uploads in an S3 bucket
 * (s3rver): the backup lists the bucket's objects with their ETags, and a restore refuses while the bucket no longer
 * holds one of them unchanged. Each refusal writes nothing.
 */
const bucket = 'uploads';
let s3: S3rver;
let s3Env: Record<string, string>;
let t: TestApp;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-unit-'));
const drops: (() => Promise<void>)[] = [];

/** An empty place to restore into, with the test app's storage configuration. */
async function emptyTarget(withBucket = true) {
  const dataDir = fs.mkdtempSync(path.join(work, 'target-'));
  const pg = usingPostgres ? await createPostgresDatabase({ empty: true }) : undefined;
  if (pg) drops.push(pg.drop);
  return { dataDir, databaseUrl: pg?.url, s3: withBucket ? t.config.s3 : undefined };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BackupRefused);
  return (err as Error).message;
}

beforeAll(async () => {
  const s3Dir = fs.mkdtempSync(path.join(work, 's3rver-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await s3.run();
  s3Env = {
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
  };
  t = await createTestApp(s3Env);
});
afterAll(async () => {
  await t.close();
  await s3.close();
  for (const drop of drops) await drop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backup and restore with uploads in a bucket', () => {
  let dir: string;
  let manifest: Manifest;
  beforeAll(async () => {
    await t.app.ctx.storage.put('2026/12/one.webp', Buffer.from('first upload'), 'image/webp');
    await t.app.ctx.storage.put('2026/12/two.webp', Buffer.from('second upload'), 'image/webp');
    dir = path.join(work, 'with-bucket');
    manifest = await writeBackup(t.config, dir);
  });

  it("lists the bucket's objects with their ETags instead of copying them", () => {
    expect(manifest.uploads).toEqual({ storage: 's3', bucket, list: 'uploads-s3.json', objects: 2 });
    const listed = JSON.parse(fs.readFileSync(path.join(dir, 'uploads-s3.json'), 'utf8')) as { key: string; etag: string }[];
    expect(listed.map((o) => o.key)).toEqual(['2026/12/one.webp', '2026/12/two.webp']);
    expect(listed.every((o) => /^"[0-9a-f]{32}"$/.test(o.etag))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);
  });

  it('restores while the bucket holds every listed object unchanged', async () => {
    const target = await emptyTarget();
    const restored = await restoreBackup(target, dir);
    expect(restored.manifest.started_at).toBe(manifest.started_at);
  });

  it('refuses while a listed object was changed in the bucket, and writes nothing', async () => {
    await t.app.ctx.storage.put('2026/12/two.webp', Buffer.from('replaced bytes'), 'image/webp');
    const target = await emptyTarget();
    expect(await refusal(restoreBackup(target, dir))).toBe(
      'the bucket no longer holds 1 listed uploads unchanged (first: 2026/12/two.webp)',
    );
    expect(fs.readdirSync(target.dataDir)).toEqual([]);
  });

  it('refuses a bucket backup without S3_* configured', async () => {
    const target = await emptyTarget(false);
    expect(await refusal(restoreBackup(target, dir))).toBe(
      `the backup's uploads are in the bucket ${bucket}: set S3_* to that bucket`,
    );
  });
});

describe('refusals before anything is written', () => {
  let dir: string;
  beforeAll(async () => {
    dir = path.join(work, 'plain');
    await writeBackup({ ...t.config, s3: undefined }, dir);
  });

  it('refuses a folder without a manifest (an unfinished backup)', async () => {
    const unfinished = path.join(work, 'unfinished');
    fs.mkdirSync(unfinished);
    expect(await refusal(restoreBackup(await emptyTarget(false), unfinished))).toBe(
      `${unfinished} has no manifest.json (not a finished backup)`,
    );
  });

  it('refuses a schema this version does not know (a backup from a newer version)', async () => {
    const newer = path.join(work, 'newer');
    fs.cpSync(dir, newer, { recursive: true });
    const file = path.join(newer, 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    manifest.database.schema_version = '9999_from_the_future';
    fs.writeFileSync(file, JSON.stringify(manifest));
    const target = await emptyTarget(false);
    expect(await refusal(restoreBackup(target, newer))).toMatch(
      /^the backup's schema 9999_from_the_future is unknown to this version/,
    );
    expect(fs.readdirSync(target.dataDir)).toEqual([]);
  });

  it('refuses a backup of the other database kind', async () => {
    const target = await emptyTarget(false);
    const other = usingPostgres
      ? { ...target, databaseUrl: undefined }
      : { ...target, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' };
    expect(await refusal(restoreBackup(other, dir))).toBe(
      usingPostgres
        ? 'the backup is of a PostgreSQL database: set DATABASE_URL to an empty database'
        : 'the backup is of an SQLite database: unset DATABASE_URL and set DATA_DIR to an empty folder',
    );
  });

  it('refuses to write a backup into a folder that is not empty', async () => {
    expect(await refusal(writeBackup(t.config, dir))).toBe(`${dir} is not empty; a backup goes into a new folder`);
  });
});
