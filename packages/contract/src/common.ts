/** App bootstrap and uploads: docs/api.md "Common". */
import { z } from 'zod';
import { piInitMember } from './pi.ts';

export const COINS = ['PI', 'USDT', 'COIN', 'DGB', 'GO'] as const;
export type Coin = (typeof COINS)[number];

export const coinInfo = z.object({ coin: z.enum(COINS), name: z.string(), scale: z.number().int() });

export const initReply = z.object({
  version: z.string(),
  versioncode: z.number().int(),
  update: z.object({ type: z.enum(['wgt', 'url']), url: z.string() }).nullable(),
  download: z.object({ android: z.string(), ios: z.string() }),
  map: z.object({
    tile_url: z.string(),
    default_center: z.tuple([z.number(), z.number()]),
    zoom: z.object({ min: z.number().int(), max: z.number().int(), default: z.number().int() }),
  }),
  coins: z.array(coinInfo),
  invite_required: z.boolean(),
  servers: z.array(z.object({ name: z.string(), url: z.string() })).describe('API servers the app can switch between'),
  pi: piInitMember.optional().describe('Pi mode (docs/api.md "Pi app (Pi mode)"); the server always sends it'),
});
export type InitReply = z.infer<typeof initReply>;

export const uploadReply = z.object({ url: z.string(), fullurl: z.string() });
export type UploadReply = z.infer<typeof uploadReply>;
