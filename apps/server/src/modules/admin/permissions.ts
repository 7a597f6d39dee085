/**
 * Operator roles (product spec "Bootstrap operator", docs/api.md "Admin": roles kept apart from members): `super`
 * does everything; `reviewer` works the review queues; `support` looks after members. Money and
 * configuration stay with `super`.
 */
import { ADMIN_PERMISSIONS, type AdminPermission, type AdminRole } from '@app/contract';

export const ROLE_PERMISSIONS: Record<AdminRole, readonly AdminPermission[]> = {
  // `super` holds every permission the contract names, so a new permission reaches it without a second list.
  super: ADMIN_PERMISSIONS,
  reviewer: [
    'members.view',
    'review.view',
    'review.decide',
    'content.view',
    'content.moderate',
    'orders.view',
    'orders.manage',
    'reports.view',
    'reports.decide',
  ],
  support: ['members.view', 'members.freeze', 'review.view', 'audit.view', 'content.view', 'orders.view', 'reports.view'],
};

export function can(role: AdminRole, permission: AdminPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
