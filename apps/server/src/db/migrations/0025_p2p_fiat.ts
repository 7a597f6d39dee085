/**
 * P2P in the members' own money (docs/api.md "P2P in the members' own money"): the currencies operators enable
 * (decimals, order bounds, a reference price) and the named payment providers of each, seeded with the ones
 * members of these countries use; on ads the currency, fixed or floating price (margin in hundredths of a
 * percent) and, for an offchain buy ad, the providers it pays with; on orders the currency; on payment methods
 * the provider. Amounts are bigint units at USDT's scale (6), so a price in any currency fits the same columns.
 */
import { type Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

/** [code, decimals] — the seeded list, all enabled. */
const CURRENCIES: [string, number][] = [
  ['NGN', 2],
  ['VND', 0],
  ['INR', 2],
  ['BDT', 2],
  ['KRW', 0],
  ['JPY', 0],
  ['CNY', 2],
  ['TWD', 0],
  ['HKD', 2],
  ['USD', 2],
  ['EUR', 2],
  ['GHS', 2],
  ['KES', 2],
  ['PHP', 2],
  ['IDR', 0],
];

type Label = 'account_number' | 'phone' | 'upi_id' | 'email' | 'username';
type Provider = [name: string, type: 'bank' | 'mobile' | 'other', label: Label, needsBank: boolean];
const BANK: Provider = ['Bank transfer', 'bank', 'account_number', true];
const wallet = (name: string, label: Label = 'phone'): Provider => [name, 'mobile', label, false];

const PROVIDERS: Record<string, Provider[]> = {
  NGN: [BANK, wallet('OPay'), wallet('PalmPay'), wallet('Moniepoint'), wallet('Kuda', 'account_number')],
  VND: [BANK, wallet('MoMo'), wallet('ZaloPay'), wallet('ViettelPay')],
  INR: [wallet('UPI', 'upi_id'), ['IMPS', 'bank', 'account_number', true], wallet('Paytm')],
  BDT: [wallet('bKash'), wallet('Nagad'), wallet('Rocket')],
  KRW: [BANK, wallet('KakaoPay'), wallet('Toss')],
  JPY: [BANK, wallet('PayPay')],
  CNY: [wallet('Alipay', 'username'), wallet('WeChat Pay', 'username'), BANK],
  TWD: [BANK, wallet('LINE Pay', 'username'), wallet('JKO Pay')],
  USD: [BANK, ['Wise', 'other', 'email', false], ['Zelle', 'other', 'email', false]],
  HKD: [BANK, wallet('FPS')],
  EUR: [BANK, ['Wise', 'other', 'email', false]],
  GHS: [BANK, wallet('MTN Mobile Money')],
  KES: [BANK, wallet('M-Pesa')],
  PHP: [BANK, wallet('GCash')],
  IDR: [BANK, wallet('DANA'), wallet('OVO')],
};

export async function up(db: Kysely<any>): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await db.schema
    .createTable('p2p_currencies')
    .addColumn('code', 'varchar(3)', (c) => c.primaryKey())
    .addColumn('decimals', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', notNullDefault(1))
    .addColumn('min_amount', bigint, notNullDefault(0))
    .addColumn('max_amount', bigint, notNullDefault(0))
    .addColumn('reference_price', bigint, notNullDefault(0))
    .addColumn('sort', 'integer', notNullDefault(0))
    .addColumn('updatetime', bigint, (c) => c.notNull())
    .execute();
  await withId(db.schema.createTable('p2p_providers'), dialectOf(db))
    .addColumn('fiat', 'varchar(3)', (c) => c.notNull().references('p2p_currencies.code'))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('account_label', 'varchar(20)', (c) => c.notNull())
    .addColumn('needs_bank', 'integer', notNullDefault(0))
    .addColumn('enabled', 'integer', notNullDefault(1))
    .addColumn('sort', 'integer', notNullDefault(0))
    .addColumn('updatetime', bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('p2p_providers_fiat_idx').on('p2p_providers').columns(['fiat', 'sort']).execute();

  await db.schema.alterTable('p2p_ads').addColumn('fiat', 'varchar(3)', notNullDefault('')).execute();
  await db.schema.alterTable('p2p_ads').addColumn('price_type', 'varchar(10)', notNullDefault('fixed')).execute();
  await db.schema.alterTable('p2p_ads').addColumn('margin_bp', 'integer', notNullDefault(0)).execute();
  await db.schema.alterTable('p2p_ads').addColumn('providers', 'text', notNullDefault('[]')).execute();
  await db.schema.alterTable('p2p_orders').addColumn('fiat', 'varchar(3)', notNullDefault('')).execute();
  await db.schema.alterTable('p2p_pay_methods').addColumn('provider_id', bigint).execute();
  // the market lists open ads of one side in one currency, best price first
  await db.schema.createIndex('p2p_ads_fiat_idx').on('p2p_ads').columns(['status', 'type', 'fiat', 'price']).execute();

  await db
    .insertInto('p2p_currencies')
    .values(CURRENCIES.map(([code, decimals], sort) => ({ code, decimals, sort, updatetime: now })))
    .execute();
  const providers = CURRENCIES.flatMap(([fiat]) =>
    (PROVIDERS[fiat] ?? [BANK]).map(([name, type, label, needsBank], sort) => ({
      fiat,
      name,
      type,
      account_label: label,
      needs_bank: needsBank ? 1 : 0,
      sort,
      updatetime: now,
    })),
  );
  await db.insertInto('p2p_providers').values(providers).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('p2p_ads_fiat_idx').execute();
  await db.schema.alterTable('p2p_pay_methods').dropColumn('provider_id').execute();
  await db.schema.alterTable('p2p_orders').dropColumn('fiat').execute();
  for (const column of ['providers', 'margin_bp', 'price_type', 'fiat'])
    await db.schema.alterTable('p2p_ads').dropColumn(column).execute();
  await db.schema.dropTable('p2p_providers').execute();
  await db.schema.dropTable('p2p_currencies').execute();
}
