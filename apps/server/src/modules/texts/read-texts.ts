/** Operator texts in the reader's language: the agreements and the coins' display names. */
import { COIN_TABLE, COINS, pickLocalized, type Coin, type Locale } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { textSetting } from './texts.settings.ts';
import { builtInTexts, type AgreementType } from './agreements.ts';

export interface Agreement {
  type: AgreementType;
  title: string;
  content: string;
}

export async function readAgreement(db: Db, type: AgreementType, locale: Locale): Promise<Agreement> {
  const texts = await textSetting(db, type === 'user' ? 'user_agreement' : 'privacy_policy');
  return { type, title: pickLocalized(builtInTexts(type, 'title'), locale), content: pickLocalized(texts, locale) };
}

/** Every coin's display name in `locale`; a coin the operator left out keeps its built-in name. */
export async function coinNames(db: Db, locale: Locale): Promise<Record<Coin, string>> {
  const names = await textSetting(db, 'coin_names');
  const result = {} as Record<Coin, string>;
  for (const coin of COINS) result[coin] = pickLocalized(names[coin], locale) || COIN_TABLE[coin].name;
  return result;
}
