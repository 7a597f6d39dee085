/**
 * Operator configuration (docs/api.md "Admin": /api/admin/config/get and /config/set) over the settings
 * registry: values are validated there; every change is audited with the value before and after.
 */
import type { ConfigItem } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { clearSettingsCache, getSetting, listSettings, setSetting } from '../settings/settings.service.ts';
import { isSettingKey } from '../settings/settings.registry.ts';
import { recordAudit } from './audit.service.ts';

export function getConfig(db: Db): Promise<ConfigItem[]> {
  return listSettings(db);
}

export async function setConfig(db: Db, adminId: number, key: string, value: unknown): Promise<{ key: string; value: unknown }> {
  const before = isSettingKey(key) ? await getSetting(db, key) : undefined;
  const result = await db.transaction().execute(async (trx) => {
    const saved = await setSetting(trx, key, value);
    await recordAudit(trx, adminId, 'config_set', `setting:${key}`, { from: before, to: saved });
    return { key, value: saved };
  });
  // Cleared again once committed: a read between setSetting's clear and the commit cached the old value.
  clearSettingsCache();
  return result;
}
