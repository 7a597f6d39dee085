/**
 * The chat socket client of docs/product.md §4 "Chat socket" and §3 (socket, isOnline, isOpenReconnect): connects,
 * is online once open; on error it is not online and reconnects after 3 s (docs/product.md §9); a normal close clears
 * the socket and switches the reconnect flag off once; an explicit close stops reconnecting. Incoming:
 * `init` → POST /api/wanlshop/chat/shake and store `data.data` locally; `ping` → `pong`; `chat` → a
 * service event, the new-message flag, the unread count and a banner; `service` → a service event;
 * `notice` → the notice counts and lists are refreshed and a banner shows it; `order`, `live` are only
 * logged. Connected while signed in, closed on sign-out.
 *
 * Spec §4 also switched to tab index 4 on every chat message; docs/api.md "Notifications" amends that (see
 * docs/architecture.md "Notices in the member app"): a jump threw a member off the screen they were typing
 * on and lost their input, so an incoming message now only counts on the Me tab's badge and shows a banner
 * (lib/incoming.tsx, loaded with the first one) that opens the conversation when tapped. The open
 * conversation shows its own messages, and the messages list its own rows, so neither gets a banner.
 *
 * One deviation, on purpose: a close that is neither normal nor explicit (server restart 1001, a token
 * revoked elsewhere 4001, a dropped network 1006) reconnects like an error — browsers do not always
 * raise `error` for those, and a member would otherwise stay offline until reload. A revoked token then
 * fails shake with 401, which signs this tab out (docs/product.md §8), and signing out closes the socket for good.
 */
import { CHAT_CLOSE, CHAT_SOCKET_PATH, LIMITS, type ChatIdentity, type Notice, type SocketServerMessage } from '@app/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { paths } from '@/config/paths';
import { useFirstScreenShown } from './first-screen';
import type { Incoming } from './incoming';
import { request } from './request';
import { getProfile, useProfileValue } from './session';
import { getServerBase, writeJson } from './storage';

/** Where the chat identity from shake is kept (docs/product.md §7 "response field data.data is stored locally"). */
export const CHAT_STORAGE_KEY = 'chat';
export type ChatEvent = Extract<SocketServerMessage, { type: 'chat' | 'service' }>;

export interface ChatSocketState {
  isOnline: boolean;
  isOpenReconnect: boolean;
  /** a message from someone else arrived since the messages list was last opened */
  newMessage: boolean;
  unread: number;
  identity: ChatIdentity | null;
}

/** A screen showing chat tells the client, so a message it already shows gets no banner. */
export type ChatFocus = { peerId: number } | 'list' | null;

export function socketUrl(base = getServerBase() || window.location.origin): string {
  return `${base.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`;
}

/** Hands a message or notice to lib/incoming.tsx, fetched on first use (offline: nothing shows). */
function incoming(message: Incoming): void {
  void import('./incoming').then(
    (module) => module.receive(message),
    () => undefined,
  );
}

class ChatSocketClient {
  socket: WebSocket | null = null;
  private state: ChatSocketState = { isOnline: false, isOpenReconnect: true, newMessage: false, unread: 0, identity: null };
  private readonly listeners = new Set<() => void>();
  private readonly serviceListeners = new Set<(event: ChatEvent) => void>();
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private token = '';
  /** Changes to `unread` seen live (a counted message, the server's pushed count, sign-out); see setUnread. */
  private liveChanges = 0;
  private recounting = false;
  focus: ChatFocus = null;

  getState = (): ChatSocketState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Chat and service messages as they arrive (docs/product.md §4 "raises a service event"). */
  onService(listener: (event: ChatEvent) => void): () => void {
    this.serviceListeners.add(listener);
    return () => this.serviceListeners.delete(listener);
  }

  /** Opens the socket for this member's session; a no-op while one is open or opening for the same token. */
  connect(token: string): void {
    if (this.token === token && (this.socket || this.reconnectTimer)) return;
    this.close();
    this.token = token;
    this.set({ isOpenReconnect: true });
    this.open();
  }

  /** The explicit close: no reconnect until connect() is called again. */
  close(): void {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.token = '';
    const socket = this.socket;
    this.socket = null;
    this.liveChanges++;
    this.set({ isOpenReconnect: false, isOnline: false, unread: 0, newMessage: false, identity: null });
    writeJson(CHAT_STORAGE_KEY, null);
    socket?.close(CHAT_CLOSE.normal);
  }

  /** Taken just before asking the server for a count, and handed back with it to setUnread. */
  unreadMark(): number {
    return this.liveChanges;
  }

  /**
   * The server's count of unread chat messages (shake, /api/notice/unread, chat/read), from a request sent at
   * `mark`. A message counted live while that request was under way may or may not be in it, so such a count
   * is dropped and the server asked again: taking it would undo the live count (docs/architecture.md "Notices
   * in the member app" — a slow count read on opening a tab screen left the Me badge one message short).
   * Returns whether the count was taken.
   */
  setUnread(unread: number, mark: number): boolean {
    if (mark !== this.liveChanges) {
      void this.recount();
      return false;
    }
    this.set({ unread });
    return true;
  }

