/**
 * The five-tab bar of spec §2 (Home map, Community, Marking, Ecosystem, Me), 50 px high with 24 px icons
 * and 10 px labels, shown on the five tab routes only.
 */
import { TabBar } from 'antd-mobile';
import { AppOutline, EnvironmentOutline, LocationOutline, TeamOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { tabRoutes } from '@/config/paths';
import { useChatSocket } from '@/lib/socket';

const ICONS = {
  home: <EnvironmentOutline />,
  community: <TeamOutline />,
  marking: <LocationOutline />,
  ecosystem: <AppOutline />,
  me: <UserOutline />,
} as const;

export function TabLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { unread } = useChatSocket();
  return (
    <div className="tab-layout">
      <div className="tab-layout-body">
        <Outlet />
      </div>
      {/* The five tabs are the app's main navigation (a landmark, WCAG 1.3.1). */}
      <nav>
        <TabBar className="app-tab-bar" activeKey={pathname} onChange={(key) => navigate(key, { replace: true })} safeArea>
          {tabRoutes.map((tab) => (
            <TabBar.Item
              key={tab.path}
              icon={ICONS[tab.key]}
              title={<span data-testid={`tab-${tab.key}`}>{t(tab.title)}</span>}
              badge={
                tab.key === 'me' && unread > 0 ? (
                  <span data-testid="tab-me-badge">{unread > 99 ? '99+' : unread}</span>
                ) : undefined
              }
            />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}
