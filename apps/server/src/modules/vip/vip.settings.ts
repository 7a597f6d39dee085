/** Operator settings of the VIP area (console group "VIP & invitations", prefixes vip_ and card_). */
import { z } from 'zod';
import { define, type SettingDefinition } from '../settings/settings.define.ts';
import { settingReader } from '../settings/settings.service.ts';

/** DGB points (scale 2) as a decimal string. */
const dgbPoints = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be DGB points such as 100 or 2.50');

export const VIP_SETTINGS = {
  card_exchange_points: define(dgbPoints, '100', 'DGB points one annual card is exchanged for'),
} satisfies Record<string, SettingDefinition>;

/** Reads this area's settings on any database (settings.service.ts settingReader). */
export const vipSetting = settingReader(VIP_SETTINGS);
