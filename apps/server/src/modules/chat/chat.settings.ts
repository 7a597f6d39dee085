/** Chat settings (docs/product.md §4 "ping answered with pong"): the console shows them in the `chat_` group. */
import { z } from 'zod';
import { define } from '../settings/settings.define.ts';
import { settingReader } from '../settings/settings.service.ts';

export const CHAT_SETTINGS = {
  chat_ping_seconds: define(
    z.number().int().min(1).max(300),
    25,
    'Seconds between chat socket pings; a socket that misses one answer is dropped',
  ),
};

/** Reads this area's settings on any database (settings.service.ts settingReader). */
export const chatSetting = settingReader(CHAT_SETTINGS);
