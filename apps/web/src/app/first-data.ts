/**
 * The first screen's code and data requested together instead of one after the other
 * (bench/results/lighthouse-*.md "changes"): on a cold start the boot entry (boot.ts) knows the opened route
 * before React, the router and the interface texts have loaded, so it fetches that screen's chunk (the same
 * module its route loads lazily, which otherwise waits for all the texts, app/router.tsx `AllMessages`), the
 * texts and the screen's first read at once (lib/early-reads.ts); the screen takes the reply over when it asks. Each
 * read is exactly the one the screen makes first (its feature's api/ module); a read that no longer matches
 * is merely asked again, and first-data.test.tsx checks each screen still takes its read over.
 */
import type { InitReply, P2pCurrency } from '@app/contract';
import { smallImageUrl } from '@app/contract/images';
import { paths, tabRoutes } from '@/config/paths';
import { shopGoodsBody } from '@/features/map/api/shop-goods-read';
import { lastCenter } from '@/features/map/utils/search-path';
import { openingAdsBody } from '@/features/p2p/api/ads-read';
import { openingMarket, rememberedFiat } from '@/features/p2p/components/fiat-choice';
import { loadStartMessages } from '@/i18n/message-files';
import { requestEarly } from '@/lib/early-reads';
import { offchainP2pOpen } from '@/lib/offchain-open';
import { getToken } from '@/lib/session-store';
import { getLanguage } from '@/lib/storage';
import { mediaUrl } from '@/lib/transport';
import { FIRST_SCREENS_ID, jsonBlock, type FirstScreenFiles } from './first-screen-ids';
import { openedFirstScreen, opensHomeMap, routeOf } from './opened-screen';

type EarlyReads = (query: URLSearchParams) => void;

/**
 * The screen's largest picture (its Largest Contentful Paint), fetched first among everything still loading
 * as soon as the early reply names it, instead of once the screen has rendered and its lazy image has seen
 * the viewport. `url` is exactly what the screen's image asks for, so the browser uses this copy.
 */
