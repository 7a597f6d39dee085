/**
 * `backup.nightly` (docs/deployment.md "Backups"): while the operator setting `backup_nightly` is on and BACKUP_DIR is
 * set, once a day from `backup_hour_utc` a backup is written to BACKUP_DIR/nightly-<UTC date>, and all but the newest
 * `backup_keep` nightly folders are deleted. It is written under a `.partial-` name and renamed when whole, so a
 * folder named nightly-… is always a finished backup; two instances racing for the same day keep one (the second
 * rename fails and its copy is removed).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { clock } from '../../core/clock.ts';
import type { Job } from '../../core/jobs.ts';
import { backupSetting } from './backup.settings.ts';
import { writeBackup } from './write-backup.ts';

const PREFIX = 'nightly-';

async function nightlyFolders(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir).catch(() => [] as string[]);
  return entries.filter((name) => /^nightly-\d{4}-\d{2}-\d{2}$/.test(name)).sort();
}

/** Deletes all but the newest `keep` nightly backups; returns how many were deleted. */
export async function pruneNightly(dir: string, keep: number): Promise<number> {
  const old = (await nightlyFolders(dir)).slice(0, -keep);
  for (const name of old) await fs.rm(path.join(dir, name), { recursive: true, force: true });
  return old.length;
}

export const NIGHTLY_BACKUP_JOB: Job = {
  name: 'backup.nightly',
  everyMs: 5 * 60_000,
  async run(ctx) {
    const dir = ctx.config.backupDir;
    if (!dir || !(await backupSetting(ctx.db, 'backup_nightly'))) return 0;
    const now = new Date(clock.now() * 1000);
    if (now.getUTCHours() < (await backupSetting(ctx.db, 'backup_hour_utc'))) return 0;
    const name = PREFIX + now.toISOString().slice(0, 10);
    if ((await nightlyFolders(dir)).includes(name)) return 0;
    await fs.mkdir(dir, { recursive: true });
    const partial = path.join(dir, `.partial-${name}-${randomBytes(4).toString('hex')}`);
    try {
      await writeBackup(ctx.config, partial);
      await fs.rename(partial, path.join(dir, name));
    } finally {
      await fs.rm(partial, { recursive: true, force: true });
    }
    await pruneNightly(dir, await backupSetting(ctx.db, 'backup_keep'));
    return 1;
  },
};
