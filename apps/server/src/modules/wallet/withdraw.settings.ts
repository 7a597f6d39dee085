/**
 * Withdrawal safety and payout settings (docs/api.md "Deposits": withdrawals paid out; the issue of a wallet
 * people can follow): how long a new withdrawal address waits before use, above which amount a withdrawal
 * always waits for the console. A paid-out transaction's explorer page is the network's `explorer_tx`
 * (chain_networks, modules/chain).
 */
import { COINS } from '@app/contract';
import { z } from 'zod';
import { define } from '../settings/settings.define.ts';
import { settingReader } from '../settings/settings.service.ts';

const decimalText = z.string().regex(/^\d{1,15}(\.\d{1,8})?$/, 'must be a decimal such as 10 or 0.5');

export const WITHDRAW_SETTINGS = {
  withdraw_address_cooldown_hours: define(
    z.number().int().min(0).max(720),
    24,
    'Hours a newly bound or changed withdrawal address waits before a withdrawal may go to it',
  ),
  withdraw_review_above: define(
    z.partialRecord(z.enum(COINS), decimalText),
    {},
    'Per coin: withdrawals up to this amount to an address past its cool-down are passed without review and wait only for their payout; above it (or for a coin not listed) they always go to review',
  ),
};

/** Reads this area's settings on any database (settings.service.ts settingReader). */
export const withdrawSetting = settingReader(WITHDRAW_SETTINGS);
