/**
 * The console's sections, in menu order (a new domain adds its section here, docs/architecture.md). Each
 * entry is a route under the layout and a menu item, shown only to roles with its permission.
 */
import type { AdminPermission } from '@app/contract';
import {
  AuditOutlined,
  CheckSquareOutlined,
  CommentOutlined,
  CrownOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FlagOutlined,
  SettingOutlined,
  ShopOutlined,
  SwapOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { lazy, type ReactNode } from 'react';

// Each section is its own chunk, loaded when first opened (the layout shows a spinner meanwhile).
const DashboardPage = lazy(() =>
  import('@/features/dashboard/components/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
);
const VipPage = lazy(() => import('@/features/vip/components/vip-page.tsx').then((m) => ({ default: m.VipPage })));
const ShopOrdersPage = lazy(() =>
  import('@/features/shop/components/shop-orders-page.tsx').then((m) => ({ default: m.ShopOrdersPage })),
);
const MembersPage = lazy(() =>
  import('@/features/members/components/members-page.tsx').then((m) => ({ default: m.MembersPage })),
);
const ReviewPage = lazy(() => import('@/features/review/components/review-page.tsx').then((m) => ({ default: m.ReviewPage })));
const ConfigPage = lazy(() => import('@/features/config/components/config-page.tsx').then((m) => ({ default: m.ConfigPage })));
const AuditPage = lazy(() => import('@/features/audit/components/audit-page.tsx').then((m) => ({ default: m.AuditPage })));
const CommunityPage = lazy(() =>
  import('@/features/community/components/community-page.tsx').then((m) => ({ default: m.CommunityPage })),
);
const P2pPage = lazy(() => import('@/features/p2p/components/p2p-page.tsx').then((m) => ({ default: m.P2pPage })));
const ReportsPage = lazy(() =>
  import('@/features/reports/components/reports-page.tsx').then((m) => ({ default: m.ReportsPage })),
);
const PiPaymentsPage = lazy(() =>
  import('@/features/pi/components/pi-payments-page.tsx').then((m) => ({ default: m.PiPaymentsPage })),
);
const LabelsPage = lazy(() => import('@/features/labels/components/labels-page.tsx').then((m) => ({ default: m.LabelsPage })));

/** The menu label is `menu.<path>` in the locale files. */
export interface Section {
  path: string;
  icon: ReactNode;
  /** left out: every operator (the section itself shows only what the role may open) */
  permission?: AdminPermission;
  element: ReactNode;
}

export const SECTIONS: Section[] = [
  { path: 'dashboard', icon: <DashboardOutlined />, element: <DashboardPage /> },
  { path: 'members', icon: <TeamOutlined />, permission: 'members.view', element: <MembersPage /> },
  { path: 'review', icon: <CheckSquareOutlined />, permission: 'review.view', element: <ReviewPage /> },
  { path: 'reports', icon: <FlagOutlined />, permission: 'reports.view', element: <ReportsPage /> },
  { path: 'pi', icon: <WalletOutlined />, permission: 'review.view', element: <PiPaymentsPage /> },
  { path: 'labels', icon: <EnvironmentOutlined />, permission: 'content.view', element: <LabelsPage /> },
  { path: 'shop', icon: <ShopOutlined />, permission: 'orders.view', element: <ShopOrdersPage /> },
  { path: 'p2p', icon: <SwapOutlined />, permission: 'orders.view', element: <P2pPage /> },
  { path: 'community', icon: <CommentOutlined />, permission: 'content.view', element: <CommunityPage /> },
  { path: 'vip', icon: <CrownOutlined />, permission: 'config.view', element: <VipPage /> },
  { path: 'config', icon: <SettingOutlined />, permission: 'config.view', element: <ConfigPage /> },
  { path: 'audit', icon: <AuditOutlined />, permission: 'audit.view', element: <AuditPage /> },
];
