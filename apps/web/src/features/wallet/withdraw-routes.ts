/** The withdrawal screens of the wallet (docs/api.md "Deposits": /api/user/withdrawals; bound addresses). */
import { lazy } from 'react';
import { paths } from '@/config/paths';
import type { FeatureRoute } from '@/lib/feature-route';

export const withdrawRoutes: FeatureRoute[] = [
  { path: paths.withdrawals, page: lazy(() => import('./pages/withdrawals')), auth: true },
  { path: paths.withdrawAddresses, page: lazy(() => import('./pages/withdraw-addresses')), auth: true },
];