function preloadPicture(url: string | undefined): void {
  if (!url) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

const idOf = (query: URLSearchParams) => Number(query.get('id')) || 0;

/** Chromium's task scheduler at its highest priority where there is one, else the next task. */
function soon(task: () => void): void {
  const scheduler = (globalThis as { scheduler?: { postTask(task: () => void, options: { priority: string }): unknown } })
    .scheduler;
  if (scheduler) void scheduler.postTask(task, { priority: 'user-blocking' });
  else setTimeout(task, 0);
}

/** Fetches `files` as modules, as Vite's own preload of a lazy import would; the router's import then runs them. */
function preloadModules(files: readonly string[]): void {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

/**
 * Reads a member's first screen makes (some screens are open to guests): each read the screen makes as it first
 * renders belongs here, not only its first. Asked by the rendered screen, each waited for React to arrive and
 * run, and came last before the screen's largest paint (bench/results/lighthouse-2026-12-07.md).
 */
const MEMBER_READS: Record<string, EarlyReads> = {
  // The entry route refreshes the stored session before it opens the home map (features/account/pages/loading.tsx).
  [paths.loading]: () => void requestEarly('/api/user/getuserinfo'),
  [paths.loadingAlias]: () => void requestEarly('/api/user/getuserinfo'),
  // P2P trading waits for the member's verification level and the enabled currencies, and reads the app settings;
  // with both, it lists its market's ads.
  [paths.business]: (query) => {
    void requestEarly('/api/user/getuserinfo');
    const currencies = requestEarly('/api/ctoc/currencies', {});
    const settings = requestEarly('/api/common/init');
    void Promise.all([currencies, settings]).then(([enabled, init]) => requestOpeningAds(query, enabled, init));
  },
  // The wallet shows under each coin what is still being withdrawn: read with the balances, not after them.
  [paths.wallet]: () => {
    void requestEarly('/api/ctoc/getwallet');
    void requestEarly('/api/user/withdrawals/pending', {});
  },
  // Me also shows the balances near the top; read late, their arrival pushed the cards below down (CLS).
  // The order shortcuts carry the buyer's counts (features/account/api/order-counts.ts).
  [paths.me]: () => {
    void requestEarly('/api/user/getuserinfo');
    void requestEarly('/api/ctoc/getwallet');
    void requestEarly('/api/order/counts', { role: 'buyer' });
  },
};

/**
 * The trading tab's first list and its currency's providers, as the screen asks for them (features/p2p/pages/
 * business.tsx `useMarket`): asked by the rendered screen, they came after React had arrived and run, a round trip
 * before its largest paint (bench/results/lighthouse-2026-12-07-c.md).
 */
function requestOpeningAds(query: URLSearchParams, currencies: P2pCurrency[] | undefined, init: InitReply | undefined): void {
  // The off-chain market closed in Pi mode leaves the wallet market alone.
  const enabled = offchainP2pOpen(init) ? (currencies ?? []) : [];
  const { fiat } = openingMarket(enabled, { linked: query.get('fiat'), remembered: rememberedFiat(), locale: getLanguage() });
  void requestEarly('/api/ctoc/getlist', openingAdsBody(fiat));
  if (fiat) void requestEarly('/api/ctoc/providers', { fiat });
}

const READS: Record<string, EarlyReads> = {
  [paths.community]: (query) => {
    // The feed's default tab, Discover (features/community/pages/community.tsx).
    if (query.get('tab') || query.get('keyword')) return;
    // The first posts' first pictures, as their cards show them (components/small-image.tsx): the largest
    // picture on the first screen is one of them.
    void requestEarly('/api/article/getlist', { tab: 'find', page: 1 }).then((feed) => {
      for (const post of feed?.data.slice(0, 3) ?? []) {
        const picture = post.images[0];
        preloadPicture(picture && mediaUrl(smallImageUrl(picture)));
      }
    });
  },
  [paths.shopDesc]: (query) => {
    const id = idOf(query);
    const at = lastCenter();
    if (id <= 0) return;
    // The gallery opens on the door picture (features/map/pages/shop-desc.tsx).
    void requestEarly('/api/lable/detail', at ? { id, lat: at[0], lng: at[1] } : { id }).then((label) => {
      if (label?.type !== 'shop') return;
      const picture = label.door_image || label.images[0];
      preloadPicture(picture && mediaUrl(picture));
      // Its trust line and goods grid (components/trust-line.tsx, features/map/api/get-shop-goods.ts).
      void requestEarly('/api/shop/trust', { shop_id: label.id });
      void requestEarly('/api/product/getlist', shopGoodsBody(label.id));
    });
  },
  [paths.goodsInfo]: (query) => {
    const id = idOf(query);
    if (id <= 0) return;
    void requestEarly('/api/product/detail', { id }).then((product) => {
      const picture = product?.images[0];
      preloadPicture(picture && mediaUrl(picture));
      // A member's buy bar reads the delivery addresses for goods that ship (features/shop/components/buy-bar.tsx).
      if (product?.delivery === 'ship' && !product.is_mine && getToken() !== '') void requestEarly('/api/address/list', {});
    });
  },
};

/** Whether `hash` opens a screen with the tab bar (the home map's routes included), which the app's first render draws. */
export function opensTabScreen(hash: string = window.location.hash): boolean {
  const [route] = routeOf(hash);
  return opensHomeMap(hash) || tabRoutes.some((tab) => tab.path === route);
}

/** Starts the opened screen's chunks and first read; `hash` is the location's (`#/page/mapshop/goodsinfos?id=3`). */
export function requestFirstScreenData(hash: string = window.location.hash): void {
  const [route, query] = routeOf(hash);
  const member = getToken() !== '';
  const home = opensHomeMap(hash);
  // The built files of each first screen, as build/boot-entry.ts wrote them into index.html (none in development).
  const screens = jsonBlock<FirstScreenFiles>(FIRST_SCREENS_ID) ?? {};
  const screen = openedFirstScreen(hash, screens);
  // In a task of their own, ahead of any other (starting a module fetch costs ~1 ms at full speed, a long task on
  // a phone for twenty), but not behind the app entry's evaluation, which a plain timer waited for. Offline or a
  // redeploy: the route's own load meets the failure and shows it.
  if (screen) soon(() => preloadModules(screens[screen]!.files));
  // The texts and the reads each in a task of their own too: started with the entry's evaluation, they made it one
  // task of ~40 ms at full speed (each fetch costs 1–3 ms to start), among the longest of a load on a phone
  // (bench/results/lighthouse-2026-12-07-b.md). Offline, the app's own start meets the failure.
  soon(() => void loadStartMessages(getLanguage(), home).catch(() => undefined));
  // The home map draws nothing until it has the map settings (features/map/pages/home-map.tsx `useInit`).
  if (home) soon(() => void requestEarly('/api/common/init'));
  soon(() => READS[route]?.(query));
  if (member) soon(() => MEMBER_READS[route]?.(query));
}
