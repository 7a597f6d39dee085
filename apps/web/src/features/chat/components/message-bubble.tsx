/**
 * One message: the peer's on the left with their avatar, mine on the right with mine and whether it was
 * sent or read. Text wraps; a picture keeps a fixed box while it loads (no jump) and opens full-size in
 * the image viewer. A send under way shows its upload progress; a failed one a red mark, the reason, and
 * retry / delete — its text stays until it is sent or dropped (WeChat's behaviour). A long press on the
 * peer's message offers to report it.
 */
import type { ChatContext } from '@app/contract';
import { Button, Image, ImageViewer, ProgressCircle } from 'antd-mobile';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { ContextCard } from './context-card';

export type BubbleState = 'sent' | 'read' | 'sending' | 'failed';

export interface BubbleProps {
  /** The row's test id; `cardTestId` names its context card. */
  testId: string;
  cardTestId: string;
  mine: boolean;
  avatar: string | undefined;
  type: 'text' | 'image';
  /** The text, or the address the picture loads from. */
  content: string;
  context?: ChatContext;
  /** Mine only: how far it got. */
  state?: BubbleState;
  progress?: number;
  error?: string;
  onRetry?: () => void;
  onDrop?: () => void;
  /** The peer's messages: a long press (the context menu) offers to report it. */
  onMenu?: () => void;
}

function Picture({ src, progress }: { src: string; progress?: number }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="chat-msg-picture"
      onClick={() => ImageViewer.show({ image: src })}
      aria-label={t('chat.image_open')}
    >
      <Image className="chat-msg-image" src={src} width={160} height={160} fit="cover" lazy alt="" />
      {progress !== undefined && (
        <span className="chat-msg-progress" data-testid="chat-upload-progress">
          <ProgressCircle percent={progress}>{progress}%</ProgressCircle>
        </span>
      )}
    </button>
  );
}

function Failure({ error, onRetry, onDrop }: Pick<BubbleProps, 'error' | 'onRetry' | 'onDrop'>) {
  const { t } = useTranslation();
  return (
    <div className="chat-msg-failure" data-testid="chat-failure">
      <span className="chat-msg-error" role="alert">
        {error ? t('chat.not_sent_reason', { reason: error }) : t('chat.not_sent')}
      </span>
      <Button size="mini" fill="none" color="primary" onClick={onRetry} data-testid="chat-retry">
        {t('chat.retry')}
      </Button>
      <Button size="mini" fill="none" onClick={onDrop} data-testid="chat-drop">
        {t('chat.delete')}
      </Button>
    </div>
  );
}

function StateMark({ state }: { state: BubbleState }) {
  const { t } = useTranslation();
  if (state === 'failed') return <ExclamationCircleFill className="chat-msg-failed-mark" aria-label={t('chat.not_sent')} />;
  const text = state === 'read' ? t('chat.read') : state === 'sent' ? t('chat.sent') : t('chat.sending');
  return (
    <span className={`chat-msg-state chat-msg-state-${state}`} data-testid="chat-state" data-state={state}>
      {text}
    </span>
  );
}

export function MessageBubble(props: BubbleProps) {
  const { testId, mine, avatar, type, content, context, state, progress } = props;
  return (
    <div
      className={`chat-row ${mine ? 'chat-row-mine' : 'chat-row-theirs'}`}
      data-testid={testId}
      data-state={state}
      onContextMenu={
        props.onMenu &&
        ((event) => {
          event.preventDefault();
          props.onMenu?.();
        })
      }
    >
      <Avatar src={avatar} size={36} />
      <div className="chat-row-body">
        {context && <ContextCard card={context} testId={props.cardTestId} />}
        <div className={`chat-msg ${mine ? 'chat-msg-mine' : 'chat-msg-theirs'}`}>
          {mine && state && <StateMark state={state} />}
          {type === 'image' ? <Picture src={content} progress={progress} /> : <div className="chat-msg-text">{content}</div>}
        </div>
        {state === 'failed' && <Failure error={props.error} onRetry={props.onRetry} onDrop={props.onDrop} />}
      </div>
    </div>
  );
}
