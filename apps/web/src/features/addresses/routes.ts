/** The delivery address book (docs/api.md "Delivery addresses and after-sale"), from Me → Settings and checkout. */
import { lazy } from 'react';
import { paths } from '@/config/paths';
import type { FeatureRoute } from '@/lib/feature-route';

export const addressRoutes: FeatureRoute[] = [
  { path: paths.addresses, page: lazy(() => import('./pages/address-book')), auth: true },
];
