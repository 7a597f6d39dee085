/**
 * Where uploaded files live: a directory under DATA_DIR by default (served at /uploads/), or an
 * S3-compatible bucket when S3_* is configured. Callers pass server-generated names only.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores bytes under `key` (e.g. "2026/11/ab12….webp") and returns the public path "/uploads/<key>". */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<Buffer | undefined>;
  /** Directory served at /uploads/ (local storage only). */
  readonly localRoot?: string;
}

export function createLocalStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  return {
    kind: 'local',
    localRoot: root,
    async put(key, body) {
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
      return `/uploads/${key}`;
    },
    async get(key) {
      try {
        return await fs.readFile(path.join(root, key));
      } catch {
        return undefined;
      }
    },
  };
}
