/** Operator settings of the VIP area (console group "VIP & invitations", prefixes vip_ and card_). */
import { z } from 'zod';
import { define, type SettingDefinition } from '../settings/settings.define.ts';

/** DGB points (scale 2) as a decimal string. */
const dgbPoints = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be DGB points such as 100 or 2.50');

export const VIP_SETTINGS = {
  card_exchange_points: define(dgbPoints, '100', 'DGB points one annual card is exchanged for'),
} satisfies Record<string, SettingDefinition>;

type VipSettings = typeof VIP_SETTINGS;
declare module '../settings/settings.registry.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this area's keys to the catalog
  interface SettingsCatalog extends VipSettings {}
}
