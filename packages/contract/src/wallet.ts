/**
 * Wallet: docs/api.md "Wallet, points and transfers" (coins, balances, recharge, withdrawal, bound addresses,
 * balance log) and the wallet parts of docs/api.md "Admin" (member balances, ledger history, adjustments).
 * Amounts are decimal strings at the coin's scale; the server parses them exactly (money.ts).
 */
import { z } from 'zod';
import { COINS } from './common.ts';
import { listPage, pageQuery } from './envelope.ts';
import { emailCodeField, idField, payPasswordField } from './fields.ts';
import { VERIFY_LEVELS } from './user.ts';
import { LEDGER_MEMO_KEYS } from './rules/ledger-memo.ts';

const required = { error: 'validation.required' };

/**
 * A positive decimal amount as typed. Only a string (docs/api.md "Conventions": amounts are decimal strings,
 * never JSON numbers): a number has already been rounded by JSON.parse past 2^53 or 17 significant digits,
 * so the amount read would not be the amount sent.
 */
const amountType = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'validation.required' : 'validation.invalid'),
};
export const amountField = z
  .string(amountType)
  .trim()
  .max(40, 'validation.too_long')
  .regex(/^\d+(\.\d+)?$/, 'validation.invalid');
/** A signed decimal amount (operator adjustments: negative takes money away). */
export const signedAmountField = z
  .string(amountType)
  .trim()
  .max(41, 'validation.too_long')
  .regex(/^-?\d+(\.\d+)?$/, 'validation.invalid');
export const coinField = z.enum(COINS, 'validation.invalid');
export const chainField = z.string(required).trim().min(1, 'validation.required').max(20, 'validation.too_long');
/** Chain addresses differ by network; letters, digits and the separators some networks use. */
export const chainAddressField = z
  .string(required)
  .trim()
  .min(10, 'validation.invalid')
  .max(128, 'validation.too_long')
  .regex(/^[A-Za-z0-9._:-]+$/, 'validation.invalid');
export const txHashField = z
  .string(required)
  .trim()
  .min(8, 'validation.invalid')
  .max(128, 'validation.too_long')
  .regex(/^[A-Za-z0-9._:-]+$/, 'validation.invalid');
/** docs/api.md "Conventions": a repeat with the same key returns the first result and moves nothing twice. */
export const idempotencyKeyField = z.string().trim().min(1, 'validation.required').max(64, 'validation.too_long').optional();

