/**
 * Withdrawals the member can follow and the operator pays out (docs/api.md "Deposits": /api/user/withdrawals;
 * "Withdrawals paid out"). A withdrawal is reviewed (pending → passed | rejected); a passed one is in transit
 * until the operator records the payout transaction (paid) or marks the payout failed, which returns the
 * funds. The timeline the member app draws is computed here once, from the record the server returns.
 */
import { z } from 'zod';
import { COINS } from './common.ts';
import { listPage, pageQuery } from './envelope.ts';
import { idField } from './fields.ts';
import type { RouteSchemas } from './route-schemas.ts';
import { txHashField, withdrawDestination } from './wallet.ts';

/** What the member reads: the review decision, then the payout outcome of a passed withdrawal. */
export const WITHDRAW_STATUSES = ['pending', 'passed', 'paid', 'rejected', 'failed'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** The states of the server's own payout (docs/api.md "PI paid by the server"). */
export const PAYOUT_STATES = ['queued', 'submitted', 'paid', 'failed'] as const;

export const myWithdrawalsBody = pageQuery.extend({ status: z.enum(WITHDRAW_STATUSES, 'validation.invalid').optional() });
export const myWithdrawal = z.object({
  id: z.number().int(),
  coin: z.enum(COINS),
  chain: z.string(),
  address: z.string().describe("the bound address; '' when paid to the Pi wallet"),
  destination: withdrawDestination,
  amount: z.string().describe('taken from the balance'),
  fee: z.string(),
  received: z.string().describe('amount − fee: what arrives on chain'),
  status: z.enum(WITHDRAW_STATUSES),
  hash: z.string().optional().describe('the payout transaction, once paid'),
  explorer_url: z.string().optional().describe("the payout on the chain's explorer, where one is configured"),
  createtime: z.number().int(),
  decidetime: z.number().int().optional().describe('when the review decided'),
  paidtime: z.number().int().optional().describe('when the payout was recorded as paid or failed'),
  reason: z.string().optional().describe('why it was rejected or why the payout failed'),
  payout_state: z
    .enum(PAYOUT_STATES)
    .optional()
    .describe("the server's own payout while it sends the withdrawal (docs/api.md 'Withdrawing to the Pi wallet')"),
});
export type MyWithdrawal = z.infer<typeof myWithdrawal>;
export const myWithdrawalsReply = listPage(myWithdrawal);

/** Withdrawn amounts not yet final, per coin: waiting for review, and passed but not yet paid out. */
export const pendingWithdrawalsReply = z.array(z.object({ coin: z.enum(COINS), in_review: z.string(), in_transit: z.string() }));
export type PendingWithdrawals = z.infer<typeof pendingWithdrawalsReply>;

const reasonField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(200, 'validation.too_long');
export const adminPayoutBody = z.object({ id: idField, hash: txHashField });
export const adminPayoutFailBody = z.object({ id: idField, reason: reasonField });
export const adminPayoutListBody = pageQuery;
/** The server's own payout of a PI withdrawal (docs/api.md "Automatic payouts on the desk"); null when it sends none. */
export const automaticPayout = z.object({
  state: z.enum(PAYOUT_STATES),
  attempts: z.number().int(),
  last_error: z.string(),
  hash: z.string().describe("the last attempt's transaction; '' before one was signed"),
  pi_payment_id: z.string().describe("the Pi Platform app-to-user payment; '' for a payout to a plain address"),
});
export type AutomaticPayout = z.infer<typeof automaticPayout>;
export const adminPayoutItem = myWithdrawal.extend({
  user_id: z.number().int(),
  username: z.string(),
  automatic: automaticPayout.nullable(),
});
export const adminPayoutListReply = listPage(adminPayoutItem);

export const withdrawalRoutes = {
  // wallet/wallet.routes.ts
  '/api/user/withdrawals': { body: myWithdrawalsBody, reply: myWithdrawalsReply },
  '/api/user/withdrawals/pending': { reply: pendingWithdrawalsReply },
  // wallet/withdraw-payout.routes.ts
  '/api/admin/withdraw/payouts': { body: adminPayoutListBody, reply: adminPayoutListReply },
  '/api/admin/withdraw/paid': { body: adminPayoutBody, reply: adminPayoutItem },
  '/api/admin/withdraw/fail': { body: adminPayoutFailBody, reply: adminPayoutItem },
} satisfies Record<string, RouteSchemas>;
