/**
 * P2P market settings (payment window, system confirmation delay, the review threshold, abuse
 * limits; docs/api.md Admin "configuration … payment window"). The console groups them by the `p2p_` prefix.
 */
import { z } from 'zod';
import { define } from '../settings/settings.define.ts';
import { settingReader } from '../settings/settings.service.ts';

const usdtAmount = z.string().regex(/^\d{1,12}(\.\d{1,6})?$/, 'must be a USDT amount such as 5000 or 99.5');
const rate = z.string().regex(/^0(\.\d{1,8})?$/, 'must be a fraction below 1 such as 0 or 0.002');

export const P2P_SETTINGS = {
  p2p_enabled: define(z.boolean(), true, 'The P2P market is open: members may post and take ads'),
  p2p_payment_window_minutes: define(
    z.number().int().min(1).max(1440),
    15,
    'Payment window: a pending order not confirmed within this many minutes expires and its escrow returns',
  ),
  p2p_confirm_delay_seconds: define(
    z.number().int().min(0).max(3600),
    10,
    'System confirmation: a pending order (not held for review) completes this many seconds after it was taken',
  ),
  p2p_review_over_usdt: define(
    usdtAmount,
    '5000',
    'Orders whose total is over this many USDT wait for the console to confirm or cancel them',
  ),
  p2p_fee_rate: define(
    rate,
    '0',
    "Platform fee as a fraction of an order's USDT total (0.002 = 0.2%), rounded up and kept from the seller's USDT",
  ),
  p2p_auto_match: define(
    z.boolean(),
    true,
    'Spot trading: the system matches a crossing buy and sell ad automatically, at the price of the older ad',
  ),
  p2p_max_open_orders: define(z.number().int().min(1).max(1000), 5, 'Pending orders one member may have taken at once'),
  p2p_max_open_ads: define(z.number().int().min(1).max(1000), 10, 'Open ads one member may have at once'),
  p2p_expiry_cooldown_count: define(
    z.number().int().min(1).max(100),
    3,
    'Expired orders a member may take within 24 hours before a cool-down starts',
  ),
  p2p_cooldown_hours: define(z.number().int().min(1).max(720), 24, 'How long the cool-down stops the member from taking ads'),
  p2p_cancel_limit: define(
    z.number().int().min(1).max(100),
    3,
    'Off-chain orders a buyer may cancel within 24 hours; the cancellation reaching it blocks taking ads',
  ),
  p2p_cancel_block_hours: define(
    z.number().int().min(1).max(720),
    24,
    'How long reaching the cancellation limit blocks taking ads',
  ),
  p2p_release_remind_minutes: define(
    z.number().int().min(1).max(1440),
    15,
    'Minutes after an off-chain buyer marked an order paid before the seller is reminded to check and release',
  ),
  p2p_reference_hours: define(
    z.number().int().min(1).max(720),
    24,
    "Reference price: the median of a currency's off-chain orders completed in this many hours (floating ads follow it)",
  ),
  p2p_reference_min_orders: define(
    z.number().int().min(1).max(1000),
    5,
    "Reference price: completed orders needed for the median; with fewer, the currency's reference set in the console",
  ),
  p2p_price_band_percent: define(
    z.number().int().min(0).max(100),
    0,
    'Off-chain prices must stay within the reference price ± this percent (0: no bound)',
  ),
  p2p_appeal_wait_minutes: define(
    z.number().int().min(0).max(1440),
    10,
    'Minutes after an off-chain order is marked paid before either side may appeal',
  ),
  p2p_chargeback_days: define(
    z.number().int().min(0).max(180),
    7,
    'Days after completion in which a seller may report that the fiat payment was reversed',
  ),
  p2p_chargeback_block_days: define(
    z.number().int().min(1).max(3650),
    30,
    'Days a buyer restricted by a chargeback decision cannot take ads',
  ),
};

/** Reads this area's settings on any database (settings.service.ts settingReader). */
export const p2pSetting = settingReader(P2P_SETTINGS);
