/**
 * The screens each feature builds, from its own `features/<feature>/routes.ts` (one line per feature here).
 * A tab path here is that tab's screen (app/router.tsx).
 */
import type { FeatureRoute } from '@/lib/feature-route';
import { addressRoutes } from '@/features/addresses/routes';
import { chatRoutes } from '@/features/chat/routes';
import { communityRoutes } from '@/features/community/routes';
import { inviteRoutes } from '@/features/invite/routes';
import { vipRoutes } from '@/features/vip/routes';
import { mapRoutes } from '@/features/map/routes';
import { noticeRoutes } from '@/features/notices/routes';
import { notificationSettingsRoutes } from '@/features/notifications-settings/routes';
import { p2pRoutes } from '@/features/p2p/routes';
import { shopRoutes } from '@/features/shop/routes';
import { depositRoutes } from '@/features/wallet/deposit-routes';
import { withdrawRoutes } from '@/features/wallet/withdraw-routes';

export const FEATURE_ROUTES: FeatureRoute[] = [
  // one line per feature: ...mapRoutes,
  ...chatRoutes,
  ...vipRoutes,
  ...inviteRoutes,
  ...communityRoutes,
  ...mapRoutes,
  ...p2pRoutes,
  ...shopRoutes,
  ...noticeRoutes,
  ...notificationSettingsRoutes,
  ...addressRoutes,
  ...depositRoutes,
  ...withdrawRoutes,
];
