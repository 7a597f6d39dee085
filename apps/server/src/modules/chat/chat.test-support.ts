/**
 * Test helpers for the chat socket: a real `ws` client that queues what the server sends, answers
 * `ping` with `pong` unless told not to, and waits for a given message type or for the close.
 */
import { WebSocket } from 'ws';
import type { SocketServerMessage } from '@app/contract';
import { createMember } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { issueMemberToken } from '../auth/session.service.ts';

type Message = SocketServerMessage;
type OfType<T extends Message['type']> = Extract<Message, { type: T }>;

export class TestSocket {
  readonly received: Message[] = [];
  closed?: { code: number; reason: string };
  private waiters: Array<() => void> = [];

  private constructor(
    readonly ws: WebSocket,
    private readonly autoPong: boolean,
  ) {
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Message;
      this.received.push(message);
      if (message.type === 'ping' && this.autoPong) ws.send(JSON.stringify({ type: 'pong' }));
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  static open(url: string, options: { autoPong?: boolean; headers?: Record<string, string> } = {}): Promise<TestSocket> {
    const ws = new WebSocket(url, { headers: options.headers });
    const socket = new TestSocket(ws, options.autoPong ?? true);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  /** Resolves with the first message of `type` not taken yet. */
  async next<T extends Message['type']>(type: T, timeoutMs = 5000): Promise<OfType<T>> {
    const found = await this.until(
      () => {
        const index = this.received.findIndex((m) => m.type === type);
        return index >= 0 ? this.received.splice(index, 1)[0] : undefined;
      },
      timeoutMs,
      `a "${type}" message`,
    );
    return found as OfType<T>;
  }

  waitClosed(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
    return this.until(() => this.closed, timeoutMs, 'the socket to close');
  }

  count(type: Message['type']): number {
    return this.received.filter((m) => m.type === type).length;
  }

  close(): void {
    this.ws.close(1000);
  }

  private until<T>(probe: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs);
      const check = () => {
        const value = probe();
        if (value === undefined) return false;
        clearTimeout(timer);
        resolve(value);
        return true;
      };
      if (check()) return;
      const waiter = () => {
        if (check()) this.waiters = this.waiters.filter((w) => w !== waiter);
      };
      this.waiters.push(waiter);
    });
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}

/** Listens on a free port; returns the socket URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}/ws`;
}

export async function chatMember(t: TestApp): Promise<{ id: number; token: string }> {
  const user = await createMember(t);
  const { token } = await issueMemberToken(t.app.ctx.db, user.id, 86400);
  return { id: user.id, token };
}

/** Opens a socket, reads `init` and binds it with shake; returns the socket and the shake reply. */
export async function connectAs(t: TestApp, url: string, token: string, options: { autoPong?: boolean } = {}) {
  const socket = await TestSocket.open(url, options);
  const init = await socket.next('init');
  const shake = await t.post('/api/wanlshop/chat/shake', { client_id: init.client_id }, { token });
  if (shake.code !== 1) throw new Error(`shake refused: ${shake.msg}`);
  return { socket, clientId: init.client_id, identity: shake.data.data as { unread: number; user_id: number } };
}

export const send = (t: TestApp, token: string, body: object) => t.post('/api/wanlshop/chat/send', body, { token });
