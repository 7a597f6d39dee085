/**
 * In-app chat: docs/api.md "Chat", docs/product.md §3 "Chat message", §4 "Chat socket", §5 "Chat: empty message cannot be
 * sent". The socket at /ws speaks JSON with a `type`; the HTTP calls bind a socket to the member (shake),
 * send, list conversations, page a conversation's history and mark it read.
 */
import { z } from 'zod';
import { listPage, pageQuery } from './envelope.ts';
import { idField } from './fields.ts';
import { UPLOAD_PATH_PATTERN } from './images.ts';
import { notice } from './notices.ts';
import { textField } from './text.ts';

export const CHAT_TEXT_MAX = 2000;

export const CHAT_MESSAGE_TYPES = ['text', 'image'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

const empty = 'validation.chat_empty';
const imagePath = UPLOAD_PATH_PATTERN;

/** What a message may refer to (docs/api.md "Chat in context"): a shop, goods, a shop order or a P2P order. */
export const CHAT_CONTEXT_TYPES = ['shop', 'goods', 'order', 'p2p_order'] as const;
export type ChatContextType = (typeof CHAT_CONTEXT_TYPES)[number];

/** The reference the sender gives; an order may only be named by one of its parties. */
export const chatContextRef = z.object({ type: z.enum(CHAT_CONTEXT_TYPES, 'validation.invalid'), id: idField });
export type ChatContextRef = z.infer<typeof chatContextRef>;

/**
 * The card a message carries: a snapshot taken when it was sent, so a later price or status change does not
 * rewrite what the two members talked about.
 */
export const chatContext = z.object({
  type: z.enum(CHAT_CONTEXT_TYPES),
  id: z.number().int(),
  title: z.string().describe('shop name, goods name, or the ordered goods / P2P coin'),
  image: z.string().describe('an /uploads/ path, or empty'),
  price: z.string().optional().describe('goods price or order total (USDT)'),
  status: z.string().optional().describe("an order's status word when sent (shop or P2P order statuses)"),
  order_no: z.string().optional(),
});
export type ChatContext = z.infer<typeof chatContext>;

/**
 * A key the client makes for one message it sends; a retry with the same key (after a timeout) returns the
 * message already stored instead of posting it twice. Unique per sender.
 */
export const clientMsgIdField = z
  .string({ error: 'validation.invalid' })
  .trim()
  .min(8, 'validation.invalid')
  .max(64, 'validation.too_long')
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid');

const sendExtras = {
  to_id: idField,
  context: chatContextRef.optional(),
  client_msg_id: clientMsgIdField.optional(),
};

/** Text is trimmed and must keep something; an image is a path returned by /api/common/upload. */
export const sendBody = z.discriminatedUnion(
  'type',
  [
    z.object({
      ...sendExtras,
      type: z.literal('text'),
      content: textField({ max: CHAT_TEXT_MAX, required: empty }),
    }),
    z.object({
      ...sendExtras,
      type: z.literal('image'),
      content: z
        .string({ error: empty })
        .trim()
        .min(1, empty)
        .max(300, 'validation.too_long')
        .regex(imagePath, 'validation.image'),
    }),
  ],
  { error: 'validation.invalid' },
);
export type SendBody = z.infer<typeof sendBody>;

export const chatMessage = z.object({
  id: z.number().int(),
  from_id: z.number().int(),
  to_id: z.number().int(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  content: z.string().describe('the text, or an /uploads/ image path'),
  createtime: z.number().int(),
  is_read: z.boolean().describe('the recipient has read it'),
  context: chatContext.optional().describe('the card of what the message refers to, when sent with `context`'),
  client_msg_id: z.string().optional().describe('the key the sender gave, when it gave one'),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatPeer = z.object({ id: z.number().int(), username: z.string(), nickname: z.string(), avatar: z.string() });
export type ChatPeer = z.infer<typeof chatPeer>;

/** What the client stores locally after shake (docs/api.md: `data.data`). */
export const chatIdentity = z.object({
  client_id: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  unread: z.number().int().describe('messages to this member not read yet, over all conversations'),
});
export type ChatIdentity = z.infer<typeof chatIdentity>;

export const shakeBody = z.object({
  client_id: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(64, 'validation.too_long'),
});
export const shakeReply = z.object({ data: chatIdentity });
export type ShakeReply = z.infer<typeof shakeReply>;

export const sendReply = chatMessage;

export const chatListsBody = pageQuery;
export const conversation = z.object({
  peer: chatPeer,
  last: chatMessage,
  unread: z.number().int(),
  time: z.number().int().describe('unix seconds of the last message'),
});
export type Conversation = z.infer<typeof conversation>;
export const chatListsReply = listPage(conversation).extend({ unread: z.number().int().describe('all unread messages') });
export type ChatListsReply = z.infer<typeof chatListsReply>;

export const chatHistoryBody = pageQuery.extend({
  to_id: idField,
  before_id: idField.optional().describe('only messages older than this one: stable paging while new ones arrive'),
});
export type ChatHistoryBody = z.infer<typeof chatHistoryBody>;
/** Page 1 holds the newest messages; inside a page they run oldest first, as they are shown. */
export const chatHistoryReply = listPage(chatMessage).extend({ peer: chatPeer });
export type ChatHistoryReply = z.infer<typeof chatHistoryReply>;

export const chatReadBody = z.object({ to_id: idField });
export const chatReadReply = z.object({ read: z.number().int().describe('messages marked read now'), unread: z.number().int() });
export type ChatReadReply = z.infer<typeof chatReadReply>;

/** Server → client socket messages (docs/product.md §4). `service` carries chat state changes such as the unread count. */
export const socketServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('init'), client_id: z.string() }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('chat'), data: chatMessage, from: chatPeer }),
  z.object({ type: z.literal('service'), data: z.object({ event: z.literal('unread'), unread: z.number().int() }) }),
  z.object({ type: z.literal('order'), data: z.unknown().optional() }),
  z.object({ type: z.literal('notice'), notice }),
  z.object({ type: z.literal('live'), data: z.unknown().optional() }),
]);
export type SocketServerMessage = z.infer<typeof socketServerMessage>;
/** Client → server: the answer to `ping`. */
export const socketClientMessage = z.object({ type: z.literal('pong') });
