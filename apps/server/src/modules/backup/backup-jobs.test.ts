import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { runJob } from '../../core/jobs.ts';
import { setSetting } from '../settings/settings.service.ts';
import { BACKUP_SETTINGS } from './backup.settings.ts';
import { readVerifiedManifest } from './backup-files.ts';

const DAY = 86_400;

/** Moves the clock to `hour`:10 UTC of the day `days` after today. */
function clockAt(days: number, hour: number): string {
  clock.reset();
  const now = clock.now();
  const target = Math.floor(now / DAY) * DAY + days * DAY + hour * 3600 + 600;
  clock.advance(target - now);
  return new Date(target * 1000).toISOString().slice(0, 10);
}

const nightly = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort();

describe('the nightly backup job', () => {
  let t: TestApp;
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nightly-'));
  beforeAll(async () => {
    t = await createTestApp({ BACKUP_DIR: backupDir });
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await t.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it('writes nothing while the setting is off', async () => {
    clockAt(1, 12);
    expect(await runJob(t.app.ctx, 'backup.nightly')).toBe(0);
    expect(nightly(backupDir)).toEqual([]);
  });

  it('writes one verified backup a day from the set hour, and keeps only the newest backup_keep', async () => {
    await setSetting(BACKUP_SETTINGS, t.app.ctx.db, 'backup_nightly', true);
    await setSetting(BACKUP_SETTINGS, t.app.ctx.db, 'backup_hour_utc', 5);
    await setSetting(BACKUP_SETTINGS, t.app.ctx.db, 'backup_keep', 2);

    clockAt(1, 4);
    expect(await runJob(t.app.ctx, 'backup.nightly')).toBe(0);
    expect(nightly(backupDir)).toEqual([]);

    const first = clockAt(1, 5);
    expect(await runJob(t.app.ctx, 'backup.nightly')).toBe(1);
    expect(nightly(backupDir)).toEqual([`nightly-${first}`]);
    const manifest = await readVerifiedManifest(path.join(backupDir, `nightly-${first}`));
    expect(manifest.database.dialect).toBe(usingPostgres ? 'postgres' : 'sqlite');
    expect(manifest.database.schema_version).toMatch(/^\d{4}_/);

    clockAt(1, 23);
    expect(await runJob(t.app.ctx, 'backup.nightly')).toBe(0); // the same day again: nothing new

    const second = clockAt(2, 6);
    expect(await runJob(t.app.ctx, 'backup.nightly')).toBe(1);
    const third = clockAt(3, 6);
    expect(await runJob(t.app.ctx, 'backup.nightly')).toBe(1);
    expect(nightly(backupDir)).toEqual([`nightly-${second}`, `nightly-${third}`]);
  });
});
