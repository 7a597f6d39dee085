/**
 * The chat socket at /ws (docs/product.md §4, docs/api.md "Chat"): opens without credentials (a `token` header or
 * `?token=` is checked when sent — a bad one closes the socket with CHAT_CLOSE.revoked, a good one binds
 * at once), pings on the chat_ping_seconds schedule, and closes the sockets of a token revoked by logout
 * or a password change, on every instance through the fan-out.
 */
import fastifyWebsocket from '@fastify/websocket';
import { CHAT_CLOSE, CHAT_SOCKET_PATH } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { hashToken } from '../../core/tokens.ts';
import { findMemberByToken, sessionEvents, type MemberRevocation } from '../auth/session.service.ts';
import { chatSetting } from './chat.settings.ts';
import { ChatHub } from './chat-hub.ts';
import { createLocalFanOut, createRedisFanOut, type ChatEvent } from './chat-fanout.ts';

export interface ChatRealtime {
  hub: ChatHub;
  publish(event: ChatEvent): Promise<void>;
  /** binds a socket of this instance at once, or asks the instance that holds it */
  bind(clientId: string, userId: number, token: string): Promise<void>;
}

function socketToken(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const fromQuery = (request.query as { token?: unknown } | undefined)?.token;
  const token = fromHeader || (typeof fromQuery === 'string' ? fromQuery : undefined);
  return token?.trim() || undefined;
}

export async function startChatRealtime(app: FastifyInstance): Promise<ChatRealtime> {
  const { db, config } = app.ctx;
  const hub = new ChatHub();
  app.metrics.gauge('app_chat_sockets', 'Chat websockets open on this instance', () => hub.size);
  const handle = (event: ChatEvent) => hub.handle(event);
  const fanOut = config.redisUrl ? await createRedisFanOut(config.redisUrl, handle, app.log) : createLocalFanOut(handle);
  const publish = (event: ChatEvent) =>
    fanOut.publish(event).catch((err: Error) => app.log.error({ err: err.message }, 'chat: fan-out publish failed'));
  app.ctx.sockets = { deliver: (userIds, message) => publish({ kind: 'deliver', userIds, message }) };

  const onRevoked = (revocation: MemberRevocation) => void publish({ kind: 'revoke', ...revocation });
  sessionEvents.on('revoked', onRevoked);
  const stopPings = schedulePings(hub, () => chatSetting(db, 'chat_ping_seconds'));

  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 }, errorHandler: onSocketError });
  app.get(CHAT_SOCKET_PATH, { websocket: true }, async (socket, request) => {
    const token = socketToken(request);
    const member = token ? await findMemberByToken(db, token) : undefined;
    if (token && (!member || member.user.status === 'frozen')) return socket.close(CHAT_CLOSE.revoked, 'token invalid');
    const clientId = hub.add(socket);
    if (member && token) hub.bind(clientId, member.user.id, hashToken(token));
  });

  app.addHook('onClose', async () => {
    sessionEvents.off('revoked', onRevoked);
    stopPings();
    hub.closeAll();
    await fanOut.close();
  });

  return {
    hub,
    publish,
    async bind(clientId, userId, token) {
      const tokenHash = hashToken(token);
      if (!hub.bind(clientId, userId, tokenHash)) await publish({ kind: 'bind', clientId, userId, tokenHash });
    },
  };
}

/**
 * A socket error is usually the client's doing: a frame over maxPayload or malformed, which ws answers by
 * closing with the matching code (1009 for too big), or a connection dropped mid-frame. Those are logged at
 * warn (protocol) or debug (network) so a client cannot fill the error log, and the socket is let go.
 * Anything else is ours: error level, and the socket is closed as 1011 (internal error, RFC 6455 §7.4.1).
 */
export function onSocketError(error: Error & { code?: string }, socket: WebSocket, request: FastifyRequest): void {
  const fields = { code: error.code, reason: error.message };
  if (error.code?.startsWith('WS_ERR_')) {
    request.log.warn(fields, 'chat socket: client protocol error');
    if (socket.readyState === socket.OPEN) socket.close(1002);
  } else if (error.code && NETWORK_ERRORS.has(error.code)) {
    request.log.debug(fields, 'chat socket: connection lost');
    socket.terminate();
  } else {
    request.log.error({ err: error }, 'chat socket: handler failed');
    if (socket.readyState === socket.OPEN) socket.close(1011, 'server error');
    else socket.terminate();
  }
}

const NETWORK_ERRORS = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** Sweeps every chat_ping_seconds; checked each second so a changed setting applies without a restart. */
function schedulePings(hub: ChatHub, intervalSeconds: () => Promise<number>): () => void {
  let last = Date.now();
  const timer = setInterval(() => {
    intervalSeconds().then(
      (seconds) => {
        if (Date.now() - last < seconds * 1000) return;
        last = Date.now();
        hub.sweep();
      },
      // The setting could not be read (the database is restarting, or closed by a shutdown while this tick
      // was reading): this sweep is skipped and the next tick tries again. Unhandled, the rejection would
      // end the process (Node's default for unhandled rejections).
      () => {},
    );
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
