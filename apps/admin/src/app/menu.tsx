/**
 * The console's sections, in menu order (issue 3 "Operator console": later issues add theirs here). Each
 * entry is a route under the layout and a menu item, shown only to roles with its permission.
 */
import type { AdminPermission } from '@app/contract';
import { AuditOutlined, CheckSquareOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { AuditPage } from '@/features/audit/components/audit-page.tsx';
import { ConfigPage } from '@/features/config/components/config-page.tsx';
import { MembersPage } from '@/features/members/components/members-page.tsx';
import { ReviewPage } from '@/features/review/components/review-page.tsx';

export interface Section {
  path: string;
  label: string;
  icon: ReactNode;
  permission: AdminPermission;
  element: ReactNode;
}

export const SECTIONS: Section[] = [
  { path: 'members', label: 'Members', icon: <TeamOutlined />, permission: 'members.view', element: <MembersPage /> },
  { path: 'review', label: 'Review queue', icon: <CheckSquareOutlined />, permission: 'review.view', element: <ReviewPage /> },
  { path: 'config', label: 'Configuration', icon: <SettingOutlined />, permission: 'config.view', element: <ConfigPage /> },
  { path: 'audit', label: 'Audit log', icon: <AuditOutlined />, permission: 'audit.view', element: <AuditPage /> },
];