  /** One count read at a time; it reads again while live changes keep overtaking it. */
  private async recount(): Promise<void> {
    if (this.recounting || !this.token) return;
    this.recounting = true;
    let taken = false;
    try {
      while (!taken && this.token) {
        const mark = this.liveChanges;
        const counts = await request('/api/notice/unread', {}, { quiet: true });
        taken = this.setUnread(counts.chat_unread, mark);
      }
    } catch {
      // a background read: the badge keeps its live count
    } finally {
      this.recounting = false;
    }
  }

  /** A change the socket saw as it happened: any count asked for before it is stale. */
  private setLive(unread: number): void {
    this.liveChanges++;
    this.set({ unread });
  }

  /** The messages list was opened: the new-message flag has been seen. */
  markSeen(): void {
    if (this.state.newMessage) this.set({ newMessage: false });
  }

  private open(): void {
    const socket = new WebSocket(socketUrl());
    this.socket = socket;
    socket.onopen = () => this.set({ isOnline: true });
    socket.onerror = () => {
      this.set({ isOnline: false });
      this.scheduleReconnect();
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.set({ isOnline: false });
      if (event.code === CHAT_CLOSE.normal && this.state.isOpenReconnect) this.set({ isOpenReconnect: false });
      else this.scheduleReconnect();
    };
    socket.onmessage = (event) => this.receive(socket, String(event.data));
  }

  private scheduleReconnect(): void {
    if (!this.state.isOpenReconnect || this.reconnectTimer || !this.token) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.state.isOpenReconnect && this.token && !this.socket) this.open();
    }, LIMITS.chatReconnectMs);
  }

  private receive(socket: WebSocket, text: string): void {
    let message: SocketServerMessage;
    try {
      message = JSON.parse(text) as SocketServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case 'init':
        return void this.shake(message.client_id);
      case 'ping':
        return socket.send(JSON.stringify({ type: 'pong' }));
      case 'chat':
        return this.chat(message);
      case 'service':
        if (message.data.event === 'unread') this.setLive(message.data.unread);
        return this.emit(message);
      case 'notice':
        return this.notice(message.notice);
      default:
        console.info('[chat socket]', message.type, 'data' in message ? message.data : undefined);
    }
  }

  private async shake(clientId: string): Promise<void> {
    const mark = this.unreadMark();
    try {
      const reply = await request('/api/wanlshop/chat/shake', { client_id: clientId });
      writeJson(CHAT_STORAGE_KEY, reply.data);
      this.set({ identity: reply.data });
      this.setUnread(reply.data.unread, mark);
    } catch {
      // request() has shown the reason (a 401 signs this tab out, which closes the socket)
    }
  }

  private chat(message: Extract<SocketServerMessage, { type: 'chat' }>): void {
    this.emit(message);
    const me = this.state.identity?.user_id ?? getProfile()?.id;
    if (message.data.from_id === me) return;
    // The open conversation with the sender marks it read itself; the messages list shows it in place.
    const reading = typeof this.focus === 'object' && this.focus?.peerId === message.data.from_id;
    this.set({ newMessage: true });
    if (!reading) this.setLive(this.state.unread + 1);
    if (reading || this.focus === 'list') return;
    const { from, data } = message;
    incoming({
      kind: 'chat',
      title: from.nickname || from.username,
      text: data.type === 'text' ? data.content : '',
      image: data.type === 'image',
      avatar: from.avatar,
      link: `${paths.chat}?to_id=${from.id}`,
    });
  }

  private notice(notice: Notice): void {
    incoming({ kind: 'notice', title: notice.title, text: notice.body, link: notice.link });
  }

  private emit(event: ChatEvent): void {
    for (const listener of this.serviceListeners) listener(event);
  }

  private set(patch: Partial<ChatSocketState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

export const chatSocket = new ChatSocketClient();

export function useChatSocket(): ChatSocketState {
  return useSyncExternalStore(chatSocket.subscribe, chatSocket.getState);
}

const unreadCount = () => chatSocket.getState().unread;

/**
 * The unread count alone, for the badges (the tab bar, Me's services): they re-render when it changes, not at each
 * step of connecting, several renders of the tab bar in every first load (bench/results/lighthouse-2026-12-01.md).
 */
export function useChatUnread(): number {
  return useSyncExternalStore(chatSocket.subscribe, unreadCount);
}

/** Mounted once by the app: connects while a member is signed in, closes on sign-out. */
export function useChatConnection(): void {
  // The token alone: the whole app renders under this hook, and a profile refresh must not re-render it.
  const token = useProfileValue((profile) => profile?.token ?? '');
  // Connecting waits for the opened screen (lib/first-screen.ts); signing out closes at once.
  const shown = useFirstScreenShown();
  useEffect(() => {
    if (!token) chatSocket.close();
    else if (shown) chatSocket.connect(token);
  }, [token, shown]);
}

/** Chat and service events while a screen is mounted. */
export function useChatEvents(listener: (event: ChatEvent) => void): void {
  useEffect(() => chatSocket.onService(listener), [listener]);
}
