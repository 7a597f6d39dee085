/**
 * Operator configuration (docs/api.md "Admin": /api/admin/config/get and /config/set) over the app's settings
 * catalogue (ctx.registry.settings): values are validated there; every change is audited with the value before and
 * after.
 */
import type { ConfigItem } from '@app/contract';
import type { Db } from '../../db/database.ts';
import type { SettingDefinition } from '../settings/settings.define.ts';
import { clearSettingsCache, currentSetting, listSettings, setSetting } from '../settings/settings.service.ts';
import { recordAudit } from './audit.service.ts';

type Catalogue = Record<string, SettingDefinition>;

export function getConfig(catalogue: Catalogue, db: Db): Promise<ConfigItem[]> {
  return listSettings(catalogue, db);
}

export async function setConfig(
  catalogue: Catalogue,
  db: Db,
  adminId: number,
  key: string,
  value: unknown,
): Promise<{ key: string; value: unknown }> {
  const before = await currentSetting(catalogue, db, key);
  const result = await db.transaction().execute(async (trx) => {
    const saved = await setSetting(catalogue, trx, key, value);
    await recordAudit(trx, adminId, 'config_set', `setting:${key}`, { from: before, to: saved });
    return { key, value: saved };
  });
  // Cleared again once committed: a read between setSetting's clear and the commit cached the old value.
  clearSettingsCache(db);
  return result;
}
