/**
 * Settings are per instance (docs/architecture.md "Server module shape"): an area's setting is read and written
 * through its owner's definitions on any database, whether or not an app registered that module, and two apps or
 * databases in one process never read each other's values, not even within the cache's few seconds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, createTestApp, usingPostgres, type TestApp } from '../../../test/test-app.ts';
import { openDatabase, type OpenedDatabase } from '../../db/database.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { P2P_SETTINGS, p2pSetting } from '../p2p/p2p.settings.ts';
import { CORE_SETTINGS } from './settings.registry.ts';
import { clearSettingsCache, getSetting, setSetting, settingReader } from './settings.service.ts';
import { define } from './settings.define.ts';
import { z } from 'zod';

/** A migrated database of its own, opened without building an app (so no module registers anything). */
async function bareDatabase(): Promise<OpenedDatabase & { dispose(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-test-'));
  const pg = usingPostgres ? await createPostgresDatabase() : undefined;
  const opened = await openDatabase({ dataDir, databaseUrl: pg?.url, poolSize: 2 });
  return {
    ...opened,
    async dispose() {
      await opened.close();
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('settings read through their owner (settings.service.ts)', () => {
  // First in the file, before any app is built: nothing has registered the P2P module in this process.
  it("reads and writes an area's setting on a database whose app never registered the module", async () => {
    const bare = await bareDatabase();
    cleanups.push(bare.dispose);
    expect(await p2pSetting(bare.db, 'p2p_max_open_orders')).toBe(5);
    expect(await setSetting(P2P_SETTINGS, bare.db, 'p2p_max_open_orders', 7)).toBe(7);
    expect(await p2pSetting(bare.db, 'p2p_max_open_orders')).toBe(7);
    // A value outside the owner's schema is refused and nothing changes.
    await expect(setSetting(P2P_SETTINGS, bare.db, 'p2p_max_open_orders', 0)).rejects.toMatchObject({
      messageKey: 'admin.config_min',
    });
    // A key not among the given definitions is refused, even one another catalogue has.
    await expect(setSetting(CORE_SETTINGS, bare.db, 'p2p_max_open_orders', 9)).rejects.toMatchObject({
      messageKey: 'admin.config_unknown',
    });
    clearSettingsCache();
    expect(await p2pSetting(bare.db, 'p2p_max_open_orders')).toBe(7);
  });

  it('reads the default for a value that is unset or does not fit the schema', async () => {
    const bare = await bareDatabase();
    cleanups.push(bare.dispose);
    const read = settingReader({ sample_limit: define(z.number().int().min(1), 3, 'a sample') });
    expect(await read(bare.db, 'sample_limit')).toBe(3);
    await bare.db.insertInto('settings').values({ key: 'sample_limit', value: '"many"', updatetime: 0 }).execute();
    clearSettingsCache(bare.db);
    expect(await read(bare.db, 'sample_limit')).toBe(3);
    await bare.db.updateTable('settings').set({ value: '4' }).where('key', '=', 'sample_limit').execute();
    clearSettingsCache(bare.db);
    expect(await read(bare.db, 'sample_limit')).toBe(4);
  });

  it('keeps the values of two databases in one process apart within the cache time', async () => {
    const [one, two] = [await bareDatabase(), await bareDatabase()];
    cleanups.push(one.dispose, two.dispose);
    await setSetting(CORE_SETTINGS, one.db, 'invite_required', false);
    await setSetting(P2P_SETTINGS, one.db, 'p2p_fee_rate', '0.01');
    // Read on one first, so its values are cached when two is read a moment later.
    expect(await getSetting(one.db, 'invite_required')).toBe(false);
    expect(await p2pSetting(one.db, 'p2p_fee_rate')).toBe('0.01');
    expect(await getSetting(two.db, 'invite_required')).toBe(true);
    expect(await p2pSetting(two.db, 'p2p_fee_rate')).toBe(P2P_SETTINGS.p2p_fee_rate.default);
    // A write on two is read there at once and leaves one's cached values as they were.
    await setSetting(CORE_SETTINGS, two.db, 'invite_required', false);
    expect(await getSetting(two.db, 'invite_required')).toBe(false);
    await setSetting(CORE_SETTINGS, one.db, 'invite_required', true);
    expect(await getSetting(one.db, 'invite_required')).toBe(true);
    expect(await getSetting(two.db, 'invite_required')).toBe(false);
  });
});

describe('two apps in one process (ctx.registry.settings, /api/admin/config/set)', () => {
  let a: TestApp;
  let b: TestApp;

  it("lists and saves through each app's own catalogue and reads each app's own values", async () => {
    a = await createTestApp();
    cleanups.push(() => a.close());
    b = await createTestApp();
    cleanups.push(() => b.close());
    const [tokenA, tokenB] = [await adminToken(a), await adminToken(b)];
    expect(a.app.ctx.registry.settings).not.toBe(b.app.ctx.registry.settings);
    expect(Object.keys(a.app.ctx.registry.settings)).toEqual(expect.arrayContaining(['invite_required', 'p2p_max_open_orders']));

    const saved = await a.post(
      '/api/admin/config/set',
      { key: 'download_android', value: 'https://a.test/app.apk' },
      { token: tokenA },
    );
    expect(saved.code).toBe(1);
    // Read on a first (cached there), then on b within the cache's seconds: b has its own value.
    expect((await a.post('/api/common/init')).data.download.android).toBe('https://a.test/app.apk');
    expect((await b.post('/api/common/init')).data.download.android).toBe('');
    const listed = (await b.post('/api/admin/config/get', {}, { token: tokenB })).data;
    expect(listed.find((s) => s.key === 'download_android')!.value).toBe('');

    await b.post('/api/admin/config/set', { key: 'p2p_max_open_orders', value: 3 }, { token: tokenB });
    expect(await p2pSetting(b.app.ctx.db, 'p2p_max_open_orders')).toBe(3);
    expect(await p2pSetting(a.app.ctx.db, 'p2p_max_open_orders')).toBe(5);
  });
});
