/**
 * For the first-load budget (e2e/tests/budget.e2e.ts): writes `.br` and `.gz` beside every text file of the build,
 * compressed once at the highest levels, so the server sends them as they are (@fastify/static `preCompressed` in
 * apps/server/src/app.ts `serveFrontEnds`) instead of compressing on each request or not at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|json|webmanifest)$/;

function compress(file: string): void {
  const body = fs.readFileSync(file);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
}

export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    // Every text file of the output, the copied public/ files (such as push-sw.js) included.
    writeBundle(options) {
      const dir = options.dir ?? 'dist';
      for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (TEXT.test(name)) compress(path.join(dir, name));
      }
    },
  };
}
