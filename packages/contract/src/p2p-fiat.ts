/**
 * The P2P market in the members' own money (docs/api.md "P2P in the members' own money"): the currencies
 * operators enable, with their decimals, order bounds and reference price, and the named payment providers of
 * each. The ad and order fields that use them are in p2p.ts.
 */
import { z } from 'zod';
import { idField } from './fields.ts';
import { P2P_PAY_METHOD_TYPES } from './rules/p2p-market.ts';
import { textField } from './text.ts';

/** ISO 4217: three capital letters. */
export const FIAT_PATTERN = /^[A-Z]{3}$/;
/** Decimals a currency may have. */
export const FIAT_DECIMALS_MAX = 4;
/** What a payment method's `account` holds, as its provider says. */
export const P2P_ACCOUNT_LABELS = ['account_number', 'phone', 'upi_id', 'email', 'username'] as const;
export type P2pAccountLabel = (typeof P2P_ACCOUNT_LABELS)[number];

export const fiatField = z
  .string('validation.invalid')
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(FIAT_PATTERN, 'validation.invalid'))
  .describe('an ISO 4217 currency code such as NGN');

/** A decimal amount ≥ 0 in a currency (its decimals are checked against the currency by the server). */
export const fiatAmountField = z
  .string('validation.invalid')
  .trim()
  .regex(/^\d{1,15}(\.\d{1,6})?$/, 'validation.invalid');

export const p2pCurrency = z.object({
  code: z.string(),
  decimals: z.number().int(),
  min_amount: z.string().describe('least total of one order in this currency; "0": no bound'),
  max_amount: z.string().describe('greatest total of one order in this currency; "0": no bound'),
  reference_price: z.string().describe('the operator\'s price per PI used when too few orders give one; "0": none'),
});
export type P2pCurrency = z.infer<typeof p2pCurrency>;
export const currenciesReply = z.array(p2pCurrency);

export const p2pProvider = z.object({
  id: z.number().int(),
  fiat: z.string(),
  name: z.string(),
  type: z.enum(P2P_PAY_METHOD_TYPES),
  account_label: z.enum(P2P_ACCOUNT_LABELS).describe('what a method’s `account` holds'),
  needs_bank: z.boolean().describe('a method of this provider names its bank'),
});
export type P2pProvider = z.infer<typeof p2pProvider>;
export const providersBody = z.object({ fiat: fiatField });
export const providersReply = z.array(p2pProvider);

/* ---------- the console ---------- */

export const adminP2pCurrency = p2pCurrency.extend({ enabled: z.boolean() });
export type AdminP2pCurrency = z.infer<typeof adminP2pCurrency>;
export const adminCurrenciesReply = z.array(adminP2pCurrency);
export const adminSaveCurrencyBody = z.object({
  code: fiatField,
  decimals: z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(FIAT_DECIMALS_MAX, 'validation.too_big'),
  enabled: z.boolean('validation.invalid'),
  min_amount: fiatAmountField,
  max_amount: fiatAmountField,
  reference_price: fiatAmountField,
});
export type AdminSaveCurrencyBody = z.infer<typeof adminSaveCurrencyBody>;

export const adminP2pProvider = p2pProvider.extend({ enabled: z.boolean() });
export type AdminP2pProvider = z.infer<typeof adminP2pProvider>;
export const adminProvidersBody = z.object({ fiat: fiatField.optional() });
export const adminProvidersReply = z.array(adminP2pProvider);
export const adminSaveProviderBody = z.object({
  id: idField.optional().describe('a provider to change; without it one is added'),
  fiat: fiatField,
  name: textField({ max: 40, required: 'validation.required' }),
  type: z.enum(P2P_PAY_METHOD_TYPES, 'validation.invalid'),
  account_label: z.enum(P2P_ACCOUNT_LABELS, 'validation.invalid'),
  needs_bank: z.boolean('validation.invalid'),
  enabled: z.boolean('validation.invalid'),
});
export type AdminSaveProviderBody = z.infer<typeof adminSaveProviderBody>;
