/**
 * The P2P market's overview (the ecosystem tab): docs/api.md "Peer-to-peer PI market" (`/api/ctoc/getlistall`).
 * Prices and turnover at USDT's scale, quantities at PI's; the offchain currencies' best prices per currency.
 */
import { z } from 'zod';
import { p2pCoinField } from './p2p.ts';
import { P2P_AD_TYPES, P2P_COINS, P2P_MATCHING_TYPES } from './rules/p2p-market.ts';

export const marketOverviewBody = z.object({ coin: p2pCoinField.optional() });
export const p2pTrade = z.object({
  id: z.number().int(),
  type: z.enum(P2P_AD_TYPES).describe("the taker's side"),
  coin: z.enum(P2P_COINS),
  quantity: z.string(),
  price: z.string(),
  total_price: z.string(),
  matching_type: z.enum(P2P_MATCHING_TYPES),
  time: z.number().int().describe('when it completed'),
});
export type P2pTrade = z.infer<typeof p2pTrade>;
export const p2pChartPoint = z.object({
  time: z.number().int().describe('start of the minute, unix seconds; ascending and unique'),
  price: z.string().describe('last trade price in that minute'),
});
export const marketOverviewReply = z.object({
  coin: z.enum(P2P_COINS),
  last_price: z.string().nullable().describe('null before the first trade'),
  change_24h: z.string().describe('percent against the last price 24 h ago (or the first trade since), e.g. "-1.25"'),
  high_24h: z.string().nullable(),
  low_24h: z.string().nullable(),
  volume_24h: z.string().describe('PI traded in 24 h'),
  turnover_24h: z.string().describe('USDT traded in 24 h'),
  best_buy: z.string().nullable().describe('highest open buy price'),
  best_sell: z.string().nullable().describe('lowest open sell price'),
  latest: z.array(p2pTrade).describe('latest completed trades, anonymised'),
  chart: z.array(p2pChartPoint).describe('recent trade prices by minute, oldest first'),
  fiat: z
    .array(z.object({ fiat: z.string(), best_buy: z.string().nullable(), best_sell: z.string().nullable() }))
    .describe('per enabled currency, the best open offchain prices (highest buy, lowest sell) in that currency'),
});
export type MarketOverview = z.infer<typeof marketOverviewReply>;
