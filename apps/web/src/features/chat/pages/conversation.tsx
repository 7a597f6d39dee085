/**
 * A conversation (`/my/chat?to_id=`; docs/api.md "Chat" and "Chat in context"): history paged upward
 * ("earlier messages" loads the page before the oldest shown), new messages live from the chat socket,
 * time dividers, avatars and read state, text and pictures, the card of what the chat is about, sends
 * that failed kept with a retry, the menu to block or report the peer, and a long press on the peer's
 * message to copy or report it.
 */
import { Button, DotLoading, ErrorBlock, NoticeBar } from 'antd-mobile';
import type { ChatMessage } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { LoadState } from '@/components/load-state';
import { Page } from '@/components/page';
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/request';
import { useProfile } from '@/lib/session';
import { useBlocked } from '../api/block';
import { Composer } from '../components/composer';
import { PendingCard } from '../components/context-card';
import { MessageMenu } from '../components/message-menu';
import { ConversationMenu } from '../components/conversation-menu';
import { Thread } from '../components/thread';
import { useConversation } from '../components/use-conversation';
import { useOutbox } from '../components/use-outbox';
import { usePendingContext } from '../components/pending-context';
import './chat.css';

/** Follows the newest item down, except when earlier messages were just put on top. */
function useFollowNewest(count: number) {
  const keepPosition = useRef(false);
  useEffect(() => {
    if (keepPosition.current) keepPosition.current = false;
    else window.scrollTo(0, document.body.scrollHeight);
  }, [count]);
  return () => {
    keepPosition.current = true;
  };
}

function Unavailable({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Page title={title}>
      <ErrorBlock status="empty" title={t('chat.not_found')} description="" data-testid="chat-not-found" />
    </Page>
  );
}

export default function ConversationPage() {
  const { t } = useTranslation();
  const peerId = Number(useSearchParams()[0].get('to_id')) || 0;
  const me = useProfile();
  const { history, messages, add, peer } = useConversation(peerId);
  const outbox = useOutbox(peerId, add);
  const pending = usePendingContext();
  const blocked = useBlocked(peerId).data === true;
  const [menuFor, setMenuFor] = useState<ChatMessage>();
  const keepPosition = useFollowNewest(messages.length + outbox.items.length);

  const title = peer ? peer.nickname || peer.username : t('title.chatlist');
  const offline = history.error instanceof ApiError && history.error.code === NETWORK_ERROR_CODE;
  if (!peerId || peerId === me?.id || (history.isError && !history.data && !offline)) return <Unavailable title={title} />;

  const loadEarlier = () => {
    keepPosition();
    void history.fetchNextPage();
  };
  return (
    <Page title={<span data-testid="chat-title">{title}</span>} right={<ConversationMenu peerId={peerId} peerName={title} />}>
      {blocked && <NoticeBar content={t('chat.you_blocked')} color="alert" wrap data-testid="chat-blocked-notice" />}
      {!history.data ? (
        <LoadState error={history.isError} onRetry={() => void history.refetch()} testId="chat-history" />
      ) : (
        <div className={pending.card ? 'chat-thread chat-thread-card' : 'chat-thread'} data-testid="chat-thread">
          {history.hasNextPage && (
            <Button size="mini" fill="none" className="chat-earlier" data-testid="chat-earlier" onClick={loadEarlier}>
              {history.isFetchingNextPage ? <DotLoading /> : t('chat.earlier')}
            </Button>
          )}
          {messages.length === 0 && outbox.items.length === 0 && (
            <div className="chat-hint" data-testid="chat-empty">
              {t('chat.say_hello')}
            </div>
          )}
          <Thread
            messages={messages}
            pending={outbox.items}
            me={{ id: me?.id ?? 0, avatar: me?.avatar }}
            peerAvatar={peer?.avatar}
            onRetry={outbox.retry}
            onDrop={outbox.drop}
            onMenu={setMenuFor}
          />
        </div>
      )}
      <Composer
        draftKey={`chat:${peerId}`}
        above={pending.card && <PendingCard card={pending.card} onRemove={pending.clear} />}
        onSend={(draft) => void outbox.send(draft, pending.take())}
      />
      <MessageMenu message={menuFor} onClose={() => setMenuFor(undefined)} />
    </Page>
  );
}
