/**
 * The first screen's data requested with its code instead of after it (bench/results/lighthouse-*.md
 * "changes"): on a cold start the entry knows the opened route before React, the router and the screen's
 * chunk have loaded, so it starts that screen's first read at once (lib/request.ts `requestEarly`) and the
 * screen takes the reply over when it asks. Each line is the exact read the screen makes first (its
 * feature's api/ module); a read that no longer matches is merely asked again, and first-data.test.ts
 * checks each screen still takes its read over.
 */
import { smallImageUrl } from '@app/contract';
import { paths } from '@/config/paths';
import { lastCenter } from '@/features/map/utils/search-path';
import { mediaUrl, requestEarly } from '@/lib/request';
import { getToken } from '@/lib/session';

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

/** Screens whose first read needs a signed-in member (they send guests to login first). */
const MEMBER_READS: Record<string, EarlyReads> = {
  // P2P trading waits for the member's verification level, the wallet for the balances, Me for the profile.
  [paths.business]: () => void requestEarly('/api/user/getuserinfo'),
  [paths.wallet]: () => void requestEarly('/api/ctoc/getwallet'),
  [paths.me]: () => void requestEarly('/api/user/getuserinfo'),
};

const READS: Record<string, EarlyReads> = {
  [paths.community]: (query) => {
    // The feed's default tab, Discover (features/community/pages/community.tsx).
    if (query.get('tab') || query.get('keyword')) return;
    // The first post's first picture, as its card shows it (components/small-image.tsx).
    void requestEarly('/api/article/getlist', { tab: 'find', page: 1 }).then((feed) => {
      const picture = feed?.data[0]?.images[0];
      preloadPicture(picture && mediaUrl(smallImageUrl(picture)));
    });
  },
  [paths.shopDesc]: (query) => {
    const id = idOf(query);
    const at = lastCenter();
    if (id <= 0) return;
    // The gallery opens on the door picture (features/map/pages/shop-desc.tsx).
    void requestEarly('/api/lable/detail', at ? { id, lat: at[0], lng: at[1] } : { id }).then((label) => {
      const picture = label?.type === 'shop' ? label.door_image || label.images[0] : undefined;
      preloadPicture(picture && mediaUrl(picture));
    });
  },
  [paths.goodsInfo]: (query) => {
    const id = idOf(query);
    if (id <= 0) return;
    void requestEarly('/api/product/detail', { id }).then((product) => {
      const picture = product?.images[0];
      preloadPicture(picture && mediaUrl(picture));
    });
  },
};

/** Starts the opened screen's first read; `hash` is the location's (`#/page/mapshop/goodsinfos?id=3`). */
export function requestFirstScreenData(hash: string = window.location.hash): void {
  const [route = '', search = ''] = hash.replace(/^#/, '').split('?');
  const query = new URLSearchParams(search);
  READS[route]?.(query);
  if (getToken()) MEMBER_READS[route]?.(query);
}
