/** The VIP screens (docs/product.md §2 page/annualcard/annualcard, page/annualcard/upgrades); both need a member. */
import { lazy } from 'react';
import { paths } from '@/config/paths';
import type { FeatureRoute } from '@/lib/feature-route';

export const vipRoutes: FeatureRoute[] = [
  { path: paths.annualCard, page: lazy(() => import('./pages/annual-card')), auth: true },
  { path: paths.upgrades, page: lazy(() => import('./pages/upgrades')), auth: true },
];
