/** Web Push table types (migration 0016_push). */
import type { Generated, Selectable } from 'kysely';

/** The one VAPID key pair (id 1), base64url as web-push and the browsers' PushManager take it. */
export interface PushVapidTable {
  id: number;
  public_key: string;
  private_key: string;
  /** RFC 8292 `sub`: VAPID_SUBJECT, PUBLIC_URL or the mail sender, as the last instance started */
  subject: string;
  createtime: number;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  createtime: number;
}

/** A row per notice group (packages/contract notices.ts NOTICE_GROUPS) a member does not want pushed. */
export interface PushGroupsOffTable {
  user_id: number;
  group_name: string;
}

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
