// `npm run lint`'s architecture check (docs/architecture.md "Parts and arrows"). dependency-cruiser applies
// the rules of .dependency-cruiser.cjs to three cruises, because the member app and the console each map
// `@/` to their own src/; then the server's file imports are folded into module arrows and every cycle
// among modules is reported (dependency-cruiser's own `circular` rule sees only file-level cycles), as is every
// arrow that apps/server/src/modules/index.ts does not declare (the manifest is the dependency graph).
// Tests and type-only imports are left out of the module check: a test may set up any module, and
// db/schema.ts gathers the table types of every module on purpose.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
const SRC = 'apps/server/src/';
/** Files directly under modules/ that compose the modules rather than belong to one. */
const ROOT_FILES = new Set(['index.ts', 'registry.ts']);

/**
 * Tables live with their owners (docs/architecture.md "Server module shape"): db/schema.ts joins each module's
 * `<module>.tables.ts` (the core's in core/core.tables.ts), and so says which module owns each table. A module
 * that reads or writes another's table — a query builder call naming it, or raw SQL naming it — is reported: it
 * goes through the owner's functions instead. KNOWN_CROSSINGS lists any not moved yet (none today); a new one fails.
 */
const KNOWN_CROSSINGS = new Set([]);

const resolveOptions = {
  exportsFields: ['exports'],
  conditionNames: ['import', 'require', 'node', 'default', 'types'],
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
};

async function checkRules(dirs, alias) {
  const options = { ...config.options, ruleSet: { forbidden: config.forbidden }, validate: true, outputType: 'err' };
  const result = await cruise(dirs, options, { ...resolveOptions, alias });
  process.stdout.write(`${dirs.join(' ')}: ${result.output.trim() || 'ok'}\n`);
  return result.exitCode;
}

let failures = 0;
failures += await checkRules(['packages', 'apps/server', 'e2e', 'bench'], {});
failures += await checkRules(['apps/web/src'], { '@': path.join(root, 'apps/web/src') });
failures += await checkRules(['apps/admin/src'], { '@': path.join(root, 'apps/admin/src') });

const server = await cruise(
  [SRC],
  {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$|test-support\\.ts$|/testing[^/]*\\.ts$|^apps/server/test/' },
    tsPreCompilationDeps: false,
  },
  resolveOptions,
);
const arrows = moduleArrows(server.output.modules);
failures += reportModuleCycles(arrows);
failures += reportUndeclaredImports(arrows);
failures += reportTableCrossings();
if (failures > 0) process.exitCode = 1;

/** `modules/shop/x.ts` → `modules/shop`, `core/jobs.ts` → `core`, `app.ts` → `app.ts` */
function moduleOf(file) {
  const rest = file.slice(SRC.length).split('/');
  return rest[0] === 'modules' ? `modules/${rest[1]}` : rest[0];
}

/** The arrows between server modules, each with one example file import. */
function moduleArrows(modules) {
  const arrows = new Map();
  for (const { source, dependencies } of modules) {
    if (!source.startsWith(SRC)) continue;
    for (const { resolved } of dependencies) {
      if (!resolved.startsWith(SRC)) continue;
      const from = moduleOf(source);
      const to = moduleOf(resolved);
      if (from === to) continue;
      if (!arrows.has(from)) arrows.set(from, new Map());
      if (!arrows.get(from).has(to)) arrows.get(from).set(to, `${source} → ${resolved}`);
    }
  }
  return arrows;
}

/** Module-level cycle groups with one example file import per arrow; returns the number of groups. */
function reportModuleCycles(arrows) {
  // Tarjan's strongly connected components: every group of two or more modules is a cycle.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  function visit(node) {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of arrows.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  }
  for (const node of arrows.keys()) if (!index.has(node)) visit(node);

  if (groups.length === 0) console.log(`✔ no module cycles on the server (${arrows.size} modules)`);
  else {
    for (const group of groups) {
      console.error(`\n  error no-server-module-cycles: ${group.join(' ⇄ ')}`);
      for (const from of group)
        for (const [to, example] of arrows.get(from) ?? [])
          if (group.includes(to)) console.error(`      ${from} → ${to}   (${example})`);
    }
    console.error(`\nx ${groups.length} module cycle group(s) on the server.`);
  }
  return groups.length;
}

