/** Invitations: the share poster (docs/product.md §2 page/shareplacard/shareplacard), for members. */
import { lazy } from 'react';
import { paths } from '@/config/paths';
import type { FeatureRoute } from '@/lib/feature-route';

export const inviteRoutes: FeatureRoute[] = [
  { path: paths.sharePoster, page: lazy(() => import('./pages/share-poster')), auth: true },
];
