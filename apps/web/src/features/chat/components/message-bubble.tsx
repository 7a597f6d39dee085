/** One message: mine on the right, the peer's on the left; images lazy-loaded at a fixed size. */
import type { ChatMessage } from '@app/contract';
import { Image, ImageViewer } from 'antd-mobile';
import { mediaUrl } from '@/lib/request';

export function MessageBubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  return (
    <div className={`chat-msg ${mine ? 'chat-msg-mine' : 'chat-msg-theirs'}`} data-testid={`chat-msg-${message.id}`}>
      {message.type === 'image' ? (
        <Image
          className="chat-msg-image"
          src={mediaUrl(message.content)}
          width={160}
          height={160}
          fit="cover"
          lazy
          onClick={() => ImageViewer.show({ image: mediaUrl(message.content) })}
        />
      ) : (
        <div className="chat-msg-text">{message.content}</div>
      )}
    </div>
  );
}
