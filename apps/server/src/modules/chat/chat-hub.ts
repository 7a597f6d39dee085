/**
 * The sockets this instance holds (docs/product.md §4 "Chat socket", docs/api.md "Chat"): each gets a random client_id
 * sent as `init`; shake binds it to a member; messages go to every socket of a member (every open tab);
 * `ping` goes out on a schedule and a socket that has not answered the previous one with `pong` is dropped.
 */
import { randomBytes } from 'node:crypto';
import { CHAT_CLOSE, type SocketServerMessage } from '@app/contract';
import type { WebSocket } from 'ws';
import type { ChatEvent } from './chat-fanout.ts';

interface Client {
  id: string;
  socket: WebSocket;
  userId?: number;
  tokenHash?: string;
  answered: boolean;
}

export class ChatHub {
  private readonly clients = new Map<string, Client>();
  private readonly byUser = new Map<number, Set<Client>>();

  get size(): number {
    return this.clients.size;
  }

  /** Registers a new socket and greets it with its client_id. */
  add(socket: WebSocket): string {
    const client: Client = { id: randomBytes(16).toString('hex'), socket, answered: true };
    this.clients.set(client.id, client);
    socket.on('close', () => this.remove(client));
    socket.on('message', (data) => this.receive(client, data.toString()));
    send(socket, { type: 'init', client_id: client.id });
    return client.id;
  }

  has(clientId: string): boolean {
    return this.clients.has(clientId);
  }

  /**
   * Binds a socket of this instance to the member whose token asked; true when this instance holds the socket
   * (bound or not). A socket already bound to another member stays theirs: a client_id seen by someone else
   * never moves another member's socket to the caller (docs/api.md "Chat" — shake).
   */
  bind(clientId: string, userId: number, tokenHash: string): boolean {
    const client = this.clients.get(clientId);
    if (!client) return false;
    if (client.userId !== undefined && client.userId !== userId) return true;
    if (client.userId !== undefined) this.byUser.get(client.userId)?.delete(client);
    client.userId = userId;
    client.tokenHash = tokenHash;
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(client);
    return true;
  }

  handle(event: ChatEvent): void {
    if (event.kind === 'deliver') this.deliver(event.userIds, event.message);
    else if (event.kind === 'bind') this.bind(event.clientId, event.userId, event.tokenHash);
    else this.revoke(event);
  }

  /** Pings every socket; one that left the last ping unanswered is cut off. */
  sweep(): void {
    for (const client of this.clients.values()) {
      if (!client.answered) {
        client.socket.terminate();
        this.remove(client);
        continue;
      }
      client.answered = false;
      send(client.socket, { type: 'ping' });
    }
  }

  closeAll(code: number = CHAT_CLOSE.goingAway): void {
    for (const client of this.clients.values()) client.socket.close(code);
  }

  private deliver(userIds: number[], message: SocketServerMessage): void {
    const text = JSON.stringify(message);
    for (const userId of new Set(userIds)) {
      for (const client of this.byUser.get(userId) ?? []) client.socket.send(text);
    }
  }

  private revoke(event: Extract<ChatEvent, { kind: 'revoke' }>): void {
    const candidates = event.userId !== undefined ? [...(this.byUser.get(event.userId) ?? [])] : [...this.clients.values()];
    for (const client of candidates) {
      if (!client.tokenHash) continue;
      const hit = event.tokenHash ? client.tokenHash === event.tokenHash : client.tokenHash !== event.keepHash;
      if (hit) {
        client.socket.close(CHAT_CLOSE.revoked, 'token revoked');
        this.remove(client);
      }
    }
  }

  private receive(client: Client, text: string): void {
    try {
      if ((JSON.parse(text) as { type?: unknown }).type === 'pong') client.answered = true;
    } catch {
      // not JSON: nothing a client is expected to send; ignored
    }
  }

  private remove(client: Client): void {
    this.clients.delete(client.id);
    if (client.userId === undefined) return;
    const set = this.byUser.get(client.userId);
    set?.delete(client);
    if (set?.size === 0) this.byUser.delete(client.userId);
  }
}

function send(socket: WebSocket, message: SocketServerMessage): void {
  socket.send(JSON.stringify(message));
}
