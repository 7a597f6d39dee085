/**
 * The unread counts of docs/api.md "Notifications" (/api/notice/unread → `{ unread, chat_unread }`): the bell
 * on the tab screens, the Me tab and the Me page read them; a `notice` on the socket invalidates them and
 * reading notices lowers them. Kept small: the bell is on the first screen (e2e/tests/budget.e2e.ts).
 */
import type { NoticeUnreadReply } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useFirstScreenShown } from './first-screen';
import { noticeKeys } from './notice-keys';
import { request } from './request';
import { useSignedIn } from './session';
import { chatSocket } from './socket';

export { noticeKeys };

/**
 * A background read: when it fails the badges stay as they were, without a toast. Each read hands its chat
 * count to the socket, which follows each message from there; a cached copy is never handed again, as the
 * socket has moved on since (the Me tab badge reads the socket's count).
 */
export async function getNoticeUnread(): Promise<NoticeUnreadReply> {
  const mark = chatSocket.unreadMark();
  const counts = await request('/api/notice/unread', {}, { quiet: true });
  chatSocket.setUnread(counts.chat_unread, mark);
  return counts;
}

/**
 * The counts while a member is signed in; a guest has none and sends nothing. Badges are not what a screen is
 * opened for: the first read waits until the opened screen is shown (lib/first-screen.ts).
 */
export function useNoticeUnread() {
  const signedIn = useSignedIn();
  const shown = useFirstScreenShown();
  return useQuery({ queryKey: noticeKeys.unread, queryFn: getNoticeUnread, enabled: signedIn && shown });
}

/** How a count reads on a badge: nothing at 0, `99+` past 99. */
export function badgeCount(count: number | undefined): string | undefined {
  if (!count || count <= 0) return undefined;
  return count > 99 ? '99+' : String(count);
}
