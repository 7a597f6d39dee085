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

export function createLocalStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  const roots = { public: root, private: path.join(dataDir, 'private') };
  return {
    kind: 'local',
    localRoot: root,
    async put(key, body, _contentType, visibility = 'public') {
      const file = path.join(roots[visibility], key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
      return visibility === 'public' ? `/uploads/${key}` : `private/${key}`;
    },
    async get(key, visibility = 'public') {
      try {
        return await fs.readFile(path.join(roots[visibility], key));
      } catch {
        return undefined;
      }
    },
  };
}
