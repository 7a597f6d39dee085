/**
 * The chunk of what many screens share (bench/results/lighthouse-*.md "changes"). Rolldown gives each set of
 * screens sharing a module a chunk of its own, so a screen used to ask for ~40 of them, mostly an antd-mobile
 * component, an icon or an app component of 1 KB; on a phone each request costs a round trip, six at a time.
 * The parts used by several screens (`minShareCount` in vite.config.ts) join one of two chunks instead:
 * - the first screen's (the tab bar's and the home map's parts, not the entry's): it loads them all anyway, so
 *   its first load (e2e/tests/budget.e2e.ts) does not grow; the other chunk, of the parts it does not import;
 * - a part joins only if all it imports is loaded before any screen or joins too, so the chunk never makes a
 *   screen load a library it does not use (zod, the form library, motion).
 * The app imports antd-mobile's components and icons by name from the libraries' index; the graph then links
 * every component to every importer of the index, so the names in each import statement are followed instead.
 */
import path from 'node:path';
import type { CodeSplittingNameFunction } from 'rolldown';

type Info = NonNullable<ReturnType<Parameters<CodeSplittingNameFunction>[1]['getModuleInfo']>>;
type Lookup = (id: string) => Info | null;

/**
 * A library's index, which re-exports each module under its names: antd-mobile's (`components/search-bar` →
 * `SearchBar`), its icons', ahooks' (`useCountDown/index` → `useCountDown`, which alone brings dayjs) and the
 * contract's (`export * from './format.ts'`).
 */
const BARREL =
  /node_modules[\\/](antd-mobile|antd-mobile-icons|ahooks)[\\/]es[\\/]index\.js$|[\\/]packages[\\/]contract[\\/]src[\\/]index\.ts$/;
const EXPORTED =
  /[\\/](?:components[\\/]([\w-]+)[\\/]index|antd-mobile-icons[\\/]es[\\/](\w+)|ahooks[\\/]es[\\/](\w+)[\\/]index)\.js$/;
const CONTRACT_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/][\w\\/-]+\.ts$/;

/** How the app imports a barrel: by package name. */
function libraryOf(barrel: string): string {
  if (CONTRACT_MODULE.test(barrel)) return '@app/contract';
  return /(antd-mobile-icons|antd-mobile|ahooks)[\\/]es[\\/]index\.js$/.exec(barrel)![1]!;
}

/** The relative modules `id`'s code names after `from`, by kind: passed on whole (`export * from`) or imported. */
function relativeFroms(id: string, lookup: Lookup, kind: 'star' | 'import'): string[] {
  const pattern = kind === 'star' ? /export\s*\*\s*from\s*["'](\.[\w./-]+)["']/g : /import[^;]*?from\s*["'](\.[\w./-]+)["']/g;
  return [...(lookup(id)?.code ?? '').matchAll(pattern)].map((match) => path.resolve(path.dirname(id), match[1]!));
}

/**
 * The contract's modules whose names `id` passes on with `export * from`, however deep (p2p.ts passes on
 * rules/p2p-market.ts). The contract has no side effects (its package.json), so a name imported through them is
 * bundled from the module that declares it alone.
 */
function passedOn(id: string, lookup: Lookup, into = new Set<string>()): Set<string> {
  if (!CONTRACT_MODULE.test(id)) return into;
  for (const module of relativeFroms(id, lookup, 'star')) {
    if (into.has(module)) continue;
    into.add(module);
    passedOn(module, lookup, into);
  }
  return into;
}

/** The names a barrel re-exports `id` under. */
function exportedNames(id: string, lookup: Lookup): string[] {
  if (CONTRACT_MODULE.test(id)) return lookup(id)?.exports ?? [];
  const match = EXPORTED.exec(id);
  if (!match) return [];
  if (match[2] ?? match[3]) return [(match[2] ?? match[3])!];
  // A component's default export under its name, and what else its folder exports (`createErrorBlock`).
  const named = (lookup(id)?.exports ?? []).filter((name) => name !== 'default');
  return [match[1]!.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase()), ...named];
}

