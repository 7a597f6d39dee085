/** The coins a member can hold, each named in the reader's language (docs/api.md: /api/ctoc/getmoneytype). */
import type { Coin, Locale, MoneyType } from '@app/contract';
import { translate } from '../../core/i18n.ts';
import type { Db } from '../../db/database.ts';
import type { ChainNetwork } from '../chain/chain.settings.ts';
import { chainSetting } from '../chain/index.ts';
import { coinNames } from '../texts/read-texts.ts';
import { listMoneyTypes } from './wallet-config.ts';

export async function listMoneyTypesIn(db: Db, locale: Locale): Promise<MoneyType[]> {
  const [types, names, networks] = await Promise.all([
    listMoneyTypes(db),
    coinNames(db, locale),
    chainSetting(db, 'chain_networks'),
  ]);
  return types.map((type) => ({
    ...type,
    name: names[type.coin as Coin],
    suspended: suspendedNetworks(type, networks, locale),
  }));
}

type Suspended = NonNullable<MoneyType['suspended']>;

/**
 * The coin's networks an operator suspended, each with the refusal the member would get (docs/api.md
 * "Suspended networks"), so the app greys them out before the member picks one.
 */
function suspendedNetworks(type: MoneyType, networks: Record<string, ChainNetwork>, locale: Locale): Suspended {
  const out: Suspended = {};
  for (const chain of type.chains) {
    const network = Object.hasOwn(networks, chain) ? networks[chain] : undefined;
    const params = { coin: type.coin, chain };
    const entry: Suspended[string] = {};
    if (network?.deposits_suspended) entry.deposits = translate(locale, 'wallet.network_deposits_suspended', params);
    if (network?.withdrawals_suspended) entry.withdrawals = translate(locale, 'wallet.network_withdrawals_suspended', params);
    if (entry.deposits || entry.withdrawals) out[chain] = entry;
  }
  return out;
}
