/**
 * `npm run backup -- <dir>`: a consistent backup of the database and uploads the server uses (DATABASE_URL, else
 * SQLite in DATA_DIR; S3_* or DATA_DIR's uploads — the same configuration as `npm start`), safe while it runs
 * (docs/deployment.md "Backups"). <dir> must be new or empty. Prints one line; exits 1 on a refusal.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { BackupRefused } from '../modules/backup/backup-files.ts';
import { writeBackup } from '../modules/backup/write-backup.ts';

async function main(): Promise<number> {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: npm run backup -- <folder>');
    return 1;
  }
  // The bootstrap operator pair plays no part here; an incomplete pair must not stop a backup.
  const config = loadConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
  const manifest = await writeBackup(config, dir);
  const uploads =
    manifest.uploads.storage === 's3'
      ? `the list of ${manifest.uploads.objects} objects in bucket ${manifest.uploads.bucket}`
      : `${manifest.uploads.files} upload files`;
  console.log(
    `Backup written to ${dir}: ${manifest.database.dialect} database at schema ${manifest.database.schema_version}, ${uploads}, begun ${manifest.started_at}.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const known = err instanceof ConfigError || err instanceof BackupRefused;
    console.error(known ? `Backup refused: ${(err as Error).message}` : `Backup failed: ${(err as Error).message}`);
    process.exit(1);
  },
);
