/**
 * The member app's boot entry (src/boot.ts) as an entry of its own, with its script tag in index.html before the
 * app's (bench/results/lighthouse-*.md "changes"). Both are module scripts, run in document order once each
 * one's own imports are there; the boot entry's are a few KB, so it runs while the app's entry (~75 KB
 * gzipped) is still downloading, and the opened screen's requests start with it rather than after it. One
 * index.html script would not do: Vite bundles every module script of a page into one entry chunk.
 *
 * index.html also carries the built files of each first screen (src/app/first-screens.ts) for the boot entry
 * to fetch, as a JSON block, which the Content-Security-Policy lets through: it is data, never run.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { FIRST_SCREENS_ID, type FirstScreenFiles } from '../src/app/first-screen-ids';
import { FIRST_SCREEN_MODULES } from '../src/app/first-screens';

const SOURCE = 'src/boot.ts';
const APP_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
const fromSrc = (module: string) => fileURLToPath(new URL(`../src/${module}`, import.meta.url));

/** `tags` placed right before the app's own script tag. */
function beforeAppScript(html: string, tags: string[]): string {
  if (!APP_SCRIPT.test(html)) throw new Error('index.html has no module script for the boot entry to precede');
  return html.replace(APP_SCRIPT, (script) => [...tags, script].join('\n    '));
}

export type Chunks = Rolldown.OutputChunk[];

/** `chunk` and every chunk it imports, however deep. */
function withImports(chunk: Rolldown.OutputChunk, chunks: Chunks, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = chunks.find((each) => each.fileName === file);
    if (imported) withImports(imported, chunks, into);
  }
  return into;
}

export function chunkOf(module: string, chunks: Chunks): Rolldown.OutputChunk {
  const id = fromSrc(module);
  const chunk = chunks.find((each) => each.facadeModuleId === id) ?? chunks.find((each) => each.moduleIds.includes(id));
  if (!chunk) throw new Error(`src/app/first-screens.ts lists ${module}, which is in no chunk of the build`);
  return chunk;
}

/** Each first screen's files that the two entries do not load already, as URLs. */
function firstScreenFiles(chunks: Chunks, loaded: Set<string>): FirstScreenFiles {
  return Object.fromEntries(
    Object.entries(FIRST_SCREEN_MODULES).map(([screen, { member, modules }]) => {
      const files = new Set<string>();
      for (const module of modules) withImports(chunkOf(module, chunks), chunks, files);
      return [screen, { member, files: [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`) }];
    }),
  );
}

/**
 * The libraries the app's entry imports (React, the framework, antd-mobile's first parts), each also as an `async`
 * module script. An async script runs in a task of its own as soon as it has arrived: when that is before the app's
 * entry runs, the framework's and antd-mobile's modules are compiled and run apart from the entry's own, which with
 * them were one task of ~45 ms at full speed, ~180 ms on Lighthouse's phone (bench/results/lighthouse-2026-12-07-b.md:
 * one load in three of the traces there). React's modules are CommonJS, run when first required: their chunk only
 * compiles there. A module runs once, whichever script asks first, and only after what it imports, so the order
 * the scripts arrive in changes nothing else.
 */
function ownTasks(entry: Rolldown.OutputChunk, chunks: Chunks, bootFiles: Set<string>): string[] {
  return [...withImports(entry, chunks)]
    .filter((file) => !bootFiles.has(file))
    .map((file) => chunks.find((chunk) => chunk.fileName === file)!)
    .filter((chunk) => chunk.code.length > RUN_APART_BYTES && chunk.moduleIds.every((id) => LIBRARY.test(id)))
    .map((chunk) => `<script type="module" async crossorigin src="/${chunk.fileName}"></script>`);
}

const LIBRARY = /[\\/]node_modules[\\/]/;
/** Below this a chunk's task is short anyway (the bundler's runtime): not worth a tag. */
const RUN_APART_BYTES = 10_000;

export function bootEntry(): Plugin {
  return {
    name: 'boot-entry',
    config: () => ({
      build: {
        rolldownOptions: {
          input: { index: fileURLToPath(new URL('../index.html', import.meta.url)), boot: fromSrc('boot.ts') },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        if (!context.bundle) return beforeAppScript(html, [`<script type="module" src="/${SOURCE}"></script>`]);
        const chunks = Object.values(context.bundle).filter((output) => output.type === 'chunk');
        const boot = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === fromSrc('boot.ts'));
        if (!boot || !context.chunk) throw new Error(`the build has no chunk for ${SOURCE}`);
        const bootFiles = withImports(boot, chunks);
        const loaded = new Set([...bootFiles, ...withImports(context.chunk, chunks)]);
        const screens = JSON.stringify(firstScreenFiles(chunks, loaded));
        // The boot entry's imports are asked for with it, as the browser would only find them once it has arrived.
        const preloads = [...bootFiles]
          .filter((file) => file !== boot.fileName && !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return beforeAppScript(html, [
          `<script type="application/json" id="${FIRST_SCREENS_ID}">${screens}</script>`,
          `<script type="module" crossorigin src="/${boot.fileName}"></script>`,
          ...preloads,
          ...ownTasks(context.chunk, chunks, bootFiles),
        ]);
      },
    },
  };
}
