/** The notification settings screen (docs/api.md "Notifications"), reached from Me → Settings. */
import { lazy } from 'react';
import { paths } from '@/config/paths';
import type { FeatureRoute } from '@/lib/feature-route';

export const notificationSettingsRoutes: FeatureRoute[] = [
  { path: paths.notificationSettings, page: lazy(() => import('./pages/notification-settings')), auth: true },
];
