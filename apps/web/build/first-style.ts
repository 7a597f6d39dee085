/**
 * One stylesheet per first screen, linked while index.html is parsed (src/first-style.ts). The build splits the
 * app's styles by chunk; here the app entry's are joined into one file, and each first screen's
 * (src/app/first-screens.ts) with them into another, in the order Vite would link them: a chunk's imports' before
 * its own; any other route gets all of them joined, as the app's one stylesheet was. index.html gets the list as a
 * JSON block and src/first-style.ts bundled as an inline script, which the server's Content-Security-Policy allows
 * by its hash (apps/server/src/core/inline-scripts.ts).
 *
 * Why: a first screen needs 6–10 KB of the app's 24 KB of styles (brotli). The whole stylesheet shared a phone's
 * line with React's chunk, which the largest paint waits for; a stylesheet per chunk was 4–7 requests, each with
 * a share of the line for a round trip at least, and one per screen linked by the boot entry came only in the
 * middle of React's download (bench/results/lighthouse-2026-12-07-c.md).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { FIRST_SCREENS_ID, FIRST_STYLES_ID, type FirstStyles, type JoinedStylesheet } from '../src/app/first-screen-ids';
import { FIRST_SCREEN_MODULES } from '../src/app/first-screens';
import { chunkOf, type Chunks } from './boot-entry';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">\s*/g;
const SOURCE = fileURLToPath(new URL('../src/first-style.ts', import.meta.url));
const SRC = fileURLToPath(new URL('../src', import.meta.url));

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

/** The stylesheets `chunk` brings, its imports' first, as Vite's loader of a lazy chunk links them. */
function stylesheetsOf(chunk: Rolldown.OutputChunk, chunks: Chunks, into: string[], seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName)) return into;
  seen.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = chunks.find((each) => each.fileName === file);
    if (imported) stylesheetsOf(imported, chunks, into, seen);
  }
  for (const css of chunk.viteMetadata?.importedCss ?? []) if (!into.includes(css)) into.push(css);
  return into;
}

/** `files` as one stylesheet, named by `name` and its content; one file is linked as it is. */
function joined(name: string, files: string[], bundle: Bundle, out: Map<string, string>): JoinedStylesheet {
  if (files.length === 1) return { href: `/${files[0]}`, covers: [] };
  const source = files.map((file) => String((bundle[file] as Rolldown.OutputAsset).source)).join('\n');
  const hash = crypto.createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const fileName = `assets/${name}-${hash}.css`;
  out.set(fileName, source);
  return { href: `/${fileName}`, covers: files.map((file) => `/${file}`) };
}

function firstStyles(entryCss: string[], bundle: Bundle, out: Map<string, string>): FirstStyles {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const screens = Object.entries(FIRST_SCREEN_MODULES).map(([screen, { modules }]) => {
    const files = [...entryCss];
    for (const module of modules) stylesheetsOf(chunkOf(module, chunks), chunks, files);
    return [screen, joined(`first-${screen.split('/').pop()}`, files, bundle, out)] as const;
  });
  // Any other route gets every chunk's, as one file: a route opened cold (a shared link, a guest sent to log in)
  // otherwise loaded its chunks' stylesheets one by one, up to nine requests.
  const everything = [...entryCss];
  const seen = new Set<string>();
  for (const chunk of chunks) stylesheetsOf(chunk, chunks, everything, seen);
  return { app: joined('app', everything, bundle, out), screens: Object.fromEntries(screens) };
}

/** src/first-style.ts and what it imports as one script, minified. */
async function inlineScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: [{ find: '@', replacement: SRC }] },
    build: {
      write: false,
      minify: true,
      lib: { entry: SOURCE, formats: ['iife'], name: 'firstStyle' },
    },
  });
  const [output] = Array.isArray(result) ? result : [result];
  const code = (output as Rolldown.RolldownOutput).output[0].code.trim();
  if (code.includes('</script')) throw new Error('src/first-style.ts cannot be inlined: it holds </script');
  return code;
}

export function firstStyle(): Plugin {
  const emitted = new Map<string, string>();
  return {
    name: 'first-style',
    apply: 'build',
    // After Vite's own pass, which links the entry's stylesheets, and after the boot entry's (build/boot-entry.ts),
    // which writes the first screens' block this one follows.
    transformIndexHtml: {
      order: 'post',
      handler: async (html, context) => {
        if (!context.bundle) return html;
        const entryCss = [...html.matchAll(STYLESHEET)].map((match) => match[1]!);
        if (entryCss.length === 0) throw new Error('index.html links no stylesheet for the app entry');
        const styles = firstStyles(entryCss, context.bundle as Bundle, emitted);
        const block = new RegExp(`<script type="application/json" id="${FIRST_SCREENS_ID}">.*?</script>`);
        if (!block.test(html)) throw new Error('index.html has no first screens block (build/boot-entry.ts)');
        const tags = `<script type="application/json" id="${FIRST_STYLES_ID}">${JSON.stringify(styles)}</script>\n    <script>${await inlineScript()}</script>`;
        return html.replace(STYLESHEET, '').replace(block, (found) => `${found}\n    ${tags}`);
      },
    },
    // Written beside the build's files, before they are compressed (build/precompress.ts) and listed for the
    // service worker: index.html is made after the bundle, too late to add files to it.
    writeBundle(options) {
      for (const [fileName, source] of emitted) fs.writeFileSync(path.join(options.dir ?? 'dist', fileName), source);
    },
  };
}
