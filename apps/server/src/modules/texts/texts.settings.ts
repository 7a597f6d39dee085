/**
 * Operator texts entered per language (docs/product.md §1: 9 languages): the coins' display names and the two
 * agreements. Each is a map `{ en, vi, … }` with English required; the console shows a field per locale.
 */
import { COIN_TABLE, LOCALES } from '@app/contract';
import { z } from 'zod';
import { COIN_NAMES } from '../../db/localized-names.ts';
import { define } from '../settings/settings.define.ts';
import { settingReader } from '../settings/settings.service.ts';
import { builtInTexts } from './agreements.ts';

/** Marks a schema as a per-locale text so the console offers its per-language editor (settings.describe.ts). */
export const LOCALIZED_META = { localized: true } as const;

export function localizedSetting(max: number) {
  return z
    .partialRecord(z.enum(LOCALES), z.string().max(max))
    .refine((map) => Boolean(map.en?.trim()), { message: 'English is required', path: ['en'] })
    .meta(LOCALIZED_META);
}

const coinKey = z.enum(Object.keys(COIN_TABLE) as [keyof typeof COIN_TABLE, ...(keyof typeof COIN_TABLE)[]]);

export const TEXT_SETTINGS = {
  coin_names: define(
    z.partialRecord(coinKey, localizedSetting(40)),
    COIN_NAMES,
    'Display name of each coin per language, e.g. {"COIN": {"en": "Platform coin", "vi": "Xu nền tảng"}}',
  ),
  user_agreement: define(localizedSetting(20_000), builtInTexts('user', 'content'), 'User agreement per language'),
  privacy_policy: define(localizedSetting(20_000), builtInTexts('privacy', 'content'), 'Privacy policy per language'),
};

/** Reads this area's settings on any database (settings.service.ts settingReader). */
export const textSetting = settingReader(TEXT_SETTINGS);
