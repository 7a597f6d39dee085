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
import type { CodeSplittingNameFunction } from 'rolldown';

type Info = NonNullable<ReturnType<Parameters<CodeSplittingNameFunction>[1]['getModuleInfo']>>;
type Lookup = (id: string) => Info | null;

/** A library's index, which re-exports each component under its name (`components/search-bar` → `SearchBar`). */
const BARREL = /node_modules[\\/](antd-mobile|antd-mobile-icons)[\\/]es[\\/]index\.js$/;
const EXPORTED = /[\\/](?:components[\\/]([\w-]+)[\\/]index|antd-mobile-icons[\\/]es[\\/](\w+))\.js$/;

function exportedName(id: string): string | null {
  const match = EXPORTED.exec(id);
  if (!match) return null;
  if (match[2]) return match[2];
  return match[1]!.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
}

/**
 * Who imports `id`. Through a library's index only the modules naming it count: the rest of the index is
 * tree-shaken, so a screen importing `Toast` from 'antd-mobile' does not load its `SearchBar`.
 */
function importersOf(id: string, lookup: Lookup): string[] {
  const direct = lookup(id)?.importers ?? [];
  const name = exportedName(id);
  return direct.flatMap((importer) => {
    const barrel = BARREL.exec(importer);
    if (!barrel) return [importer];
    if (!name) return [];
    return (lookup(importer)?.importers ?? []).filter((user) => importsByName(lookup(user)?.code ?? '', barrel[1]!, name));
  });
}

/** Whether `code` has `import { …, name, … } from 'library'`. */
function importsByName(code: string, library: string, name: string): boolean {
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${library}["']`, 'g');
  return [...code.matchAll(statement)].some((match) =>
    match[1]!.split(',').some((part) => part.trim().split(/\s+as\s+/)[0] === name),
  );
}

/** What `id` imports, a library's index replaced by the components it takes from it. */
function importsOf(id: string, lookup: Lookup): string[] {
  const info = lookup(id);
  if (!info) return [];
  return info.importedIds.flatMap((imported) => {
    const barrel = BARREL.exec(imported);
    if (!barrel) return [imported];
    return (lookup(imported)?.importedIds ?? []).filter((component) => {
      const name = exportedName(component);
      return name !== null && importsByName(info.code ?? '', barrel[1]!, name);
    });
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
}

/**
 * One chunk for the small parts shared by many screens (antd-mobile's components and icons, the app's shared
 * components) on one side of the first screen: a screen asks for it once instead of for dozens of 1 KB chunks.
 * A module joins only if all it imports is loaded anyway or joins too, so the chunk never makes a screen load a
 * library it does not use.
 */
export function screenShared(options: ScreenSharedOptions): CodeSplittingNameFunction {
  const memo = new Map<string, boolean>();
  const joins = (id: string, lookup: Lookup, visiting: Set<string>): boolean => {
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
        options.loadedAnyway(imported) || importedBy(imported, options.entry, lookup) || joins(imported, lookup, visiting),
    );
    visiting.delete(id);
    if (visiting.size === 0 || !result) memo.set(id, result);
    return result;
  };
  return (id, ctx) => (joins(id, (m) => ctx.getModuleInfo(m), new Set()) ? options.name : null);
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
