/**
 * pg_dump and pg_restore for the PostgreSQL side of a backup (docs/deployment.md "Backups"). They are found in
 * PG_BIN, else the newest /usr/lib/postgresql/<n>/bin, else on PATH; a pg_dump older than the server refuses to dump,
 * so the newest installed one is taken.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BackupRefused } from './backup-files.ts';

function findTool(name: 'pg_dump' | 'pg_restore'): string {
  const dirs: string[] = [];
  if (process.env.PG_BIN) dirs.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    dirs.push(...versions.map((v) => path.join(debian, v, 'bin')));
  }
  for (const dir of dirs) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) return file;
  }
  return name; // PATH
}

function run(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(findTool(tool), args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new BackupRefused(
          err.code === 'ENOENT' ? `${tool} was not found (install the PostgreSQL client, or set PG_BIN)` : err.message,
        ),
      ),
    );
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new BackupRefused(`${tool} failed: ${stderr.trim().split('\n').slice(-1)[0] ?? `exit ${code}`}`));
    });
  });
}

/** One consistent snapshot of the whole database (pg_dump runs in one repeatable-read transaction). */
export function dumpPostgres(url: string, file: string): Promise<void> {
  return run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);
}

/** Restores into an empty database in one transaction: a failure leaves it empty. */
export function restorePostgres(url: string, file: string): Promise<void> {
  return run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file]);
}
