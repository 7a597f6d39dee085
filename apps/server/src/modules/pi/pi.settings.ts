/** Operator settings of Pi mode (README "Pi mode", docs/api.md "Pi app (Pi mode)"). */
import { z } from 'zod';
import { define } from '../settings/settings.define.ts';
import { settingReader } from '../settings/settings.service.ts';

export const PI_SETTINGS = {
  pi_signup_without_invite: define(
    z.boolean(),
    false,
    'Pi mode: members signing in with Pi for the first time need no invitation code',
  ),
  pi_deposit_max: define(
    z.string().regex(/^\d+(\.\d{1,7})?$/),
    '10000',
    'Pi mode: the largest deposit (PI) one Pi wallet payment may make',
  ),
  pi_p2p_offchain_off: define(
    z.boolean(),
    false,
    "Pi mode: the off-chain P2P market (PI for cash) is off, as Pi's developer terms may restrict PI-for-fiat trading in listed apps",
  ),
};

/** Reads this area's settings on any database (settings.service.ts settingReader). */
export const piSetting = settingReader(PI_SETTINGS);
