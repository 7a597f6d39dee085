/**
 * Points: docs/api.md "Wallet, points and transfers" — DGB points and go score logs, transfers to another
 * member (/api/user/changescore) and the DGB → platform coin exchange (/api/user/stom, with its preview).
 */
import { z } from 'zod';
import { listPage, pageQuery } from './envelope.ts';
import { payPasswordField } from './fields.ts';
import { amountField, idempotencyKeyField, walletLogItem } from './wallet.ts';

export const POINT_TYPES = ['dgb', 'go'] as const;
export type PointType = (typeof POINT_TYPES)[number];
export const POINT_COINS = ['DGB', 'GO'] as const;
export type PointCoin = (typeof POINT_COINS)[number];

export const scoreListBody = pageQuery.extend({ type: z.enum(POINT_TYPES, 'validation.invalid').default('dgb') });
export const scoreListReply = listPage(walletLogItem);

export const changeScoreBody = z.object({
  to: z.union([
    z.number().int().positive('validation.id'),
    z.string().trim().min(1, 'validation.required').max(40, 'validation.too_long'),
  ]),
  amount: amountField,
  paypassword: payPasswordField,
  coin: z.enum(POINT_COINS, 'validation.invalid').default('DGB'),
  idempotency_key: idempotencyKeyField,
});
export type ChangeScoreBody = z.infer<typeof changeScoreBody>;
export const changeScoreReply = z.object({
  id: z.number().int().describe('the transfer (ledger posting) id'),
  amount: z.string(),
  coin: z.enum(POINT_COINS),
  to: z.object({ id: z.number().int(), username: z.string(), nickname: z.string() }),
});

export const stomPreviewBody = z.object({ amount: amountField });
export const stomBody = z.object({ amount: amountField, paypassword: payPasswordField, idempotency_key: idempotencyKeyField });
export type StomBody = z.infer<typeof stomBody>;
export const stomReply = z.object({
  amount: z.string().describe('DGB points spent'),
  rate: z.string().describe('platform coin per DGB point'),
  fee: z.string().describe('DGB points kept as the fee, rounded up'),
  received: z.string().describe('platform coin credited: (amount − fee) × rate, rounded down'),
});
export type StomReply = z.infer<typeof stomReply>;
