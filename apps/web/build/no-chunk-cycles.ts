/**
 * Refuses a build in which two chunks import each other, unless one of them is an entry (docs/architecture.md
 * "Renderer"). The chunk groups of vite.config.ts place modules by who uses them, so a group can end up importing a
 * chunk that imports it back. An entry always runs first, so a cycle through it runs in the same order on every
 * screen; between two other chunks, the one a screen happens to load first runs its code before the other's is
 * defined ("… is not a function" on the screens that load them in that order, and on no other).
 */
import type { Plugin } from 'vite';

export function noChunkCycles(): Plugin {
  return {
    name: 'no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((file) => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      for (const chunk of chunks.values()) {
        if (chunk.isEntry) continue;
        for (const imported of chunk.imports) {
          const other = chunks.get(imported);
          if (other && !other.isEntry && other.imports.includes(chunk.fileName))
            this.error(`chunks ${chunk.fileName} and ${other.fileName} import each other: move the shared module into one group`);
        }
      }
    },
  };
}
