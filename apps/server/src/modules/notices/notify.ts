/**
 * The one way a module creates a notice (docs/api.md "Notifications": every event a member should know of
 * creates one notice for that member). It writes into the event's own transaction, so the notice exists
 * exactly when the event does: a rolled-back event leaves none, a committed one cannot lose it. Delivery
 * happens after commit (deliver-notices.ts); `notify` only marks the current request so the delivery pass
 * runs as soon as its response is sent rather than on the next job tick.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { NoticeType } from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import type { NoticeParams } from './render-notice.ts';

export interface NotifyInput {
  userId: number;
  type: NoticeType;
  /** names, amounts, numbers the title and body show; never a code, token or password */
  params?: NoticeParams;
  /** the member app's hash route to the object, e.g. /page/business/orderinfo?id=12 */
  link: string;
  /**
   * An event that must not repeat: with `while: 'unread'` a second notice of the same key is skipped while
   * the first is still unread (a like toggled off and on); with `while: 'ever'` it is created once at all
   * (the reminder of one VIP expiry).
   */
  once?: { key: string; while: 'unread' | 'ever' };
}

/** What the request being served has created; read by the after-response delivery hook. */
export interface NoticeScope {
  created: number;
}
export const noticeScope = new AsyncLocalStorage<NoticeScope>();

/** Returns true when a notice was written, false when `once` found an earlier one. */
export async function notify(trx: Db, input: NotifyInput): Promise<boolean> {
  const onceKey = input.once?.key ?? '';
  if (input.once) {
    let earlier = trx.selectFrom('notices').select('id').where('user_id', '=', input.userId).where('once_key', '=', onceKey);
    if (input.once.while === 'unread') earlier = earlier.where('is_read', '=', 0);
    if (await earlier.executeTakeFirst()) return false;
  }
  await trx
    .insertInto('notices')
    .values({
      user_id: input.userId,
      type: input.type,
      params: JSON.stringify(input.params ?? {}),
      link: input.link,
      once_key: onceKey,
      createtime: clock.now(),
    })
    .execute();
  const scope = noticeScope.getStore();
  if (scope) scope.created += 1;
  return true;
}
