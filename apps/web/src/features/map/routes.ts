/** The map feature's screens (docs/product.md §2): the home and marking tabs, search, shops, favourites, settlement, my labels. */
import { lazy } from 'react';
import { paths } from '@/config/paths';
import type { FeatureRoute } from '@/lib/feature-route';

/** The home map's chunk; the entry route fetches it while it refreshes the session (app/router.tsx). */
export const loadHomeMap = () => import('./pages/home-map');

export const mapRoutes: FeatureRoute[] = [
  { path: paths.home, page: lazy(loadHomeMap) },
  { path: paths.mapSearch, page: lazy(() => import('./pages/search')) },
  { path: paths.shopList, page: lazy(() => import('./pages/shop-list')) },
  { path: paths.shopDesc, page: lazy(() => import('./pages/shop-desc')) },
  { path: paths.favorites, page: lazy(() => import('./pages/favorites')), auth: true },
  { path: paths.marking, page: lazy(() => import('./pages/marking')) },
  { path: paths.shopEnter, page: lazy(() => import('./pages/shop-enter')) },
  { path: paths.shopEnterForm, page: lazy(() => import('./pages/shop-enter-form')), auth: true },
  { path: paths.myApplications, page: lazy(() => import('./pages/my-applications')), auth: true },
  { path: paths.myLabels, page: lazy(() => import('./pages/my-labels')), auth: true },
];
