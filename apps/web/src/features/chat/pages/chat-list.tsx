/**
 * my/chatlist, the messages list (docs/product.md §2; docs/api.md /api/wanlshop/chat/lists): conversations newest first
 * with unread counts, updated live from the chat socket; "no data" when there are none (docs/product.md §8); a chat
 * can be started with a member id or username.
 */
import { DotLoading, Empty, InfiniteScroll, List } from 'antd-mobile';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { LoadState } from '@/components/load-state';
import { Page } from '@/components/page';
import { chatSocket, useChatEvents } from '@/lib/socket';
import { useChatLists } from '../api/chat-lists';
import { chatPath } from '../chat-path';
import { ConversationItem } from '../components/conversation-item';
import { StartChat } from '../components/start-chat';
import './chat.css';

export default function ChatListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lists = useChatLists();
  const rows = lists.data?.pages.flatMap((page) => page.data) ?? [];

  useEffect(() => {
    chatSocket.focus = 'list';
    chatSocket.markSeen();
    return () => {
      chatSocket.focus = null;
    };
  }, []);
  const refetch = lists.refetch;
  useChatEvents(useCallback(() => void refetch(), [refetch]));

  return (
    <Page title={t('title.chatlist')}>
      <StartChat onStart={(id) => navigate(chatPath(id))} />
      {!lists.data ? (
        <LoadState error={lists.isError} onRetry={() => void lists.refetch()} testId="chat-list" />
      ) : rows.length === 0 ? (
        <Empty
          data-testid="chat-list-empty"
          description={
            <>
              <div>{t('chat.no_chats')}</div>
              <div className="chat-list-empty-hint">{t('chat.no_chats_hint', { button: t('chat.message_button') })}</div>
            </>
          }
        />
      ) : (
        <List data-testid="chat-list">
          {rows.map((item) => (
            <ConversationItem key={item.peer.id} item={item} onOpen={() => navigate(chatPath(item.peer.id))} />
          ))}
        </List>
      )}
      {rows.length > 0 && (
        <InfiniteScroll loadMore={() => lists.fetchNextPage().then(() => undefined)} hasMore={Boolean(lists.hasNextPage)}>
          {(hasMore) => (hasMore ? <DotLoading /> : <span>{t('chat.no_more')}</span>)}
        </InfiniteScroll>
      )}
    </Page>
  );
}
