/**
 * What `npm run backup` and `npm run restore` share (docs/deployment.md "Backups"): the folder argument, the
 * server's configuration without the bootstrap operator pair (it plays no part there, and an incomplete pair must
 * not stop an operator's backup or restore), one printed line, and exit 1 with one line on a refusal.
 */
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { BackupRefused } from '../modules/backup/backup-files.ts';

export function runBackupCommand(
  verb: 'Backup' | 'Restore',
  usage: string,
  work: (config: Config, dir: string) => Promise<string>,
): void {
  const main = async (): Promise<number> => {
    const dir = process.argv[2];
    if (!dir) {
      console.error(`Usage: ${usage}`);
      return 1;
    }
    const config = loadConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
    console.log(await work(config, dir));
    return 0;
  };
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      const known = err instanceof ConfigError || err instanceof BackupRefused;
      console.error(`${verb} ${known ? 'refused' : 'failed'}: ${(err as Error).message}`);
      process.exit(1);
    },
  );
}
