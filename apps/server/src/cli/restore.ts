/**
 * `npm run restore -- <dir>`: restores a backup made by `npm run backup` into the place the server would use
 * (DATABASE_URL, else SQLite in DATA_DIR), which must be empty; checks every checksum first, then migrates up
 * (docs/deployment.md "Backups"). Prints one line; exits 1 on a refusal, having written nothing.
 */
import { restoreBackup } from '../modules/backup/restore-backup.ts';
import { runBackupCommand } from './backup-command.ts';

runBackupCommand('Restore', 'npm run restore -- <backup folder>', async (config, dir) => {
  const { manifest, schemaVersion } = await restoreBackup(config, dir);
  const where = config.databaseUrl ? 'the PostgreSQL database in DATABASE_URL' : `SQLite in ${config.dataDir}`;
  return `Restored the backup begun ${manifest.started_at} into ${where} (schema ${manifest.database.schema_version}, now ${schemaVersion}).`;
});
