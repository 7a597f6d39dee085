// `npm run release` (docs/deployment.md "The release archive"): one tar.gz that runs on a machine with only Node.js
// 20 — the built server, the member app and the console, the backup/restore/admin-password commands bundled like the
// server, the server's production dependencies copied from this install (better-sqlite3's native build as compiled
// here, so the archive is for this platform and Node's ABI, named in the file name), and the `pi-community` start
// script. The folder mirrors the repository's (apps/server/dist, apps/web/dist, apps/admin/dist, node_modules), so
// the server finds the apps and its packages exactly as it does from a checkout.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const serverPkg = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
const NODE_MAJOR = Number(process.versions.node.split('.')[0]);
const ABI = process.versions.modules;
const name = `pi-community-${pkg.version}`;
const archiveName = `${name}-${process.platform}-${process.arch}-node${NODE_MAJOR}.tar.gz`;
const outDir = path.resolve(root, process.argv[2] ?? 'release');

function step(text) {
  console.log(`release: ${text}`);
}

// 1. The three builds, skipped where nothing changed since the last one (scripts/build-changed.mjs).
step('building what changed');
const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-changed.mjs')], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const packing = Date.now();
const stageRoot = fs.mkdtempSync(path.join(root, '.tmp-release-'));
const stage = path.join(stageRoot, name);
process.on('exit', () => fs.rmSync(stageRoot, { recursive: true, force: true }));

// 2. The builds, and the operator commands bundled as the server is (apps/server/scripts/build.mjs).
for (const dir of ['apps/server/dist', 'apps/web/dist', 'apps/admin/dist']) {
  fs.cpSync(path.join(root, dir), path.join(stage, dir), { recursive: true });
}
const external = Object.keys(serverPkg.dependencies).filter((dep) => !dep.startsWith('@app/'));
await build({
  entryPoints: ['backup', 'restore', 'admin-password'].map((cli) => path.join(root, `apps/server/src/cli/${cli}.ts`)),
  outdir: path.join(stage, 'apps/server/dist/cli'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
fs.writeFileSync(
  path.join(stage, 'apps/server/package.json'),
  JSON.stringify({ name: '@app/server', version: pkg.version, private: true, type: 'module' }, null, 2) + '\n',
);

// 3. The production dependencies: every package the server's dependencies reach, found as Node finds them.
function findPackage(fromDir, dep) {
  for (let dir = fromDir; dir.startsWith(root); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', dep);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root) break;
  }
  return undefined;
}

const packages = new Set();
function collect(fromDir, deps, optional) {
  for (const dep of deps) {
    const found = findPackage(fromDir, dep);
    if (!found) {
      if (optional.has(dep)) continue; // another platform's build, or a peer nobody installed
      throw new Error(`${dep} (needed from ${path.relative(root, fromDir) || '.'}) is not installed: run npm ci first`);
    }
    if (packages.has(found)) continue;
    packages.add(found);
    const meta = JSON.parse(fs.readFileSync(path.join(found, 'package.json'), 'utf8'));
    const optionalDeps = new Set([...Object.keys(meta.optionalDependencies ?? {}), ...Object.keys(meta.peerDependencies ?? {})]);
    collect(found, [...Object.keys(meta.dependencies ?? {}), ...optionalDeps], optionalDeps);
  }
}
collect(path.join(root, 'apps/server'), external, new Set());

/** What a running server never reads: TypeScript sources and declarations, source maps, docs; the SQLite sources. */
function keep(pkgDir, src) {
  const relative = path.relative(pkgDir, src);
  if (relative === 'node_modules' || relative.startsWith(`node_modules${path.sep}`)) return false;
  if (/\.(c|m)?ts$|\.map$|\.md$/i.test(relative) && !/^license/i.test(path.basename(relative))) return false;
  if (path.basename(pkgDir) === 'better-sqlite3') {
    if (/^(deps|src)(\/|$)/.test(relative)) return false;
    if (/^build\//.test(relative) && !/^build\/Release(\/better_sqlite3\.node)?$/.test(relative)) return false;
  }
  return true;
}
step(`copying ${packages.size} production packages`);
for (const pkgDir of packages) {
  fs.cpSync(pkgDir, path.join(stage, path.relative(root, pkgDir)), { recursive: true, filter: (src) => keep(pkgDir, src) });
}
const native = path.join(stage, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
if (!fs.existsSync(native)) throw new Error('better-sqlite3 has no native build here: run npm rebuild better-sqlite3 first');

// 4. The start script, a package.json naming the release, and the deployment guide.
const script = fs.readFileSync(path.join(root, 'scripts/release/pi-community.sh'), 'utf8').replaceAll('@ABI@', ABI);
fs.writeFileSync(path.join(stage, 'pi-community'), script, { mode: 0o755 });
fs.writeFileSync(
  path.join(stage, 'package.json'),
  JSON.stringify(
    {
      name: 'pi-community',
      version: pkg.version,
      private: true,
      engines: { node: `>=20.19 <${NODE_MAJOR + 1}` },
      target: `${process.platform}-${process.arch}, Node ABI ${ABI}`,
    },
    null,
    2,
  ) + '\n',
);
fs.copyFileSync(path.join(root, 'docs/deployment.md'), path.join(stage, 'DEPLOYMENT.md'));

// 5. One archive.
fs.mkdirSync(outDir, { recursive: true });
const archive = path.join(outDir, archiveName);
execFileSync('tar', ['-czf', archive, '-C', stageRoot, name]);
const mb = (fs.statSync(archive).size / 1024 / 1024).toFixed(1);
step(`${path.relative(root, archive)} (${mb} MB), packed in ${((Date.now() - packing) / 1000).toFixed(1)} s after the builds`);
