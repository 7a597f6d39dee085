/** The notice centre's screen (docs/api.md "Notifications"); the bell and the Me entry lead here. */
import { lazy } from 'react';
import { paths } from '@/config/paths';
import type { FeatureRoute } from '@/lib/feature-route';

export const noticeRoutes: FeatureRoute[] = [
  { path: paths.notices, page: lazy(() => import('./pages/notice-centre')), auth: true },
];