function tableOwners() {
  const schema = fs.readFileSync(`${SRC}db/schema.ts`, 'utf8');
  const ownerOfType = new Map();
  for (const m of schema.matchAll(/import type \{([^}]*)\} from '\.\.\/([^']+)';/g)) {
    const parts = m[2].split('/');
    const owner = parts[0] === 'modules' ? parts[1] : parts[0];
    for (const name of m[1]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean))
      ownerOfType.set(name, owner);
  }
  const database = schema.slice(schema.indexOf('export interface Database'));
  return new Map([...database.matchAll(/^\s+(\w+): (\w+);/gm)].map((m) => [m[1], ownerOfType.get(m[2])]));
}

function reportTableCrossings() {
  const owners = tableOwners();
  const files = fs
    .readdirSync(SRC, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !/\.test\.ts$|test-support\.ts$|\/testing[^/]*\.ts$/.test(file));
  const crossings = new Map();
  for (const file of files) {
    const text = fs.readFileSync(`${SRC}${file}`, 'utf8');
    const from = moduleOf(`${SRC}${file}`).replace(/^modules\//, '');
    if (from === 'db') continue;
    const named = [
      ...text.matchAll(/\.(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*'(\w+)/g),
    ];
    const raw = text.includes('sql`') ? [...text.matchAll(/\b(?:from|join|update|into)\s+(\w+)\b/g)] : [];
    for (const [, table] of [...named, ...raw]) {
      const owner = owners.get(table);
      if (!owner || owner === from) continue;
      const key = `${from} → ${table}`;
      if (!crossings.has(key)) crossings.set(key, { owner, file: `${SRC}${file}` });
    }
  }
  const fresh = [...crossings].filter(([key]) => !KNOWN_CROSSINGS.has(key));
  const gone = [...KNOWN_CROSSINGS].filter((key) => !crossings.has(key));
  for (const [key, { owner, file }] of fresh)
    console.error(`  error table-owned-elsewhere: ${key} (owned by ${owner})   (${file})`);
  for (const key of gone) console.error(`  error known-crossing-gone: ${key} no longer happens; take it off KNOWN_CROSSINGS`);
  if (fresh.length + gone.length === 0)
    console.log(
      `✔ every table is read and written by its owner (${owners.size} tables; ${KNOWN_CROSSINGS.size} known crossings)`,
    );
  return fresh.length + gone.length;
}

/** Each module's declared dependencies, read from the manifest's `{ name: '…', dependencies: [...] }` entries. */
function declaredDependencies() {
  const manifest = fs.readFileSync(`${SRC}modules/index.ts`, 'utf8');
  const list = manifest.slice(manifest.indexOf('export const MODULES'));
  const declared = new Map();
  for (const m of list.matchAll(/name: '(\w+)',(?:\s*dependencies: \[([^\]]*)\])?/g))
    declared.set(m[1], m[2]?.match(/\w+/g) ?? []);
  return declared;
}

/**
 * "One graph" (docs/architecture.md "Server module shape"): a module may import another only when the manifest
 * declares that it depends on it, directly or through modules it declares, so registration order and imports
 * cannot drift apart. Arrows from outside modules/ (core, db, app.ts, bootstrap.ts, the CLIs) are not checked.
 */
function reportUndeclaredImports(arrows) {
  const declared = declaredDependencies();
  const reach = (name, seen = new Set()) => {
    for (const dep of declared.get(name) ?? []) if (!seen.has(dep)) reach(dep, seen.add(dep));
    return seen;
  };
  const errors = [];
  for (const [from, targets] of arrows) {
    if (!from.startsWith('modules/')) continue;
    const name = from.slice('modules/'.length);
    // The composition root: the manifest and the per-instance registry it fills (modules/registry.ts).
    if (ROOT_FILES.has(name)) continue;
    const allowed = reach(name);
    for (const [to, example] of targets) {
      if (!to.startsWith('modules/') || ROOT_FILES.has(to.slice('modules/'.length))) continue;
      const target = to.slice('modules/'.length);
      // A folder that imports no other module (ops: the app's own probes, app.ts registers it) needs no entry.
      if (!declared.has(name))
        errors.push(`  error module-not-in-manifest: ${name} imports ${target} but has no entry in modules/index.ts`);
      else if (!allowed.has(target))
        errors.push(`  error undeclared-module-import: ${name} → ${target} is not declared in modules/index.ts   (${example})`);
    }
  }
  for (const line of errors) console.error(line);
  if (errors.length === 0)
    console.log(`✔ every import between server modules is declared in modules/index.ts (${declared.size} modules)`);
  return errors.length;
}
