/**
 * Where the in-app banner (lib/banner.ts) appears, on every screen. Its code and every message area load
 * with the first banner, not with the first screen (e2e/tests/budget.e2e.ts).
 */
import { lazy, Suspense } from 'react';
import { useBanner } from '@/lib/banner';
import { loadAllMessages } from '@/lib/i18n';

const IncomingBanner = lazy(() => Promise.all([import('./incoming-banner'), loadAllMessages()]).then(([module]) => module));

export function BannerHost() {
  const banner = useBanner();
  if (!banner) return null;
  return (
    <Suspense fallback={null}>
      <IncomingBanner banner={banner} />
    </Suspense>
  );
}
