/**
 * The shop's configured numbers (settings `shop_*`) and the fee arithmetic (docs/api.md "Conventions":
 * rounding in the platform's favour, stated as `fee`): the fee is the platform's, so it is rounded UP to
 * the smallest USDT unit and the merchant's income, total − fee, is therefore rounded down.
 */
import { coinScale, mulRateUp, SHOP_COIN, type ShopTerms } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { shopSetting } from './shop.settings.ts';

export interface ShopConfig {
  feeRate: string;
  unpaidCloseSeconds: number;
  autoReceiveSeconds: number;
  refundAutoAcceptSeconds: number;
}

export async function shopConfig(db: Db): Promise<ShopConfig> {
  const [feeRate, minutes, days, refundHours] = await Promise.all([
    shopSetting(db, 'shop_fee_rate'),
    shopSetting(db, 'shop_unpaid_close_minutes'),
    shopSetting(db, 'shop_auto_receive_days'),
    shopSetting(db, 'shop_refund_auto_accept_hours'),
  ]);
  return {
    feeRate,
    unpaidCloseSeconds: minutes * 60,
    autoReceiveSeconds: days * 86_400,
    refundAutoAcceptSeconds: refundHours * 3600,
  };
}

/** ⌈total × rate⌉ in USDT units, never more than the total. */
export function platformFee(total: bigint, rate: string): bigint {
  const scale = coinScale(SHOP_COIN);
  const fee = mulRateUp(total, rate, scale, scale);
  return fee > total ? total : fee;
}

/** What a merchant reads before listing (extension /api/shop/terms): the fee the server will charge, never re-derived. */
export async function shopTerms(db: Db): Promise<ShopTerms> {
  const config = await shopConfig(db);
  return {
    fee_rate: config.feeRate,
    auto_receive_days: config.autoReceiveSeconds / 86_400,
    refund_auto_accept_hours: config.refundAutoAcceptSeconds / 3600,
  };
}
