/**
 * The message box, pinned above the keyboard: text, or a picture picked from the device and handed over to
 * be uploaded and sent (its progress shows in the conversation). Spec §5/§8: an empty message is not sent —
 * the member is told "cannot send empty message". What was typed leaves the box at once: a send that fails
 * keeps it in the conversation with a retry (use-outbox.ts).
 */
import { CHAT_TEXT_MAX } from '@app/contract';
import { Button, Input } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '@/components/image-upload';
import { useDraft } from '@/lib/draft';
import { showToast } from '@/lib/toast';
import type { Draft } from './use-outbox';

interface ComposerProps {
  onSend: (draft: Draft) => void;
  /** Shown above the box: the card the first message will carry. */
  above?: ReactNode;
  /** The draft this box keeps while the member is elsewhere (lib/draft.ts): one per conversation. */
  draftKey: string;
}

export function Composer({ onSend, above, draftKey }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText, clearText] = useDraft(draftKey, '');
  const picker = useRef<HTMLInputElement>(null);

  const sendText = () => {
    if (!text.trim()) {
      showToast({ content: t('validation.chat_empty') });
      return;
    }
    onSend({ type: 'text', content: text.trim() });
    clearText();
  };

  const pick = (file: File | undefined) => {
    if (file) onSend({ type: 'image', file });
    if (picker.current) picker.current.value = '';
  };

  return (
    <div className="chat-composer" data-testid="chat-composer">
      {above}
      <div className="chat-composer-row">
        <button
          type="button"
          className="chat-composer-image"
          aria-label={t('chat.send_image')}
          data-testid="chat-image-button"
          onClick={() => picker.current?.click()}
        >
          <PictureOutline fontSize={26} aria-hidden />
        </button>
        <input
          ref={picker}
          type="file"
          accept={IMAGE_TYPES}
          hidden
          aria-label={t('chat.send_image')}
          data-testid="chat-image-input"
          onChange={(event) => pick(event.target.files?.[0])}
        />
        <Input
          className="chat-composer-input"
          data-testid="chat-input"
          aria-label={t('chat.placeholder')}
          placeholder={t('chat.placeholder')}
          value={text}
          onChange={setText}
          onEnterPress={sendText}
          maxLength={CHAT_TEXT_MAX}
          enterKeyHint="send"
        />
        <Button color="primary" size="small" data-testid="chat-send" onClick={sendText}>
          {t('chat.send')}
        </Button>
      </div>
    </div>
  );
}
