/**
 * A conversation (`/my/chat?to_id=`; docs/api.md "Chat"): history paged upward ("earlier messages" loads the
 * page before the oldest shown), new messages live from the chat socket, text and image messages, and
 * the conversation marked read while it is open.
 */
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadState } from '@/components/load-state';
import { Page } from '@/components/page';
import { useProfile } from '@/lib/session';
import { useSendMessage } from '../api/send-message';
import { Composer } from '../components/composer';
import { MessageBubble } from '../components/message-bubble';
import { useConversation } from '../components/use-conversation';
import './chat.css';

export default function ConversationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const peerId = Number(params.get('to_id')) || 0;
  const me = useProfile()?.id;
  const { history, messages, add, peer } = useConversation(peerId);
  const send = useSendMessage();
  const newest = messages.at(-1)?.id;
  const keepPosition = useRef(false);

  useEffect(() => {
    if (keepPosition.current) keepPosition.current = false;
    else window.scrollTo(0, document.body.scrollHeight);
  }, [newest]);

  const loadEarlier = () => {
    keepPosition.current = true;
    void history.fetchNextPage();
  };

  const title = peer ? peer.nickname || peer.username : t('title.chatlist');
  if (!peerId || (history.isError && !history.data)) {
    return (
      <Page title={title}>
        <ErrorBlock status="empty" title={t('chat.not_found')} description="" data-testid="chat-not-found" />
      </Page>
    );
  }
  return (
    <Page title={<span data-testid="chat-title">{title}</span>}>
      {!history.data ? (
        <LoadState error={false} onRetry={() => void history.refetch()} testId="chat-history" />
      ) : (
        <div className="chat-thread" data-testid="chat-thread">
          {history.hasNextPage && (
            <Button size="mini" fill="none" className="chat-earlier" data-testid="chat-earlier" onClick={loadEarlier}>
              {history.isFetchingNextPage ? <DotLoading /> : t('chat.earlier')}
            </Button>
          )}
          {messages.length === 0 && <div className="chat-hint">{t('chat.say_hello')}</div>}
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} mine={message.from_id === me} />
          ))}
        </div>
      )}
      <Composer sending={send.isPending} onSend={(draft) => send.mutateAsync({ to_id: peerId, ...draft }).then(add)} />
    </Page>
  );
}
