/**
 * The DGB points → platform coin exchange figures (docs/api.md /api/user/stom: amount, rate, fee, received).
 * Rounding is in the platform's favour: the fee (kept in DGB points) is rounded up, the platform coin
 * received is rounded down. Pure, so the preview and the exchange itself compute the very same figures.
 */
import { coinScale, mulRateDown, mulRateUp } from '@app/contract';

export interface ExchangeQuote {
  /** DGB units spent */
  amount: bigint;
  /** DGB units kept as the fee */
  fee: bigint;
  /** platform coin units credited */
  received: bigint;
  rate: string;
}

export function quoteExchange(amount: bigint, rate: string, feeRate: string): ExchangeQuote {
  const dgb = coinScale('DGB');
  const fee = mulRateUp(amount, feeRate, dgb, dgb);
  const net = amount > fee ? amount - fee : 0n;
  return { amount, fee, received: mulRateDown(net, rate, dgb, coinScale('COIN')), rate };
}
