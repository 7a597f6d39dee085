/**
 * Operator roles (issue 3 "Bootstrap operator", API.md "Admin": roles kept apart from members): `super`
 * does everything; `reviewer` works the review queues; `support` looks after members. Money and
 * configuration stay with `super`.
 */
import type { AdminPermission, AdminRole } from '@app/contract';

export const ROLE_PERMISSIONS: Record<AdminRole, readonly AdminPermission[]> = {
  super: [
    'members.view',
    'members.freeze',
    'members.adjust',
    'review.view',
    'review.decide',
    'config.view',
    'config.set',
    'audit.view',
    'content.view',
    'content.moderate',
    'content.publish',
    'orders.view',
    'orders.manage',
  ],
  reviewer: ['members.view', 'review.view', 'review.decide', 'content.view', 'content.moderate', 'orders.view', 'orders.manage'],
  support: ['members.view', 'members.freeze', 'review.view', 'audit.view', 'content.view', 'orders.view'],
};

export function can(role: AdminRole, permission: AdminPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
