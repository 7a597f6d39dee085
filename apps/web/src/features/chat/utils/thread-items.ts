/**
 * What a conversation shows, in order: the messages with a time divider before the first one and wherever
 * more than five minutes pass between two (the WeChat rhythm the chat screens follow, docs/api.md "Chat"),
 * then the sends still under way or failed, which stay in the list until they are sent or dropped.
 */
import type { ChatMessage } from '@app/contract';
import dayjs from 'dayjs';
import { dateTime } from '@/lib/relative-time';

export const DIVIDER_GAP_SECONDS = 5 * 60;

export type ThreadItem<P> =
  | { kind: 'divider'; key: string; time: number }
  | { kind: 'message'; key: string; message: ChatMessage }
  | { kind: 'pending'; key: string; pending: P };

export function threadItems<P extends { key: string; createtime: number }>(
  messages: ChatMessage[],
  pending: P[] = [],
): ThreadItem<P>[] {
  const items: ThreadItem<P>[] = [];
  let last: number | undefined;
  const divide = (time: number, key: string) => {
    if (last === undefined || time - last > DIVIDER_GAP_SECONDS) items.push({ kind: 'divider', key: `t-${key}`, time });
    last = time;
  };
  for (const message of messages) {
    divide(message.createtime, String(message.id));
    items.push({ kind: 'message', key: `m-${message.id}`, message });
  }
  for (const item of pending) {
    divide(item.createtime, item.key);
    items.push({ kind: 'pending', key: `p-${item.key}`, pending: item });
  }
  return items;
}

/** A divider's label: the time alone today, otherwise the date and minute in the app's one style (docs/product.md §9). */
export function dividerLabel(unixSeconds: number, nowMs: number = Date.now()): string {
  const when = dayjs(unixSeconds * 1000);
  return when.isSame(dayjs(nowMs), 'day') ? when.format('HH:mm') : dateTime(unixSeconds);
}
