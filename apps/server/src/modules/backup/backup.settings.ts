/** Operator settings of the nightly backup (docs/deployment.md "Backups"; console group "Backups", prefix backup_). */
import { z } from 'zod';
import { define, type SettingDefinition } from '../settings/settings.define.ts';
import { settingReader } from '../settings/settings.service.ts';

export const BACKUP_SETTINGS = {
  backup_nightly: define(
    z.boolean(),
    false,
    'Nightly backup: once a day a backup is written to the folder in BACKUP_DIR (nothing is written without it)',
  ),
  backup_hour_utc: define(z.number().int().min(0).max(23), 3, 'Hour of the day (UTC) from which the nightly backup is written'),
  backup_keep: define(
    z.number().int().min(1).max(365),
    7,
    'Nightly backups kept; older ones are deleted after a new one is written',
  ),
} satisfies Record<string, SettingDefinition>;

/** Reads this area's settings on any database (settings.service.ts settingReader). */
export const backupSetting = settingReader(BACKUP_SETTINGS);