export const DEPOSIT_STATUSES = ['pending', 'passed', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
/**
 * A deposit as the member follows it (docs/api.md "Deposits"): `pending` waits for an operator, `confirming`
 * is a transfer seen on a chain the server watches, waiting for its confirmations, then `passed` (credited)
 * or `rejected` (with the reason).
 */
export const DEPOSIT_RECORD_STATUSES = ['pending', 'confirming', 'passed', 'rejected'] as const;
export type DepositRecordStatus = (typeof DEPOSIT_RECORD_STATUSES)[number];

export const moneyType = z.object({
  coin: z.enum(COINS),
  name: z.string(),
  scale: z.number().int(),
  chains: z.array(z.string()),
  recharge_enabled: z.boolean(),
  withdraw_enabled: z.boolean(),
  /** only the coin's suspended networks, each with the localized reason (docs/api.md "Suspended networks") */
  suspended: z.record(z.string(), z.object({ deposits: z.string().optional(), withdrawals: z.string().optional() })).optional(),
});
export type MoneyType = z.infer<typeof moneyType>;
export const moneyTypeReply = z.array(moneyType);

export const walletBalance = z.object({ coin: z.enum(COINS), available: z.string(), frozen: z.string() });
export type WalletBalance = z.infer<typeof walletBalance>;
export const walletReply = z.array(walletBalance);

export const rechargeBody = z
  .object({
    coin: coinField,
    chain: chainField,
    amount: amountField.optional(),
    hash: txHashField.optional(),
    idempotency_key: idempotencyKeyField,
  })
  .superRefine((body, ctx) => {
    // The reviewer credits what the member says was sent, checked against the chain: a hash needs its amount.
    if (body.hash && !body.amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.required' });
  });
export type RechargeBody = z.infer<typeof rechargeBody>;
export const rechargeAddress = z.object({
  address: z.string(),
  chain: z.string(),
  min_recharge: z.string(),
  arrival_minutes: z
    .number()
    .int()
    .describe('on a watched network, about how long after its confirmations a transfer is credited'),
  qrcode: z.string().describe('PNG data URL of the address'),
  memo: z.string().optional().describe("the member's own memo on a shared-address chain: a transfer without it is not credited"),
  watched: z
    .boolean()
    .describe(
      'whether a chain watcher reads this network for this coin: true credits a transfer after `confirmations` without ' +
        'its hash; false waits for the member to submit the hash, which an operator checks',
    ),
  confirmations: z.number().int().optional().describe('confirmations a transfer needs before it is credited, on a watched chain'),
});
export type RechargeAddress = z.infer<typeof rechargeAddress>;
export const depositRecord = z.object({
  id: z.number().int(),
  coin: z.enum(COINS),
  chain: z.string(),
  amount: z.string(),
  hash: z.string(),
  status: z.enum(DEPOSIT_RECORD_STATUSES),
  confirmations: z.number().int().optional().describe('seen so far, on a watched chain'),
  confirmations_needed: z.number().int().optional(),
  explorer_url: z.string().optional().describe("the transaction on the chain's configured block explorer"),
  reason: z.string().optional().describe('why it was rejected'),
  createtime: z.number().int(),
});
export type DepositRecord = z.infer<typeof depositRecord>;
export const depositsBody = pageQuery.extend({ status: z.enum(DEPOSIT_RECORD_STATUSES, 'validation.invalid').optional() });
export const depositsReply = listPage(depositRecord);
export const rechargeReply = z
  .union([rechargeAddress, depositRecord])
  .describe('without hash: where to send; with hash: the pending deposit');

export const tcconfigBody = z.object({ coin: coinField.optional() });
export const tcconfigReply = z.object({
  coin: z.enum(COINS),
  fee_rate: z.string(),
  fee_min: z.string(),
  min_amount: z.string(),
  daily_limit: z.string().describe('"0" when the verification level allows no withdrawal'),
  used_today: z.string(),
  verify_level: z.enum(VERIFY_LEVELS),
  chains: z.array(z.string()),
  addresses: z.record(z.string(), z.string()).describe('the bound withdrawal address per chain'),
  address_usable_at: z
    .record(z.string(), z.number().int())
    .describe('per chain: when the bound address may first be withdrawn to (unix seconds; a new address waits a cool-down)'),
  exchange_rate: z.string().describe('platform coin received per DGB point, before the fee'),
  exchange_fee_rate: z.string(),
  pi_wallet_chains: z
    .array(z.string())
    .describe(
      "chains whose withdrawals go to the member's Pi wallet with no bound address (docs/api.md 'Withdrawing to the Pi wallet')",
    ),
});
export type TcConfig = z.infer<typeof tcconfigReply>;

export const withdrawBody = z.object({
  coin: coinField,
  chain: chainField,
  address: chainAddressField.optional().or(z.literal('')),
  amount: amountField,
  paypassword: payPasswordField,
  idempotency_key: idempotencyKeyField,
});
export type WithdrawBody = z.infer<typeof withdrawBody>;
/** Where a withdrawal goes: the bound address, or the member's Pi wallet through the Pi Platform (address ''). */
export const WITHDRAW_DESTINATIONS = ['address', 'pi_wallet'] as const;
export const withdrawDestination = z.enum(WITHDRAW_DESTINATIONS);
export type WithdrawDestination = z.infer<typeof withdrawDestination>;
export const withdrawReply = z.object({
  id: z.number().int(),
  coin: z.enum(COINS),
  chain: z.string(),
  address: z.string(),
  destination: withdrawDestination,
  amount: z.string(),
  fee: z.string().describe('rounded up: the platform keeps the fee, so the member is never under-charged by rounding'),
  actual: z.string().describe('amount − fee: what arrives on chain'),
  status: z.enum(DEPOSIT_STATUSES),
  createtime: z.number().int(),
});
export type WithdrawRecord = z.infer<typeof withdrawReply>;

export const bindAddressBody = z.object({
  coin: coinField,
  chain: chainField,
  address: chainAddressField.describe("checked against the network's format before anything else (rules/chain-address.ts)"),
  paypassword: payPasswordField,
  code: emailCodeField.describe('the mailed code of event withdrawaddr: a new address needs the mailbox too'),
});
export type BindAddressBody = z.infer<typeof bindAddressBody>;

export const walletLogBody = pageQuery.extend({ coin: coinField.optional() });
export const walletLogItem = z.object({
  id: z.number().int(),
  coin: z.enum(COINS),
  amount: z.string().describe('signed: negative left the balance'),
  balance: z.string().describe('available balance right after this entry'),
  type: z.string().describe('what moved the money: one of POSTING_KINDS (postings.ts), e.g. deposit, shop_pay, p2p_trade'),
  memo: z.string(),
  memo_text: z
    .object({ key: z.enum(LEDGER_MEMO_KEYS), params: z.record(z.string(), z.string()) })
    .optional()
    .describe("a memo the server wrote, as a key and params for the reader's language (rules/ledger-memo.ts)"),
  createtime: z.number().int(),
});
export type WalletLogItem = z.infer<typeof walletLogItem>;
export const walletLogReply = listPage(walletLogItem);

/* ---------- operator console ---------- */

export const adminAdjustBody = z.object({
  user_id: idField,
  coin: coinField,
  amount: signedAmountField,
  reason: z.string(required).trim().min(1, 'validation.required').max(200, 'validation.too_long'),
  idempotency_key: idempotencyKeyField,
});
export type AdminAdjustBody = z.infer<typeof adminAdjustBody>;
export const adminAdjustReply = z.object({
  user_id: z.number().int(),
  coin: z.enum(COINS),
  amount: z.string(),
  available: z.string(),
  posting_id: z.number().int(),
});
export const adminBalancesBody = z.object({ user_id: idField });
export const adminBalancesReply = z.object({ user_id: z.number().int(), username: z.string(), balances: walletReply });
export const adminLedgerBody = pageQuery.extend({ user_id: idField, coin: coinField.optional() });
export const adminLedgerItem = walletLogItem.extend({ bucket: z.enum(['available', 'frozen']), posting_id: z.number().int() });
export const adminLedgerReply = listPage(adminLedgerItem);
export const adminLiquidityBody = z.object({
  coin: coinField,
  amount: signedAmountField,
  reason: z.string(required).trim().min(1, 'validation.required').max(200, 'validation.too_long'),
});
export const adminLiquidityReply = z.object({ coin: z.enum(COINS), available: z.string() });
