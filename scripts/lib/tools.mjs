// Finds the external programs the full test run needs (issue 3 "CI"): Chromium for the browser tests and
// PostgreSQL binaries for the second run of the API suite.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((file) => isExecutable(file));
}

/** A directory holding initdb, pg_ctl and postgres, with the server's version line. */
export function findPostgres() {
  const candidates = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin', '/usr/local/bin'].filter(Boolean);
  for (const dir of candidates) {
    if (!['initdb', 'pg_ctl', 'postgres'].every((bin) => isExecutable(path.join(dir, bin)))) continue;
    const version = execFileSync(path.join(dir, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
    return { dir, version };
  }
  return undefined;
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
