// `npm start` builds only what changed since the last build (README "Start the product"): each workspace's
// inputs — its own files (node_modules and dist aside), the shared contract, the lockfile and the root
// package.json — are hashed, and the build runs only when that hash differs from the stamp the previous
// successful build left in its dist folder. Content hashes rather than mtimes, so a checkout that touches
// every file without changing it rebuilds nothing. `npm run build` (`--all`) still builds everything.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', 'coverage', '.vite']);
const STAMP = '.inputs-hash';

/** Order matters: the server serves the other two's dist folders. */
const WORKSPACES = [
  { name: '@app/web', dir: 'apps/web', output: 'apps/web/dist' },
  { name: '@app/admin', dir: 'apps/admin', output: 'apps/admin/dist' },
  { name: '@app/server', dir: 'apps/server', output: 'apps/server/dist' },
];
const SHARED = ['packages/contract', 'package.json', 'package-lock.json'];

function addFiles(hash, relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isFile()) {
    hash.update(`${relative}\0`).update(fs.readFileSync(full)).update('\0');
    return;
  }
  const entries = fs
    .readdirSync(full)
    .filter((name) => !SKIP.has(name))
    .sort();
  for (const name of entries) addFiles(hash, path.join(relative, name));
}

export function inputsHash(workspace) {
  const hash = createHash('sha256');
  for (const input of [workspace.dir, ...SHARED]) addFiles(hash, input);
  return hash.digest('hex');
}

function stampFile(workspace) {
  return path.join(root, workspace.output, STAMP);
}

export function isUpToDate(workspace, hash = inputsHash(workspace)) {
  try {
    return fs.readFileSync(stampFile(workspace), 'utf8').trim() === hash;
  } catch {
    return false;
  }
}

/** `--all` (what `npm run build` passes) builds every workspace and refreshes the stamps. */
function main(all) {
  for (const workspace of WORKSPACES) {
    const hash = inputsHash(workspace);
    if (!all && isUpToDate(workspace, hash)) {
      console.log(`${workspace.name}: unchanged since the last build, skipped`);
      continue;
    }
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['run', 'build', '--silent', '-w', workspace.name], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    fs.writeFileSync(stampFile(workspace), `${hash}\n`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.includes('--all'));
