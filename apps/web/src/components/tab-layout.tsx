/**
 * The five-tab bar of docs/product.md §2 (Home map, Community, Marking, Ecosystem, Me), 50 px high with 24 px icons
 * and 10 px labels, shown on the five tab routes only. The Me tab counts unread chat messages (the Messages
 * entry is there); the other four tabs carry the notice bell (docs/api.md "Notifications").
 */
import { TabBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from '@/lib/router';
import { tabRoutes } from '@/config/paths';
import { useFirstScreenShown } from '@/lib/first-screen';
import { badgeCount } from '@/lib/notice-unread';
import { useSignedIn } from '@/lib/session';
import { useChatUnread } from '@/lib/socket';
import { NoticeBell } from './notice-bell';
import { TabIcon } from './tab-icons';

export function TabLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const unread = useChatUnread();
  const signedIn = useSignedIn();
  // The bell's count waits for the opened screen anyway (lib/notice-unread.ts); the bell itself, fixed over the
  // screen, joins it then, so the first render of a tab builds only what the member opened it for
  // (bench/results/lighthouse-2026-12-02-b.md "changes").
  const shown = useFirstScreenShown();
  const tab = tabRoutes.find((route) => route.path === pathname)?.key;
  const chatCount = badgeCount(unread);
  return (
    <div className="tab-layout">
      <div className="tab-layout-body">
        <Outlet />
      </div>
      {signedIn && shown && tab && tab !== 'me' && <NoticeBell floating={tab === 'home'} />}
      {/* The five tabs are the app's main navigation (a landmark, WCAG 1.3.1). */}
      <nav>
        <TabBar className="app-tab-bar" activeKey={pathname} onChange={(key) => navigate(key, { replace: true })} safeArea>
          {tabRoutes.map((tab) => (
            <TabBar.Item
              key={tab.path}
              icon={<TabIcon tab={tab.key} />}
              title={<span data-testid={`tab-${tab.key}`}>{t(tab.title)}</span>}
              badge={tab.key === 'me' && chatCount ? <span data-testid="tab-me-badge">{chatCount}</span> : undefined}
            />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}
