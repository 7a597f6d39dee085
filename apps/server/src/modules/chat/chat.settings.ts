/** Chat settings (docs/product.md §4 "ping answered with pong"): the console shows them in the `chat_` group. */
import { z } from 'zod';
import { define } from '../settings/settings.define.ts';

export const CHAT_SETTINGS = {
  chat_ping_seconds: define(
    z.number().int().min(1).max(300),
    25,
    'Seconds between chat socket pings; a socket that misses one answer is dropped',
  ),
};

type ChatSettings = typeof CHAT_SETTINGS;
declare module '../settings/settings.registry.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this area's keys to the catalog
  interface SettingsCatalog extends ChatSettings {}
}
