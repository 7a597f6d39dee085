/**
 * Starting a chat from a member id or username (docs/api.md /api/user/getbyuid): the member is looked up and
 * shown before the conversation opens, so a typo never starts a chat with a stranger.
 */
import { Button, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { useMember } from '../api/get-member';

export function StartChat({ onStart }: { onStart: (userId: number) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [uid, setUid] = useState('');
  const member = useMember(uid);
  return (
    <div className="chat-start">
      <div className="chat-start-row">
        <Input
          data-testid="chat-start-input"
          placeholder={t('chat.start_placeholder')}
          value={text}
          onChange={setText}
          onEnterPress={() => setUid(text.trim())}
          clearable
        />
        <Button
          size="small"
          color="primary"
          data-testid="chat-start-find"
          disabled={!text.trim()}
          onClick={() => setUid(text.trim())}
        >
          {t('chat.find')}
        </Button>
      </div>
      {member.data && (
        <List.Item
          data-testid="chat-start-member"
          prefix={<Avatar src={member.data.avatar} size={36} />}
          extra={
            <Button
              size="mini"
              color="primary"
              fill="outline"
              data-testid="chat-start-open"
              onClick={() => onStart(member.data.id)}
            >
              {t('chat.start')}
            </Button>
          }
        >
          {member.data.nickname || member.data.username}
        </List.Item>
      )}
    </div>
  );
}
