/**
 * pages/my/my, the Me tab (docs/product.md §2), grouped the way wallet apps are: who you are, your assets with the
 * ways to move them, your orders (docs/product.md §2 "order groups"), services, your shop (a merchant's own shop and
 * its order centre), and the account. Pull to refresh. A guest sees the login prompt; protected entries
 * lead to login and back (docs/product.md §6).
 *
 * Each part reads its own data (the profile, the order counts, the unread counts), so a reply re-renders that
 * part and not the whole tab: on a phone each whole re-render was a long task (bench/results/lighthouse-*.md).
 * What lies below the orders renders once the browser is idle, from a chunk of its own.
 */
import { SetOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { queryKeys } from '@/config/query-keys';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { Page } from '@/components/page';
import { WhenIdle } from '@/components/use-idle';
import { loginWithRedirect, paths } from '@/config/paths';
import { LanguageSwitch } from '@/components/language-switch';
import { PullRefresh } from '@/components/pull-refresh';
import { myShopKey } from '@/lib/my-shop';
import { noticeKeys } from '@/lib/notice-unread';
import { useProfile, useSignedIn } from '@/lib/session';
import { walletKey } from '@/lib/wallet-balance';
import { useUserinfo } from '../api/get-userinfo';
import { orderCountsKey, useOrderCounts } from '../api/order-counts';
import { AssetsCard } from '../components/assets-card';
import { GuestHeader, MemberHeader } from '../components/me-header';
import { OrderGroups } from '../components/order-groups';
import './me.css';

/** Below the orders: loaded after the first paint (components/me-lower.tsx). */
const MeLower = lazy(() => import('../components/me-lower'));

/** Who is here: refreshed from the server on every visit (docs/product.md §3 "stored member profile"). */
function MeHeader() {
  const profile = useProfile();
  useUserinfo();
  return profile?.token ? <MemberHeader user={profile} /> : <GuestHeader />;
}

function MeOrders() {
  const counts = useOrderCounts();
  return <OrderGroups counts={counts.data} />;
}

/** What a pull refreshes: every part's data; the parts shown refetch theirs. */
const REFRESHED = [queryKeys.userinfo, orderCountsKey, noticeKeys.unread, walletKey, myShopKey];

export default function MePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();

  const refresh = async () => {
    if (!signedIn) return;
    await Promise.all(REFRESHED.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };

  return (
    <Page
      title={t('tab.me')}
      back={false}
      right={
        <span className="me-nav-right">
          {!signedIn && <LanguageSwitch />}
          <button
            type="button"
            className="me-nav-button"
            aria-label={t('title.settings')}
            data-testid="me-settings"
            onClick={() => navigate(signedIn ? paths.settings : loginWithRedirect(paths.settings))}
          >
            <SetOutline fontSize={22} aria-hidden />
          </button>
        </span>
      }
    >
      <PullRefresh
        onRefresh={refresh}
        pullingText={t('me.pull')}
        canReleaseText={t('me.release')}
        refreshingText={t('me.refreshing')}
        completeText={t('me.refreshed')}
      >
        <div className="me-body">
          <MeHeader />
          {signedIn && <AssetsCard />}
          <MeOrders />
          <WhenIdle>
            <Suspense fallback={null}>
              <MeLower />
            </Suspense>
          </WhenIdle>
        </div>
      </PullRefresh>
    </Page>
  );
}
