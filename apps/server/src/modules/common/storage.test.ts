/**
 * Local file storage (storage.ts): files are kept under DATA_DIR/uploads or DATA_DIR/private and a key
 * that would leave that directory reads nothing and writes nothing, whatever a caller passes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('local storage', () => {
  const storage = createLocalStorage(dataDir);

  it('stores and reads back public and private files under their own directories', async () => {
    expect(await storage.put('2026/11/a.jpg', Buffer.from('public'), 'image/jpeg')).toBe('/uploads/2026/11/a.jpg');
    expect(await storage.put('b.jpg', Buffer.from('private'), 'image/jpeg', 'private')).toBe('private/b.jpg');
    expect((await storage.get('2026/11/a.jpg'))?.toString()).toBe('public');
    expect((await storage.get('b.jpg', 'private'))?.toString()).toBe('private');
    expect(await storage.get('b.jpg')).toBeUndefined();
  });

  it('reads nothing and writes nothing outside its directory', async () => {
    fs.writeFileSync(path.join(dataDir, 'app.sqlite'), 'database');
    expect(await storage.get('../app.sqlite')).toBeUndefined();
    expect(await storage.get('../private/b.jpg')).toBeUndefined();
    expect(await storage.get(path.join(dataDir, 'app.sqlite'))).toBeUndefined();
    await expect(storage.put('../escaped.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/outside/);
    expect(fs.existsSync(path.join(dataDir, 'escaped.jpg'))).toBe(false);
  });
});
