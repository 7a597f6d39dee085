/** The community screens (docs/product.md §2 community/*, my/fans). */
import { lazy } from 'react';
import { paths } from '@/config/paths';
import type { FeatureRoute } from '@/lib/feature-route';

export const communityRoutes: FeatureRoute[] = [
  { path: paths.community, page: lazy(() => import('./pages/community')) },
  { path: paths.articleDetail, page: lazy(() => import('./pages/article')) },
  { path: paths.publishPost, page: lazy(() => import('./pages/publish')), auth: true },
  { path: paths.fans, page: lazy(() => import('./pages/fans')), auth: true },
];
