/**
 * Pi mode (docs/api.md "Pi app (Pi mode)"): sign in with Pi, link a Pi user, and deposits made with the Pi wallet
 * (the Pi Platform's user-to-app payments), approved and completed by the server.
 */
import { z } from 'zod';
import { listPage, pageQuery } from './envelope.ts';
import { inviteCodeField } from './fields.ts';
import { userinfo } from './user.ts';

export const PI_NETWORKS = ['Pi Network', 'Pi Testnet'] as const;
export type PiNetwork = (typeof PI_NETWORKS)[number];

/** What /api/common/init says about Pi mode: the member app loads the Pi SDK only when `enabled`. */
export const piInit = z.object({
  enabled: z.boolean(),
  sandbox: z.boolean().describe('Pi.init({ sandbox })'),
  network: z.enum(PI_NETWORKS).nullable(),
});
export type PiInit = z.infer<typeof piInit>;
/** /api/common/init's `pi`: the console's status fields and whether the off-chain P2P market is open. */
export const piInitMember = piInit.extend({
  p2p_offchain: z.boolean().describe('false: the operator turned the off-chain P2P market off in Pi mode'),
});
export type PiInitMember = z.infer<typeof piInitMember>;

const required = { error: 'validation.required' };
/** The Pi SDK's access token (Pi.authenticate), checked by the Platform API's GET /v2/me. */
const accessTokenField = z.string(required).trim().min(1, 'validation.required').max(2000, 'validation.too_long');
/** A payment identifier or txid as the Pi SDK gives it. */
const piIdField = z
  .string(required)
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'validation.invalid');

export const piLoginBody = z.object({
  accessToken: accessTokenField,
  invite_code: inviteCodeField.optional().or(z.literal('')),
});
export type PiLoginBody = z.infer<typeof piLoginBody>;
export const piLoginReply = z.object({ userinfo, created: z.boolean().describe('a new member was registered') });
export const piLinkBody = z.object({ accessToken: accessTokenField });
export const piLinkReply = z.object({ pi_username: z.string() });
export const piStatusReply = z.object({
  pi_username: z.string().nullable().describe('null: not linked to a Pi user'),
  can_unlink: z.boolean().describe('false for a member created by Pi sign-in, who has no password'),
});

export const PI_PAYMENT_STATES = ['approved', 'completing', 'completed', 'cancelled'] as const;
export type PiPaymentStateWord = (typeof PI_PAYMENT_STATES)[number];

export const piPayment = z.object({
  identifier: z.string(),
  amount: z.string().describe('PI'),
  state: z.enum(PI_PAYMENT_STATES),
  txid: z.string().nullable(),
  createtime: z.number().int(),
});
export type PiPayment = z.infer<typeof piPayment>;
export const piPaymentReply = z.object({ payment: piPayment });

export const piPaymentBody = z.object({ paymentId: piIdField });
export const piCompleteBody = z.object({ paymentId: piIdField, txid: piIdField });

export const adminPiPayment = piPayment.extend({
  user_id: z.number().int(),
  username: z.string(),
  attempts: z.number().int(),
  last_error: z.string(),
});
export const adminPiPaymentsReply = listPage(adminPiPayment);
export const adminPiRetryBody = z.object({ identifier: piIdField });

export const piRoutes = {
  '/api/user/pilogin': { body: piLoginBody, reply: piLoginReply },
  '/api/user/pilink': { body: piLinkBody, reply: piLinkReply },
  '/api/user/piunlink': { reply: z.object({}) },
  '/api/user/pistatus': { reply: piStatusReply },
  '/api/pi/approve': { body: piPaymentBody, reply: piPaymentReply },
  '/api/pi/complete': { body: piCompleteBody, reply: piPaymentReply },
  '/api/pi/cancel': { body: piPaymentBody, reply: piPaymentReply },
  '/api/pi/incomplete': { body: piPaymentBody, reply: piPaymentReply },
  '/api/admin/pi/status': { reply: piInit },
  '/api/admin/pi/payments': { body: pageQuery, reply: adminPiPaymentsReply },
  '/api/admin/pi/retry': { body: adminPiRetryBody, reply: piPaymentReply },
};
