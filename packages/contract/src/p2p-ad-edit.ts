/**
 * Editing one's own open ad (docs/api.md "P2P in the members' own money" → "Editing"): price (or price kind and
 * margin), minimum quantity, remark and the methods or providers offered, with the same checks as posting,
 * only while no order taken from it is open.
 */
import { z } from 'zod';
import { idField } from './fields.ts';
import { submitAdBody } from './p2p.ts';

export const editAdBody = z.object({
  id: idField.describe('one of my open ads'),
  price: submitAdBody.shape.price.describe('a fixed price, in USDT (`wallet`) or the ad’s `fiat`, per PI'),
  price_type: submitAdBody.shape.price_type,
  margin: submitAdBody.shape.margin,
  min_quantity: submitAdBody.shape.min_quantity.optional(),
  remark: submitAdBody.shape.remark,
  pay_methods: submitAdBody.shape.pay_methods.describe('an `offchain` sell ad: 1–5 of my methods of its currency'),
  providers: submitAdBody.shape.providers.describe('an `offchain` buy ad: 1–5 providers of its currency'),
});
export type EditAdBody = z.infer<typeof editAdBody>;
