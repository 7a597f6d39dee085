/** The market's operator settings (p2p.settings.ts) read once per call and turned into exact units. */
import { toUnits } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { p2pSetting } from './p2p.settings.ts';
import { USDT_SCALE } from './p2p-math.ts';

export interface P2pConfig {
  enabled: boolean;
  windowSeconds: number;
  confirmDelaySeconds: number;
  /** orders whose total is over this (USDT units) wait for the console */
  reviewOver: bigint;
  feeRate: string;
  autoMatch: boolean;
  maxOpenOrders: number;
  maxOpenAds: number;
  cooldownAfter: number;
  cooldownSeconds: number;
  /** off-chain cancellations counted per 24 h before taking is blocked for `cancelBlockSeconds` */
  cancelLimit: number;
  cancelBlockSeconds: number;
  releaseRemindSeconds: number;
  /** docs/api.md "P2P in the members' own money": the appeal's wait after paid, the chargeback window and restriction */
  appealWaitSeconds: number;
  chargebackSeconds: number;
  chargebackBlockSeconds: number;
}

export async function p2pConfig(db: Db): Promise<P2pConfig> {
  const [cancelLimit, cancelBlockHours, remindMinutes, appealWait, chargebackDays, chargebackBlockDays] = await Promise.all([
    p2pSetting(db, 'p2p_cancel_limit'),
    p2pSetting(db, 'p2p_cancel_block_hours'),
    p2pSetting(db, 'p2p_release_remind_minutes'),
    p2pSetting(db, 'p2p_appeal_wait_minutes'),
    p2pSetting(db, 'p2p_chargeback_days'),
    p2pSetting(db, 'p2p_chargeback_block_days'),
  ]);
  const [enabled, window, delay, reviewOver, feeRate, autoMatch, maxOrders, maxAds, cooldownAfter, cooldownHours] =
    await Promise.all([
      p2pSetting(db, 'p2p_enabled'),
      p2pSetting(db, 'p2p_payment_window_minutes'),
      p2pSetting(db, 'p2p_confirm_delay_seconds'),
      p2pSetting(db, 'p2p_review_over_usdt'),
      p2pSetting(db, 'p2p_fee_rate'),
      p2pSetting(db, 'p2p_auto_match'),
      p2pSetting(db, 'p2p_max_open_orders'),
      p2pSetting(db, 'p2p_max_open_ads'),
      p2pSetting(db, 'p2p_expiry_cooldown_count'),
      p2pSetting(db, 'p2p_cooldown_hours'),
    ]);
  return {
    enabled,
    windowSeconds: window * 60,
    confirmDelaySeconds: delay,
    reviewOver: toUnits(reviewOver, USDT_SCALE, { rounding: 'down' }),
    feeRate,
    autoMatch,
    maxOpenOrders: maxOrders,
    maxOpenAds: maxAds,
    cooldownAfter,
    cooldownSeconds: cooldownHours * 3600,
    cancelLimit,
    cancelBlockSeconds: cancelBlockHours * 3600,
    releaseRemindSeconds: remindMinutes * 60,
    appealWaitSeconds: appealWait * 60,
    chargebackSeconds: chargebackDays * 86_400,
    chargebackBlockSeconds: chargebackBlockDays * 86_400,
  };
}
