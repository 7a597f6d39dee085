/** Shop marketplace settings (docs/api.md "Shop marketplace"): the console shows them in the `shop_` group. */
import { z } from 'zod';
import { define } from '../settings/settings.define.ts';
import { settingReader } from '../settings/settings.service.ts';

const rate = z
  .string()
  .regex(/^0(\.\d{1,6})?$/, 'must be a fraction below 1 such as 0.05')
  .describe('fraction of the order total');

export const SHOP_SETTINGS = {
  shop_fee_rate: define(
    rate,
    '0.05',
    'Platform fee kept from the merchant when an order completes (0.05 = 5%), rounded up in the platform’s favour',
  ),
  shop_unpaid_close_minutes: define(z.number().int().min(1).max(1440), 30, 'Minutes before an unpaid order closes itself'),
  shop_auto_receive_days: define(
    z.number().int().min(1).max(60),
    7,
    'Days after shipping when an order counts as received and the merchant is paid',
  ),
  shop_refund_auto_accept_hours: define(
    z.number().int().min(1).max(720),
    48,
    'Hours a merchant has to answer a refund request on an unshipped order before it is accepted by itself',
  ),
};

/** Reads this area's settings on any database (settings.service.ts settingReader). */
export const shopSetting = settingReader(SHOP_SETTINGS);
