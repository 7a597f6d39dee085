/**
 * Where uploaded files live: a directory under DATA_DIR by default (served at /uploads/), or an
 * S3-compatible bucket when S3_* is configured. Callers pass server-generated names only. Private files
 * (ID documents) live in a separate directory that no static route serves; their path is not a URL.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export type Visibility = 'public' | 'private';

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * Stores bytes under `key` (e.g. "2026/11/ab12….webp") and returns the public path "/uploads/<key>",
   * or for a private file "private/<key>", which only a route that checks the reader can open.
   */
  put(key: string, body: Buffer, contentType: string, visibility?: Visibility): Promise<string>;
  get(key: string, visibility?: Visibility): Promise<Buffer | undefined>;
  /** Directory served at /uploads/ (local storage only). */
  readonly localRoot?: string;
}

/**
 * The file for `key` under `root`, or undefined when the key would leave it ("..", an absolute path): keys
 * are server-made, and this keeps it so if a caller ever passes one that came from a request.
 */
function inside(root: string, key: string): string | undefined {
  const file = path.resolve(root, key);
  return file.startsWith(root + path.sep) ? file : undefined;
}

export function createLocalStorage(dataDir: string): FileStorage {
  const root = path.resolve(dataDir, 'uploads');
  const roots = { public: root, private: path.resolve(dataDir, 'private') };
  return {
    kind: 'local',
    localRoot: root,
    async put(key, body, _contentType, visibility = 'public') {
      const file = inside(roots[visibility], key);
      if (!file) throw new Error(`storage key outside its directory: ${key}`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
      return visibility === 'public' ? `/uploads/${key}` : `private/${key}`;
    },
    async get(key, visibility = 'public') {
      const file = inside(roots[visibility], key);
      if (!file) return undefined;
      try {
        return await fs.readFile(file);
      } catch {
        return undefined;
      }
    },
  };
}
