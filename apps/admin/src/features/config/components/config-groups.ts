/**
 * The Configuration page's areas (docs/api.md "Admin" configuration: app version and links, map, registration,
 * coins/chains/addresses/fees/limits, rates, sign-in rules, verification). A setting belongs to the
 * first area whose exact key or prefix matches; a key no area claims goes to "Other" rather than vanish.
 */
import type { ConfigItem } from '@app/contract';

/** An area's tab title is `config.group.<id>` in the locale files. */
export interface ConfigGroup {
  id: string;
  /** Exact keys, checked before any prefix. */
  keys?: string[];
  prefixes: string[];
}

export const CONFIG_GROUPS: ConfigGroup[] = [
  { id: 'app', keys: ['servers', 'user_agreement', 'privacy_policy'], prefixes: ['app_', 'download_'] },
  { id: 'map', prefixes: ['map_', 'label_'] },
  { id: 'registration', prefixes: ['invite_', 'register_'] },
  // Per-level withdrawal limits are what a verification level unlocks, so they sit with verification.
  {
    id: 'verification',
    keys: ['withdraw_daily_limit_basic', 'withdraw_daily_limit_advanced', 'withdraw_daily_limits'],
    prefixes: ['verify_'],
  },
  { id: 'wallet', keys: ['coin_names'], prefixes: ['wallet_', 'withdraw_', 'recharge_'] },
  { id: 'exchange', prefixes: ['exchange_', 'points_', 'dgb_'] },
  { id: 'signin', prefixes: ['signin_'] },
  { id: 'p2p', prefixes: ['p2p_'] },
  { id: 'shop', prefixes: ['shop_'] },
  { id: 'community', prefixes: ['community_', 'chat_'] },
  { id: 'vip', prefixes: ['vip_', 'card_'] },
  { id: 'pi', prefixes: ['pi_'] },
  { id: 'backup', prefixes: ['backup_'] },
];

const OTHER: ConfigGroup = { id: 'other', prefixes: [] };

function groupOf(key: string): ConfigGroup {
  return (
    CONFIG_GROUPS.find((g) => g.keys?.includes(key)) ??
    CONFIG_GROUPS.find((g) => g.prefixes.some((p) => key.startsWith(p))) ??
    OTHER
  );
}

/** The settings split by area, in the areas' order, leaving out areas with no setting. */
export function groupSettings(items: ConfigItem[]): { group: ConfigGroup; items: ConfigItem[] }[] {
  return [...CONFIG_GROUPS, OTHER]
    .map((group) => ({ group, items: items.filter((item) => groupOf(item.key) === group) }))
    .filter((entry) => entry.items.length > 0);
}
