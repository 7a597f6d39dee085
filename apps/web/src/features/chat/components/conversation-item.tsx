/** One row of the messages list: the peer, the last message (an image shows as a label), time and unread. */
import type { Conversation } from '@app/contract';
import { Badge } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { relativeTime } from '@/lib/relative-time';
import { ActionItem } from '@/components/action-item';

export function ConversationItem({ item, onOpen }: { item: Conversation; onOpen: () => void }) {
  const { t } = useTranslation();
  const name = item.peer.nickname || item.peer.username || t('chat.someone');
  const preview = item.last.type === 'image' ? t('chat.image_label') : item.last.content;
  return (
    <ActionItem
      data-testid={`chat-row-${item.peer.id}`}
      prefix={
        <Badge content={item.unread > 0 ? item.unread : null} data-testid={`chat-unread-${item.peer.id}`}>
          <Avatar src={item.peer.avatar} size={44} />
        </Badge>
      }
      description={<span className="chat-preview">{preview}</span>}
      extra={<span className="chat-time">{relativeTime(item.time, t)}</span>}
      onClick={onOpen}
      arrow={false}
    >
      {name}
    </ActionItem>
  );
}
