/**
 * `npm run restore -- <dir>`: restores a backup made by `npm run backup` into the place the server would use
 * (DATABASE_URL, else SQLite in DATA_DIR), which must be empty; checks every checksum first, then migrates up
 * (docs/deployment.md "Backups"). Prints one line; exits 1 on a refusal, having written nothing.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { BackupRefused } from '../modules/backup/backup-files.ts';
import { restoreBackup } from '../modules/backup/restore-backup.ts';

async function main(): Promise<number> {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: npm run restore -- <backup folder>');
    return 1;
  }
  const config = loadConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
  const { manifest, schemaVersion } = await restoreBackup(config, dir);
  const where = config.databaseUrl ? 'the PostgreSQL database in DATABASE_URL' : `SQLite in ${config.dataDir}`;
  console.log(
    `Restored the backup begun ${manifest.started_at} into ${where} (schema ${manifest.database.schema_version}, now ${schemaVersion}).`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const known = err instanceof ConfigError || err instanceof BackupRefused;
    console.error(known ? `Restore refused: ${(err as Error).message}` : `Restore failed: ${(err as Error).message}`);
    process.exit(1);
  },
);
