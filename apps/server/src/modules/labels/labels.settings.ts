/** Map settings (docs/api.md "Reports of closed or moved places"): the console shows them in the `place_` group. */
import { z } from 'zod';
import { define } from '../settings/settings.define.ts';
import { settingReader } from '../settings/settings.service.ts';

export const LABEL_SETTINGS = {
  place_closed_reports: define(
    z.number().int().min(1).max(100),
    3,
    'Distinct members whose "closed" reports (last 30 days) mark a shop as reported closed until an operator decides',
  ),
};

/** Reads this area's settings on any database (settings.service.ts settingReader). */
export const labelSetting = settingReader(LABEL_SETTINGS);
