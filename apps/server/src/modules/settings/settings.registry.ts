/**
 * Operator settings with their types and defaults. Every setting an operator may change is declared once:
 * the app-wide ones here, an area's in its own `<area>.settings.ts`, which exports the area's reader
 * (settingReader over its definitions) and whose definitions the area's module entry lists (modules/index.ts),
 * so this module imports no area. An app's whole catalogue is per instance (ctx.registry.settings). Values are
 * stored as JSON in the `settings` table.
 */
import { z } from 'zod';
import { define, type SettingDefinition } from './settings.define.ts';

export type { SettingDefinition } from './settings.define.ts';

const httpUrl = z
  .string()
  .max(500)
  .regex(/^(https?:\/\/|$)/, 'must be an http(s) URL or empty');

/** An IANA zone name the runtime knows (Intl throws RangeError for unknown zones). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** DGB points (scale 2) as a decimal string, at most 1,000,000 per day. */
const dgbPoints = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be DGB points such as 5 or 2.50')
  .refine((text) => Number(text) <= 1_000_000, 'at most 1000000');

/** A USDT amount (scale 6) as a decimal string. */
const usdtAmount = z.string().regex(/^\d{1,12}(\.\d{1,6})?$/, 'must be a USDT amount such as 2000 or 1500.5');

/** Wallet settings (docs/api.md "Wallet"): per-coin maps, amounts as decimal strings in the coin's units. */
const coinKey = z.enum(['PI', 'USDT', 'COIN', 'DGB', 'GO']);
const decimalText = z.string().regex(/^\d{1,15}(\.\d{1,8})?$/, 'must be a decimal such as 10 or 0.5');
const perCoin = <T extends z.ZodType>(value: T) => z.partialRecord(coinKey, value);
const chainName = z.string().regex(/^[A-Za-z0-9_-]{1,20}$/, 'must be a chain name such as TRC20');

export const CORE_SETTINGS = {
  invite_required: define(z.boolean(), true, 'Registration needs a valid invitation code'),
  app_version: define(z.string().regex(/^\d+\.\d+\.\d+$/, 'must look like 1.5.3'), '1.5.3', 'Current app version'),
  app_versioncode: define(z.number().int().min(1), 153, 'Current app version code'),
  app_update_url: define(httpUrl, '', 'Where a newer version is downloaded (empty: no update)'),
  app_update_type: define(z.enum(['wgt', 'url']), 'url', 'Update package type'),
  download_android: define(httpUrl, '', 'Android download link'),
  download_ios: define(httpUrl, '', 'iOS download link'),
  map_default_center: define(
    z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]),
    [1.2903, 103.8519],
    'Map default centre [lat, lng]',
  ),
  servers: define(
    z.array(z.object({ name: z.string().min(1).max(40), url: httpUrl })).max(10),
    [],
    'API servers offered on the servers page (empty: only this one)',
  ),
  signin_timezone: define(
    z.string().refine(isTimeZone, 'must be an IANA time zone such as Asia/Shanghai'),
    'Asia/Shanghai',
    'Time zone whose calendar day bounds the daily sign-in',
  ),
  signin_scores: define(
    z
      .object({ s1: dgbPoints, s2: dgbPoints, s3: dgbPoints, s4: dgbPoints, s5: dgbPoints, s6: dgbPoints, s7: dgbPoints })
      .strict(),
    { s1: '1', s2: '2', s3: '3', s4: '4', s5: '5', s6: '6', s7: '10' },
    'DGB points for sign-in streak days 1–7 (day 8 onwards earns s7)',
  ),
  withdraw_daily_limit_basic: define(usdtAmount, '2000', 'Withdrawal limit per day in USDT with basic identity verification'),
  withdraw_daily_limit_advanced: define(
    usdtAmount,
    '50000',
    'Withdrawal limit per day in USDT with advanced identity verification',
  ),
  wallet_chains: define(
    perCoin(z.array(chainName).max(10)),
    { PI: ['PI'], USDT: ['TRC20', 'ERC20'], COIN: ['BEP20'] },
    'Networks each coin is deposited and withdrawn on (DGB points and go score have none)',
  ),
  wallet_deposit_addresses: define(
    perCoin(z.record(chainName, z.string().max(128))),
    {},
    'Platform deposit address per coin and chain, e.g. {"USDT": {"TRC20": "T…"}}; a chain without one cannot be recharged',
  ),
  wallet_recharge_enabled: define(perCoin(z.boolean()), { PI: true, USDT: true, COIN: false }, 'Coins whose recharge is open'),
  wallet_withdraw_enabled: define(perCoin(z.boolean()), { PI: true, USDT: true, COIN: true }, 'Coins whose withdrawal is open'),
  wallet_min_recharge: define(perCoin(decimalText), { PI: '1', USDT: '10', COIN: '10' }, 'Smallest recharge per coin'),
  withdraw_min_amount: define(perCoin(decimalText), { PI: '1', USDT: '10', COIN: '10' }, 'Smallest withdrawal per coin'),
  withdraw_fee_rate: define(
    perCoin(decimalText),
    { PI: '0.01', USDT: '0.01', COIN: '0.01' },
    'Withdrawal fee as a fraction of the amount (0.01 = 1%), rounded up',
  ),
  withdraw_fee_min: define(perCoin(decimalText), { PI: '0.1', USDT: '1', COIN: '1' }, 'Smallest withdrawal fee per coin'),
  withdraw_daily_limits: define(
    perCoin(z.object({ basic: decimalText, advanced: decimalText }).strict()),
    { PI: { basic: '500', advanced: '20000' }, COIN: { basic: '2000', advanced: '50000' } },
    'Daily withdrawal limit per verification level for coins other than USDT (USDT: withdraw_daily_limit_basic/advanced)',
  ),
  exchange_rate: define(decimalText, '0.01', 'Platform coin received per DGB point, before the fee'),
  exchange_fee_rate: define(decimalText, '0.02', 'Share of the DGB points kept as the exchange fee (0.02 = 2%), rounded up'),
} satisfies Record<string, SettingDefinition>;
