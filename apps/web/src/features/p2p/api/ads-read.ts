/**
 * The read of one page of ads (docs/api.md /api/ctoc/getlist), kept apart from its query (get-ads.ts) so the boot
 * entry (app/first-data.ts) can start the very same read without loading the query library.
 */
import type { P2pAdType, P2pPayMethodType, P2pSettlement } from '@app/contract';

export interface AdFilter {
  settlement?: P2pSettlement;
  pay_type?: P2pPayMethodType;
  amount?: string;
  /** a currency's market (docs/api.md "P2P in the members' own money" → "The market") */
  fiat?: string;
  providers?: number[];
  fiat_amount?: string;
  /** only traders I trust ("Block and trust") */
  trusted?: boolean;
}

export const adsBody = (type: P2pAdType, filter: AdFilter, page: number) => ({ type, coin: 'PI' as const, ...filter, page });

/** What the trading tab lists first (pages/business.tsx): the sell ads of its market, none of its filters set. */
export const openingAdsBody = (fiat: string | null) => adsBody('sell', fiat ? { fiat } : {}, 1);
