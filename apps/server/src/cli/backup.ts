/**
 * `npm run backup -- <dir>`: a consistent backup of the database and uploads the server uses (DATABASE_URL, else
 * SQLite in DATA_DIR; S3_* or DATA_DIR's uploads — the same configuration as `npm start`), safe while it runs
 * (docs/deployment.md "Backups"). <dir> must be new or empty. Prints one line; exits 1 on a refusal.
 */
import { writeBackup } from '../modules/backup/write-backup.ts';
import { runBackupCommand } from './backup-command.ts';

runBackupCommand('Backup', 'npm run backup -- <folder>', async (config, dir) => {
  const manifest = await writeBackup(config, dir);
  const uploads =
    manifest.uploads.storage === 's3'
      ? `the list of ${manifest.uploads.objects} objects in bucket ${manifest.uploads.bucket}`
      : `${manifest.uploads.files} upload files`;
  return `Backup written to ${dir}: ${manifest.database.dialect} database at schema ${manifest.database.schema_version}, ${uploads}, begun ${manifest.started_at}.`;
});
