/** The coins a member can hold, each named in the reader's language (docs/api.md: /api/ctoc/getmoneytype). */
import type { Coin, Locale, MoneyType } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { coinNames } from '../texts/read-texts.ts';
import { listMoneyTypes } from './wallet-config.ts';

export async function listMoneyTypesIn(db: Db, locale: Locale): Promise<MoneyType[]> {
  const [types, names] = await Promise.all([listMoneyTypes(db), coinNames(db, locale)]);
  return types.map((type) => ({ ...type, name: names[type.coin as Coin] }));
}
