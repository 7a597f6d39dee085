/**
 * How chat events reach every server instance (docs/architecture.md "Many instances: chat, files and mail": Redis for chat fan-out, in
 * process by default; README "Deployment"). An instance publishes an event and every
 * instance — itself included — handles it against the sockets it holds. With REDIS_URL, events travel
 * over one Redis pub/sub channel; without it, they are handed straight to this instance.
 */
import { Redis } from 'ioredis';
import type { SocketServerMessage } from '@app/contract';

export type ChatEvent =
  /** send `message` to every socket of these members */
  | { kind: 'deliver'; userIds: number[]; message: SocketServerMessage }
  /** shake arrived at an instance that does not hold the socket `clientId` */
  | { kind: 'bind'; clientId: string; userId: number; tokenHash: string }
  /** a token (or every token of a member but one) was revoked: its sockets close */
  | { kind: 'revoke'; tokenHash?: string; userId?: number; keepHash?: string };

export interface FanOut {
  publish(event: ChatEvent): Promise<void>;
  close(): Promise<void>;
}

type Handler = (event: ChatEvent) => void;

export function createLocalFanOut(handle: Handler): FanOut {
  return {
    publish: async (event) => handle(event),
    close: async () => {},
  };
}

export const CHAT_CHANNEL = 'chat:events';

/** Resolves once subscribed, so nothing published after start-up is missed by this instance. */
export async function createRedisFanOut(
  url: string,
  handle: Handler,
  log: { error: (obj: object, msg: string) => void },
): Promise<FanOut> {
  const options = { maxRetriesPerRequest: 3, lazyConnect: true };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const connection of [publisher, subscriber]) {
    // ioredis reconnects by itself; an unhandled 'error' would end the process.
    connection.on('error', (err: Error) => log.error({ err: err.message }, 'chat: Redis connection error'));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      handle(JSON.parse(text) as ChatEvent);
    } catch (err) {
      log.error({ err: (err as Error).message }, 'chat: unreadable fan-out event');
    }
  });
  await subscriber.subscribe(CHAT_CHANNEL);
  return {
    publish: async (event) => {
      await publisher.publish(CHAT_CHANNEL, JSON.stringify(event));
    },
    close: async () => {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
