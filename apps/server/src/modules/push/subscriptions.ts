/**
 * A member's push subscriptions and per-group opt-out (docs/api.md "Notifications"). A subscription is what the
 * browser's PushManager returns: the push service address and the keys the payload is encrypted to (RFC 8291).
 */
import { ECDH } from 'node:crypto';
import { NOTICE_GROUP_NAMES, type NoticeGroup } from '@app/contract';
import { refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import { checkPushEndpoint } from './endpoint-guard.ts';
import {
  deleteGroupsOff,
  deleteSubscription,
  insertGroupsOff,
  listGroupsOff,
  trimSubscriptions,
  upsertSubscription,
  type DbHandle,
} from './push.repository.ts';
import { lockMember } from '../users/index.ts';

/** Browsers a member keeps subscribed at once; a new one beyond this replaces the oldest, so one member cannot fan a notice out without end. */
export const MAX_SUBSCRIPTIONS = 10;

export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Push services are reached over https (RFC 8030 §8; web-push speaks nothing else), at public addresses only
 * (endpoint-guard.ts): an address inside our network, or a name that resolves there, is refused.
 */
async function checkEndpoint(endpoint: string): Promise<void> {
  try {
    await checkPushEndpoint(endpoint);
  } catch {
    throw refuse('push.invalid_endpoint');
  }
}

const fromBase64Url = (text: string): Buffer | undefined =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url') : undefined;

/** p256dh is an uncompressed P-256 point and auth a 16-byte secret (RFC 8291 §3); anything else could never be encrypted to. */
function checkKeys(keys: SubscriptionInput['keys']): void {
  const point = fromBase64Url(keys.p256dh);
  const auth = fromBase64Url(keys.auth);
  if (!point || point.length !== 65 || point[0] !== 4 || !auth || auth.length !== 16) throw refuse('push.invalid_keys');
  try {
    ECDH.convertKey(point, 'prime256v1');
  } catch {
    throw refuse('push.invalid_keys');
  }
}

export async function subscribePush(db: DbHandle, userId: number, input: SubscriptionInput): Promise<void> {
  checkKeys(input.keys);
  await checkEndpoint(input.endpoint);
  await db.transaction().execute(async (trx) => {
    // The member's row is locked first, so parallel subscribes of one member run one after another and each
    // trim sees the others' rows: without it, PostgreSQL's READ COMMITTED let a burst keep 20.
    await lockMember(trx, userId);
    await upsertSubscription(
      trx,
      { user_id: userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
      clock.now(),
    );
    await trimSubscriptions(trx, userId, MAX_SUBSCRIPTIONS);
  });
}

/** Removes the member's own subscription of that address; another member's is left alone and nothing is told. */
export async function unsubscribePush(db: DbHandle, userId: number, endpoint: string): Promise<void> {
  await deleteSubscription(db, userId, endpoint);
}

const inGroupOrder = (groups: Iterable<string>): NoticeGroup[] => {
  const wanted = new Set(groups);
  return NOTICE_GROUP_NAMES.filter((g) => wanted.has(g));
};

export async function getPushPrefs(db: DbHandle, userId: number): Promise<{ groups_off: NoticeGroup[] }> {
  return { groups_off: inGroupOrder(await listGroupsOff(db, userId)) };
}

/** Replaces the whole opt-out list, so the reply is the list in force. */
export async function setPushPrefs(
  db: DbHandle,
  userId: number,
  groupsOff: NoticeGroup[],
): Promise<{ groups_off: NoticeGroup[] }> {
  const groups = inGroupOrder(groupsOff);
  await db.transaction().execute(async (trx) => {
    await deleteGroupsOff(trx, userId);
    await insertGroupsOff(trx, userId, groups);
  });
  return { groups_off: groups };
}
