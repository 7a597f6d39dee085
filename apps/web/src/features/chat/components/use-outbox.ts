/**
 * Sends that have not reached the server yet (WeChat's rule: nothing typed is silently lost). Each one shows
 * in the conversation while it is under way; a failed one stays with the reason the server gave (a block,
 * a refused image…) and can be retried — with the same `client_msg_id`, so a send that did arrive before a
 * timeout is not posted twice (docs/api.md "Chat in context") — or dropped. An image uploads first, with
 * its progress, through the shared upload client (lib/upload.ts); a retry does not upload it again.
 */
import type { ChatContext, ChatMessage, SendBody } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newRequestKey } from '@/lib/request-key';
import { uploadImage } from '@/lib/upload';
import { sendMessage } from '../api/send-message';

export type Draft = { type: 'text'; content: string } | { type: 'image'; file: File };

export interface PendingSend {
  /** Also the `client_msg_id` the server is given. */
  key: string;
  createtime: number;
  type: 'text' | 'image';
  /** The text, or the image's uploaded path once it has one. */
  content: string;
  file?: File;
  /** The picked image, shown from the device while it uploads. */
  preview?: string;
  /** The card it carries, as shown until the server's copy replaces it. */
  context?: ChatContext;
  status: 'sending' | 'failed';
  /** Upload progress in percent, while an image is on its way. */
  progress?: number;
  /** Why it failed, as the server (or the network) said it. */
  error?: string;
}

function bodyOf(peerId: number, item: PendingSend): SendBody {
  const { context } = item;
  const common = {
    to_id: peerId,
    client_msg_id: item.key,
    ...(context ? { context: { type: context.type, id: context.id } } : {}),
  };
  return item.type === 'text'
    ? { ...common, type: 'text', content: item.content }
    : { ...common, type: 'image', content: item.content };
}

function newPending(draft: Draft, context: ChatContext | undefined): PendingSend {
  return {
    key: newRequestKey(),
    createtime: Math.floor(Date.now() / 1000),
    type: draft.type,
    content: draft.type === 'text' ? draft.content : '',
    ...(draft.type === 'image' ? { file: draft.file, preview: URL.createObjectURL(draft.file) } : {}),
    ...(context ? { context } : {}),
    status: 'sending',
  };
}

export function useOutbox(peerId: number, onSent: (message: ChatMessage) => void) {
  const [items, setItems] = useState<PendingSend[]>([]);
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  }, [items]);
  const patch = useCallback((key: string, change: Partial<PendingSend>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(
    async (start: PendingSend) => {
      let item = start;
      patch(item.key, { status: 'sending', error: undefined });
      try {
        if (item.type === 'image' && !item.content && item.file) {
          const { url } = await uploadImage(item.file, (progress) => patch(item.key, { progress }));
          item = { ...item, content: url };
          patch(item.key, { content: url, progress: undefined });
        }
        const message = await sendMessage(bodyOf(peerId, item));
        setItems((list) => list.filter((other) => other.key !== item.key));
        if (item.preview) URL.revokeObjectURL(item.preview);
        onSent(message);
      } catch (error) {
        patch(item.key, { status: 'failed', progress: undefined, error: error instanceof Error ? error.message : '' });
      }
    },
    [peerId, onSent, patch],
  );

  const send = useCallback(
    (draft: Draft, context?: ChatContext) => {
      const item = newPending(draft, context);
      setItems((list) => [...list, item]);
      return run(item);
    },
    [run],
  );

  const retry = useCallback(
    (item: PendingSend) => {
      if (item.status === 'failed') void run(item);
    },
    [run],
  );

  const drop = useCallback((key: string) => {
    setItems((list) => {
      const item = list.find((other) => other.key === key);
      if (item?.preview) URL.revokeObjectURL(item.preview);
      return list.filter((other) => other.key !== key);
    });
  }, []);

  // Previews of the picked images are freed with the conversation.
  useEffect(() => () => latest.current.forEach((item) => item.preview && URL.revokeObjectURL(item.preview)), []);

  return { items, send, retry, drop };
}
