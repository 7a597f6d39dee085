/**
 * The conversation's lines: time dividers (utils/thread-items.ts), the messages — mine sent or read — and
 * the sends still under way or failed, after them.
 */
import type { ChatMessage } from '@app/contract';
import { mediaUrl } from '@/lib/request';
import { dividerLabel, threadItems } from '../utils/thread-items';
import { MessageBubble } from './message-bubble';
import type { PendingSend } from './use-outbox';

interface ThreadProps {
  messages: ChatMessage[];
  pending: PendingSend[];
  me: { id: number; avatar: string | undefined };
  peerAvatar: string | undefined;
  onRetry: (item: PendingSend) => void;
  onDrop: (key: string) => void;
  /** A long press on one of the peer's messages. */
  onMenu: (message: ChatMessage) => void;
}

export function Thread({ messages, pending, me, peerAvatar, onRetry, onDrop, onMenu }: ThreadProps) {
  // The socket may bring this tab's own message before the send's reply does: it shows once, as sent.
  const arrived = new Set(messages.map((message) => message.client_msg_id));
  const waiting = pending.filter((send) => !arrived.has(send.key));
  return threadItems(messages, waiting).map((item) => {
    if (item.kind === 'divider') {
      return (
        <div key={item.key} className="chat-divider" data-testid="chat-divider">
          {dividerLabel(item.time)}
        </div>
      );
    }
    if (item.kind === 'message') {
      const { message } = item;
      const mine = message.from_id === me.id;
      return (
        <MessageBubble
          key={item.key}
          testId={`chat-msg-${message.id}`}
          cardTestId={`chat-context-${message.id}`}
          mine={mine}
          avatar={mine ? me.avatar : peerAvatar}
          type={message.type}
          content={message.type === 'image' ? mediaUrl(message.content) : message.content}
          context={message.context}
          state={mine ? (message.is_read ? 'read' : 'sent') : undefined}
          onMenu={mine ? undefined : () => onMenu(message)}
        />
      );
    }
    const { pending: send } = item;
    return (
      <MessageBubble
        key={item.key}
        testId={`chat-sending-${send.key}`}
        cardTestId={`chat-sending-context-${send.key}`}
        mine
        avatar={me.avatar}
        type={send.type}
        content={send.type === 'image' ? (send.preview ?? mediaUrl(send.content)) : send.content}
        context={send.context}
        state={send.status}
        progress={send.progress}
        error={send.error}
        onRetry={() => onRetry(send)}
        onDrop={() => onDrop(send.key)}
      />
    );
  });
}
