/**
 * Offer alerts (docs/api.md "P2P in the members' own money" → "Alerts"): at most 10 per member; an open offchain
 * ad of another member of the alert's side and currency, offering one of its providers (any when none), priced
 * at or under the limit (sell ads) or at or over it (buy ads), raises one `p2p_alert` notice, at most one per alert
 * per hour.
 */
import { z } from 'zod';
import { idField } from './fields.ts';
import { fiatAmountField, fiatField } from './p2p-fiat.ts';
import { p2pProviderRef } from './p2p.ts';
import { P2P_AD_PAY_METHODS_MAX, P2P_AD_TYPES } from './rules/p2p-market.ts';

/** The most alerts a member may keep. */
export const P2P_ALERTS_MAX = 10;

export const addAlertBody = z.object({
  type: z.enum(P2P_AD_TYPES, 'validation.invalid').describe('the side of the ads to watch: `sell` ads are where one buys'),
  fiat: fiatField,
  providers: z
    .array(idField, 'validation.invalid')
    .max(P2P_AD_PAY_METHODS_MAX, 'validation.too_big')
    .optional()
    .describe('providers of the currency, any of which the ad must offer; any when empty'),
  price: fiatAmountField.describe('the price limit per PI in the currency: at most it (sell ads), at least it (buy ads)'),
});
export type AddAlertBody = z.infer<typeof addAlertBody>;

export const p2pAlert = z.object({
  id: z.number().int(),
  type: z.enum(P2P_AD_TYPES),
  fiat: z.string(),
  providers: z.array(p2pProviderRef.pick({ id: true, name: true })),
  price: z.string(),
  createtime: z.number().int(),
  notified_at: z.number().int().nullable().describe('when it last raised a notice; null before the first'),
});
export type P2pAlert = z.infer<typeof p2pAlert>;
export const alertsReply = z.array(p2pAlert);
export const delAlertBody = z.object({ id: idField });
