/**
 * The server's message catalogues (docs/api.md "Conventions": msg in the request's language, 9 locales): the core
 * file per locale plus one file per feature area (`areas/<area>.json`, every locale inside), so each domain
 * keeps its own messages. Areas are merged over the core; catalogues.test.ts refuses a key defined twice.
 */
import type { Locale } from '@app/contract';
import en from './en.json' with { type: 'json' };
import zhCHS from './zh-CHS.json' with { type: 'json' };
import zhCHT from './zh-CHT.json' with { type: 'json' };
import ko from './ko.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import vi from './vi.json' with { type: 'json' };
import hi from './hi.json' with { type: 'json' };
import bn from './bn.json' with { type: 'json' };
import ng from './ng.json' with { type: 'json' };
import labels from './areas/labels.json' with { type: 'json' };
import p2p from './areas/p2p.json' with { type: 'json' };
import shop from './areas/shop.json' with { type: 'json' };
import community from './areas/community.json' with { type: 'json' };
import chat from './areas/chat.json' with { type: 'json' };
import vip from './areas/vip.json' with { type: 'json' };
import security from './areas/security.json' with { type: 'json' };
import afterSale from './areas/after-sale.json' with { type: 'json' };
import notice from './areas/notice.json' with { type: 'json' };
import push from './areas/push.json' with { type: 'json' };
import safety from './areas/safety.json' with { type: 'json' };
import walletWithdraw from './areas/wallet-withdraw.json' with { type: 'json' };
import deposit from './areas/deposit.json' with { type: 'json' };
import fiat from './areas/fiat.json' with { type: 'json' };
import pi from './areas/pi.json' with { type: 'json' };

export type Catalogue = { [key: string]: string | Catalogue };
type AreaFile = Record<Locale, Catalogue>;

export const CORE_CATALOGUES: Record<Locale, Catalogue> = { en, 'zh-CHS': zhCHS, 'zh-CHT': zhCHT, ko, ja, vi, hi, bn, ng };
const AREAS = {
  labels,
  p2p,
  shop,
  community,
  chat,
  vip,
  security,
  push,
  notice,
  safety,
  'after-sale': afterSale,
  'wallet-withdraw': walletWithdraw,
  deposit,
  fiat,
  pi,
} satisfies Record<string, AreaFile>;
export const AREA_CATALOGUES: Record<string, AreaFile> = AREAS;

/** `"a.b.c"` for every text of a nested catalogue. */
type KeyPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyPaths<T[K]>}`;
}[keyof T & string];

/**
 * Every message key the catalogues define, in English (catalogues.test.ts holds the other locales to the same
 * keys): what `AppError` and the envelope take, so a key with a typo fails typecheck instead of reaching a
 * member as its raw name.
 */
export type MessageKey =
  KeyPaths<typeof en> | { [A in keyof typeof AREAS]: KeyPaths<(typeof AREAS)[A]['en']> }[keyof typeof AREAS];

function mergeInto(target: Catalogue, source: Catalogue): Catalogue {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') mergeInto(existing, value);
    else target[key] = typeof value === 'object' ? mergeInto({}, value) : value;
  }
  return target;
}

function build(locale: Locale): Catalogue {
  const merged = mergeInto({}, CORE_CATALOGUES[locale]);
  for (const area of Object.values(AREA_CATALOGUES)) mergeInto(merged, area[locale] ?? {});
  return merged;
}

export const CATALOGUES = Object.fromEntries(
  (Object.keys(CORE_CATALOGUES) as Locale[]).map((locale) => [locale, build(locale)]),
) as Record<Locale, Catalogue>;
