/**
 * A conversation's messages as shown: the history pages (oldest first) followed by what arrived since —
 * sent from here, or pushed by the chat socket from the peer or from this member's other tabs — each
 * message once. The conversation is marked read on open and whenever the peer's message arrives here; the
 * history is read again then, so my messages the peer has read show as read.
 */
import type { ChatMessage } from '@app/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { chatSocket, useChatEvents, type ChatEvent } from '@/lib/socket';
import { useChatHistory } from '../api/chat-history';
import { useReadChat } from '../api/read-chat';

export function useConversation(peerId: number) {
  const history = useChatHistory(peerId);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const read = useReadChat();
  const markRead = read.mutate;

  useEffect(() => {
    chatSocket.focus = { peerId };
    return () => {
      chatSocket.focus = null;
    };
  }, [peerId]);

  const loaded = Boolean(history.data);
  useEffect(() => {
    if (loaded) markRead(peerId);
  }, [loaded, peerId, markRead]);

  const add = useCallback((message: ChatMessage) => setLive((list) => [...list, message]), []);
  const reread = history.refetch;

  useChatEvents(
    useCallback(
      (event: ChatEvent) => {
        if (event.type !== 'chat') return;
        const { from_id, to_id } = event.data;
        if (from_id !== peerId && to_id !== peerId) return;
        add(event.data);
        if (from_id !== peerId) return;
        markRead(peerId);
        // A reply means the peer has the conversation open: read again, so mine show as read.
        void reread();
      },
      [peerId, add, markRead, reread],
    ),
  );

  const messages = useMemo(() => {
    const pages = history.data?.pages ?? [];
    const all = [...pages]
      .reverse()
      .flatMap((page) => page.data)
      .concat(live);
    const seen = new Set<number>();
    return all.filter((m) => !seen.has(m.id) && seen.add(m.id)).sort((a, b) => a.id - b.id);
  }, [history.data, live]);

  return { history, messages, add, peer: history.data?.pages[0]?.peer };
}