/** Who imports `names` through `barrel`: the modules naming one of them in their import from its library. */
function usersThrough(barrel: string, names: readonly string[], lookup: Lookup): string[] {
  if (names.length === 0) return [];
  const library = libraryOf(barrel);
  return (lookup(barrel)?.importers ?? []).filter((user) => importsByName(lookup(user)?.code ?? '', library, names));
}

/**
 * Who imports `id`. Through a library's index only the modules naming it count: the rest of the index is
 * tree-shaken, so a screen importing `Toast` from 'antd-mobile' does not load its `SearchBar`, nor one importing
 * `formatAmount` from the contract its P2P rules. A contract module passing `id` on counts only where it imports
 * from `id` itself; the modules importing `id`'s names through it do.
 */
function importersOf(id: string, lookup: Lookup, names = exportedNames(id, lookup)): string[] {
  const direct = lookup(id)?.importers ?? [];
  return direct.flatMap((importer) => {
    if (BARREL.test(importer)) return usersThrough(importer, names, lookup);
    if (!relativeFroms(importer, lookup, 'star').includes(id)) return [importer];
    const own = relativeFroms(importer, lookup, 'import').includes(id) ? [importer] : [];
    return [...own, ...importersOf(importer, lookup, names)];
  });
}

/** The names `code` imports from `library` (`import { …, name, … } from 'library'`). */
function importedNames(code: string, library: string): string[] {
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${library}["']`, 'g');
  return [...code.matchAll(statement)].flatMap((match) => match[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!));
}

/** Whether `code` has `import { …, name, … } from 'library'` for one of `names`. */
function importsByName(code: string, library: string, names: readonly string[]): boolean {
  return importedNames(code, library).some((name) => names.includes(name));
}

const declares = (module: string, names: readonly string[], lookup: Lookup) =>
  (lookup(module)?.exports ?? []).some((name) => name !== 'default' && names.includes(name));

/**
 * The modules `names` come from when imported through a library's index from `module`, one of the modules the index
 * re-exports: `module` itself for its own names, and a component folder's or the contract's module that declares a
 * name it passes on (`createErrorBlock` of error-block/create-error-block.js, without the error pictures of
 * error-block.js; `P2P_PRICE_COIN` of rules/p2p-market.ts, without p2p.ts's schemas).
 */
function takenFrom(module: string, names: readonly string[], lookup: Lookup): string[] {
  if (CONTRACT_MODULE.test(module)) return [module, ...passedOn(module, lookup)].filter((each) => declares(each, names, lookup));
  const own = exportedNames(module, lookup)
    .slice(0, 1)
    .some((name) => names.includes(name))
    ? [module]
    : [];
  const folder = EXPORTED.exec(module)?.[1] ? (lookup(module)?.importedIds ?? []) : [];
  return [...own, ...folder.filter((each) => declares(each, names, lookup))];
}

/** What `id` imports, a library's index replaced by the modules it takes from it. */
function importsOf(id: string, lookup: Lookup): string[] {
  const info = lookup(id);
  if (!info) return [];
  return info.importedIds.flatMap((imported) => {
    if (!BARREL.test(imported)) return [imported];
    const names = importedNames(info.code ?? '', libraryOf(imported));
    return (lookup(imported)?.importedIds ?? []).flatMap((module) => takenFrom(module, names, lookup));
  });
}

/** Whether a module matching `root` imports `id`, directly or not. */
function importedBy(id: string, root: RegExp, lookup: Lookup): boolean {
  const seen = new Set([id]);
  const queue = [id];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    if (root.test(current)) return true;
    for (const importer of importersOf(current, lookup)) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return false;
}

export interface ScreenSharedOptions {
  name: string;
  /** What may join the group: the small parts many screens share. */
  candidates: RegExp;
  /** The entry: what it imports is loaded before any screen. */
  entry: RegExp;
  /** The first screen's own modules beyond the entry (the tab bar, the home map). */
  firstScreen: RegExp;
  /**
   * Which side of the first screen the group takes: the parts it imports (a chunk the first screen loads
   * whole, so its first load does not grow), or the others (a chunk it never loads).
   */
  side: 'first-screen' | 'other-screens';
  /** Libraries in chunks every screen loads anyway (the small-libraries chunk). */
  loadedAnyway: (id: string) => boolean;
  /**
   * A group every screen loading this one loads too: the first screen's, for the other screens' chunk (each
   * screen loads it with the tab bar or with its parts), so an antd-mobile component the first screen shares
   * no longer keeps the parts built on it out of the chunk, each then a request of its own.
   */
  alongside?: CodeSplittingNameFunction;
}

/**
 * One chunk for the small parts shared by many screens (antd-mobile's components and icons, the app's shared
 * components) on one side of the first screen: a screen asks for it once instead of for dozens of 1 KB chunks.
 * A module joins only if all it imports is loaded anyway or joins too, so the chunk never makes a screen load a
 * library it does not use.
 */
export function screenShared(options: ScreenSharedOptions): CodeSplittingNameFunction {
  const memo = new Map<string, boolean>();
  type Context = Parameters<CodeSplittingNameFunction>[1];
  const joins = (id: string, ctx: Context, visiting: Set<string>): boolean => {
    const lookup: Lookup = (m) => ctx.getModuleInfo(m);
    const known = memo.get(id);
    if (known !== undefined) return known;
    // Within an import cycle a module first assumes its peers join; a refusal is final, a consent is kept
    // only once the whole cycle has been decided.
    if (visiting.has(id)) return true;
    if (!options.candidates.test(id) || importedBy(id, options.entry, lookup)) return false;
    if (importedBy(id, options.firstScreen, lookup) !== (options.side === 'first-screen')) return false;
    visiting.add(id);
    const result = importsOf(id, lookup).every(
      (imported) =>
        options.loadedAnyway(imported) ||
        importedBy(imported, options.entry, lookup) ||
        (options.alongside?.(imported, ctx) ?? null) !== null ||
        joins(imported, ctx, visiting),
    );
    visiting.delete(id);
    if (visiting.size === 0 || !result) memo.set(id, result);
    return result;
  };
  return (id, ctx) => (joins(id, ctx, new Set()) ? options.name : null);
}

/**
 * The app's own modules an entry loads before it runs (`root` imports them, however deep): one chunk instead of
 * one per set of screens that also import a part (bench/results/lighthouse-*.md "changes"). The entry loads them
 * all anyway, so the only change is fewer requests. Libraries keep their chunks, and so does the contract, which
 * the app imports through its index (every module of it would count as imported; the boot entry's modules take
 * theirs by path, `@app/contract/limits`).
 */
export function entryOwn(name: string, root: RegExp, options: { contract: boolean }): CodeSplittingNameFunction {
  const excluded = options.contract ? /node_modules/ : /node_modules|[\\/]packages[\\/]contract[\\/]/;
  return (id, ctx) => (!excluded.test(id) && importedBy(id, root, (m) => ctx.getModuleInfo(m)) ? name : null);
}

/**
 * The modules matching `test` that `root` imports, however deep: the libraries the first screen runs beyond the
 * entry's share, so that it does not load the whole small-libraries chunk for a few of them (dayjs and the form
 * helpers stay with the screens that use them).
 */
export function importedFrom(name: string, root: RegExp, test: (id: string) => boolean): CodeSplittingNameFunction {
  return (id, ctx) => (test(id) && importedBy(id, root, (m) => ctx.getModuleInfo(m)) ? name : null);
}

/**
 * A shared group split by the first screens using each part (src/app/first-screens.ts, the home map aside): the
 * parts of one first screen only go to `<name>-<screen>`, of several to `<name>-start`, of none keep `<name>`.
 * A screen opened cold loads its share and the common one, not the parts of screens it is not: in one chunk,
 * 40 % of it was used by no first screen and 20 % by trading alone (bench/results/lighthouse-2026-12-07.md). An
 * importer's parts are used by all the screens using it, so `start` imports neither of the others: no cycle.
 */
export function splitByFirstScreens(
  group: CodeSplittingNameFunction,
  screens: readonly (readonly [key: string, root: RegExp])[],
): CodeSplittingNameFunction {
  return (id, ctx) => {
    const name = group(id, ctx);
    if (typeof name !== 'string') return name;
    const lookup: Lookup = (m) => ctx.getModuleInfo(m);
    const users = screens.filter(([, root]) => importedBy(id, root, lookup));
    if (users.length === 0) return name;
    return users.length === 1 ? `${name}-${users[0]![0]}` : `${name}-start`;
  };
}
