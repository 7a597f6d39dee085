/**
 * pages/my/my, the Me tab (spec §2): the member's header, order groups and services, pull to refresh;
 * a guest sees the login prompt and every entry leads to login.
 */
import { PullToRefresh } from 'antd-mobile';
import { SetOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { loginWithRedirect, paths } from '@/config/paths';
import { LanguageSwitch } from '@/features/preferences/components/language-switch';
import { useProfile } from '@/lib/session';
import { useUserinfo } from '../api/get-userinfo';
import { useOrderCounts } from '../api/order-counts';
import { EntryGrid } from '../components/entry-grid';
import { GuestHeader, MemberHeader } from '../components/me-header';
import { OrderGroups } from '../components/order-groups';
import './me.css';

export default function MePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  const userinfo = useUserinfo();
  const counts = useOrderCounts();
  const signedIn = Boolean(profile?.token);

  const refresh = async () => {
    if (signedIn) await Promise.all([userinfo.refetch(), counts.refetch()]);
  };

  return (
    <Page
      title={t('tab.me')}
      back={false}
      right={
        <span className="me-nav-right">
          {!signedIn && <LanguageSwitch />}
          <SetOutline
            fontSize={22}
            data-testid="me-settings"
            onClick={() => navigate(signedIn ? paths.settings : loginWithRedirect(paths.settings))}
          />
        </span>
      }
    >
      <PullToRefresh
        onRefresh={refresh}
        pullingText={t('me.pull')}
        canReleaseText={t('me.release')}
        refreshingText={t('me.refreshing')}
        completeText={t('me.refreshed')}
      >
        <div className="me-body">
          {profile && signedIn ? <MemberHeader user={profile} /> : <GuestHeader />}
          <OrderGroups counts={counts.data} />
          <EntryGrid />
        </div>
      </PullToRefresh>
    </Page>
  );
}
