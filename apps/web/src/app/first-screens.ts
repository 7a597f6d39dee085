/**
 * The code of the screens a cold start opens on, fetched by the boot entry (app/first-data.ts) before the app
 * entry that lazily loads it (app/router.tsx) has arrived. Listed by source module under src/ — the route's own
 * lazy import and, for a tab screen, the tab bar's; build/boot-entry.ts turns each list into the built files
 * with their imports and writes them into index.html (`FIRST_SCREENS_ID`), so the boot entry needs no import
 * edge to them (one would make the bundler split the app entry's shared modules into many small chunks).
 * A module missing from the build fails it.
 */
import { paths } from '../config/paths';
import { HOME_SCREEN } from './first-screen-ids';

export const TAB_LAYOUT = 'components/tab-layout.tsx';

export interface FirstScreen {
  /** Screens that send guests to login first: their code is fetched only for a member. */
  member: boolean;
  modules: readonly string[];
}

export const FIRST_SCREEN_MODULES: Record<string, FirstScreen> = {
  // The home map with its map library (features/map/components/home-map-view.tsx), and the entry route's
  // session refresh that opens it (features/account/pages/loading.tsx).
  [HOME_SCREEN]: {
    member: false,
    modules: [
      TAB_LAYOUT,
      'features/map/pages/home-map.tsx',
      'features/map/components/home-map-view.tsx',
      'features/account/pages/loading.tsx',
    ],
  },
  [paths.community]: { member: false, modules: [TAB_LAYOUT, 'features/community/pages/community.tsx'] },
  [paths.shopDesc]: { member: false, modules: ['features/map/pages/shop-desc.tsx'] },
  [paths.goodsInfo]: { member: false, modules: ['features/shop/pages/goods-info.tsx'] },
  [paths.business]: { member: true, modules: ['features/p2p/pages/business.tsx'] },
  [paths.wallet]: { member: true, modules: ['features/wallet/pages/wallet.tsx'] },
  [paths.me]: { member: true, modules: [TAB_LAYOUT, 'features/account/pages/me.tsx'] },
};
