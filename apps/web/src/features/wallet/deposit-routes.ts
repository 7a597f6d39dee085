/** The deposit screens of the wallet (docs/api.md "Deposits"). */
import { lazy } from 'react';
import { paths } from '@/config/paths';
import type { FeatureRoute } from '@/lib/feature-route';

export const depositRoutes: FeatureRoute[] = [{ path: paths.deposits, page: lazy(() => import('./pages/deposits')), auth: true }];
