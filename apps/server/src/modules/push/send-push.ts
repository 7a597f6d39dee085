/**
 * Web Push delivery of a notice (docs/api.md "Notifications"; DESIGN "Second round": delivery after commit, a
 * failed push never fails the event). Each of the member's browsers gets the notice encrypted to its keys
 * (aes128gcm, RFC 8291) and signed with the server's VAPID key (RFC 8292). The payload is what the notice
 * centre shows — never a secret, since it is readable on the device's lock screen.
 */
import { noticeGroup, type Notice, type NoticeGroup } from '@app/contract';
import webpush, { WebPushError, type RequestOptions } from 'web-push';
import { checkPushEndpoint, PushAddressRefused, pushAgent } from './endpoint-guard.ts';
import { deleteGoneSubscription, listGroupsOff, listSubscriptions, type DbHandle } from './push.repository.ts';
import type { PushSubscriptionRow } from './push.tables.ts';
import { vapidKeys, type VapidKeys } from './vapid.ts';

export type PushNotice = Pick<Notice, 'id' | 'type' | 'title' | 'body' | 'link'>;

export interface PushLog {
  warn(obj: object, msg: string): void;
}

export interface PushResult {
  sent: number;
  /** subscriptions the push service called gone (404/410), now removed */
  dropped: number;
  failed: number;
}

/**
 * How long a push service keeps an undelivered notice (seconds) and how urgently it wakes the device (RFC 8030
 * §5.2, §5.3): a P2P trade runs on a payment window, so it is urgent and pointless a day later; community
 * activity can wait for the device's next wake-up.
 */
export const PUSH_DELIVERY: Record<NoticeGroup, { ttl: number; urgency: 'low' | 'normal' | 'high' }> = {
  p2p: { ttl: 3600, urgency: 'high' },
  safety: { ttl: 86400, urgency: 'high' },
  wallet: { ttl: 86400, urgency: 'normal' },
  account: { ttl: 86400, urgency: 'normal' },
  shop: { ttl: 86400, urgency: 'normal' },
  community: { ttl: 21600, urgency: 'low' },
};

/** A push service that does not answer in this time is given up on; the notice stays in the notice centre. */
const SEND_TIMEOUT_MS = 10_000;
/** Push services accept about 4 KB of payload (RFC 8291 §4); a long body is cut, the notice centre has all of it. */
const MAX_BODY = 1000;

const silent: PushLog = { warn: () => {} };

function payloadOf(notice: PushNotice): string {
  const body = notice.body.length > MAX_BODY ? `${notice.body.slice(0, MAX_BODY - 1)}…` : notice.body;
  return JSON.stringify({ id: notice.id, type: notice.type, title: notice.title, body, link: notice.link });
}

async function sendOne(
  db: DbHandle,
  row: PushSubscriptionRow,
  payload: string,
  options: RequestOptions,
  log: PushLog,
): Promise<keyof PushResult> {
  const subscription = { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } };
  try {
    // Checked again now, and the connection goes to the checked address (endpoint-guard.ts): a name that
    // resolves inside our network since it was subscribed is never connected to.
    await checkPushEndpoint(row.endpoint);
    const agent = pushAgent(row.endpoint);
    await webpush.sendNotification(subscription, payload, agent ? { ...options, agent } : options);
    return 'sent';
  } catch (error) {
    if (error instanceof PushAddressRefused) {
      log.warn({ subscription: row.id, user: row.user_id, host: error.message }, 'web push refused: endpoint not public');
      await deleteGoneSubscription(db, row);
      return 'dropped';
    }
    const status = error instanceof WebPushError ? error.statusCode : undefined;
    // 404 and 410: the browser unsubscribed or the subscription expired (RFC 8030 §7.3); it will never deliver again.
    if (status === 404 || status === 410) {
      await deleteGoneSubscription(db, row);
      return 'dropped';
    }
    log.warn({ err: error, status, subscription: row.id, user: row.user_id }, 'web push failed');
    return 'failed';
  }
}

function requestOptions(vapid: VapidKeys, group: NoticeGroup): RequestOptions {
  const { ttl, urgency } = PUSH_DELIVERY[group];
  return {
    vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    TTL: ttl,
    urgency,
    timeout: SEND_TIMEOUT_MS,
    contentEncoding: 'aes128gcm',
  };
}

/**
 * Pushes one notice to every browser the member subscribed, unless its group is switched off. Never throws:
 * whatever goes wrong is logged and counted, and the event that made the notice stands.
 */
export async function sendPushToMember(
  db: DbHandle,
  userId: number,
  notice: PushNotice,
  log: PushLog = silent,
): Promise<PushResult> {
  const result: PushResult = { sent: 0, dropped: 0, failed: 0 };
  try {
    const group = noticeGroup(notice.type);
    const [groupsOff, rows, vapid] = await Promise.all([listGroupsOff(db, userId), listSubscriptions(db, userId), vapidKeys(db)]);
    if (rows.length === 0 || !vapid || groupsOff.includes(group)) return result;
    const options = requestOptions(vapid, group);
    const payload = payloadOf(notice);
    const outcomes = await Promise.all(rows.map((row) => sendOne(db, row, payload, options, log)));
    for (const outcome of outcomes) result[outcome] += 1;
  } catch (error) {
    log.warn({ err: error, user: userId, notice: notice.id }, 'web push failed');
    result.failed += 1;
  }
  return result;
}
