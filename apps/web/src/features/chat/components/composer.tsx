/**
 * The message box: text, or an image uploaded with its progress shown and then sent as its URL.
 * Spec §5/§8: an empty message is not sent — the member is told "cannot send empty message".
 */
import type { SendBody } from '@app/contract';
import { Button, Input, ProgressBar, Toast } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '@/lib/upload';

type Draft = Pick<SendBody, 'type' | 'content'>;

export function Composer({ onSend, sending }: { onSend: (draft: Draft) => Promise<unknown>; sending: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const sendText = async () => {
    if (!text.trim()) {
      Toast.show({ content: t('validation.chat_empty') });
      return;
    }
    await onSend({ type: 'text', content: text.trim() });
    setText('');
  };

  const sendImage = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      const { url } = await uploadImage(file, setProgress);
      await onSend({ type: 'image', content: url });
    } finally {
      setProgress(null);
      if (picker.current) picker.current.value = '';
    }
  };

  return (
    <div className="chat-composer">
      {progress !== null && <ProgressBar percent={progress} data-testid="chat-upload-progress" text />}
      <div className="chat-composer-row">
        <PictureOutline
          className="chat-composer-image"
          fontSize={26}
          data-testid="chat-image-button"
          onClick={() => progress === null && picker.current?.click()}
        />
        <input
          ref={picker}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          data-testid="chat-image-input"
          onChange={(event) => void sendImage(event.target.files?.[0]).catch(() => undefined)}
        />
        <Input
          className="chat-composer-input"
          data-testid="chat-input"
          placeholder={t('chat.placeholder')}
          value={text}
          onChange={setText}
          onEnterPress={() => void sendText().catch(() => undefined)}
          maxLength={2000}
        />
        <Button
          color="primary"
          size="small"
          loading={sending}
          data-testid="chat-send"
          onClick={() => void sendText().catch(() => undefined)}
        >
          {t('chat.send')}
        </Button>
      </div>
    </div>
  );
}
