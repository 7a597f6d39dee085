// A throwaway PostgreSQL for a test run or a benchmark: initdb into a temp dir, start it on a free loopback
// port, stop it and remove the dir afterwards. PostgreSQL refuses to run as root, so under root every step
// runs as the `postgres` system user (https://www.postgresql.org/docs/15/app-initdb.html).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isExecutable } from './files.mjs';
import { freePort } from './ports.mjs';

/** A directory holding initdb, pg_ctl and postgres (PG_BIN first), with the server's version line. */
export function findPostgres() {
  const candidates = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin', '/usr/local/bin'].filter(Boolean);
  for (const dir of candidates) {
    if (!['initdb', 'pg_ctl', 'postgres'].every((bin) => isExecutable(path.join(dir, bin)))) continue;
    const version = execFileSync(path.join(dir, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
    return { dir, version };
  }
  return undefined;
}

function runAs() {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

function pgCommand(binDir, user, bin, args) {
  const result = spawnSync(path.join(binDir, bin), args, { ...user, encoding: 'utf8', cwd: os.tmpdir() });
  if (result.status !== 0) {
    throw new Error(
      `${bin} failed: ${(result.stderr || result.stdout || result.error?.message || '').trim().split('\n').slice(-3).join(' ')}`,
    );
  }
}

/**
 * Starts the server; returns its URL and a stop() that is safe to call more than once (also from exit handlers).
 * `durable` keeps fsync and synchronous_commit on (the HTTP benchmark's write figures, bench/http).
 */
export async function startPostgres(binDir, { durable = false } = {}) {
  const user = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  if (user.uid !== undefined) fs.chownSync(dir, user.uid, user.gid);
  const dataDir = path.join(dir, 'data');
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    spawnSync(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], {
      ...user,
      stdio: 'ignore',
      cwd: os.tmpdir(),
    });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    pgCommand(binDir, user, 'initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
      '--no-sync',
    ]);
    const port = await freePort();
    // Durability settings off for tests: the database is thrown away after the run.
    const durability = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
    const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=300${durability}`;
    pgCommand(binDir, user, 'pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'pg.log'), '-o', options, '-w', '-t', '60', 'start']);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (err) {
    stop();
    throw err;
  }
}
