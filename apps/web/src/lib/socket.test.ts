/**
 * Spec §4 "Chat socket" as the client behaves: online after open; on error not online and a reconnect
 * after exactly 3 s; a normal close clears the socket and switches reconnecting off; an explicit close
 * stops reconnecting; init → shake with the client_id and `data.data` stored; ping → pong; chat → a
 * service event, the new-message flag, the unread count and a banner, never a change of screen (docs/product.md §4
 * as amended by docs/api.md "Notifications"); notice → the notice reads refreshed and a banner.
 */
import type { UserInfo } from '@app/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n';
import { receive } from './incoming';
import { setProfile } from './session';
import { act, renderHook } from '@testing-library/react';
import { chatSocket, useChatUnread, type ChatEvent } from './socket';

class FakeSocket {
  static made: FakeSocket[] = [];
  sent: string[] = [];
  closedWith?: number;
  onopen?: () => void;
  onerror?: () => void;
  onclose?: (event: { code: number }) => void;
  onmessage?: (event: { data: string }) => void;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close(code: number) {
    this.closedWith = code;
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const latest = () => FakeSocket.made.at(-1)!;
const fetchMock = vi.fn<typeof fetch>();
const identity = { client_id: 'c1', user_id: 7, username: 'ann', nickname: 'Ann', avatar: '', unread: 2 };
const message = (from: number) => ({
  type: 'chat',
  data: { id: 1, from_id: from, to_id: from === 7 ? 8 : 7, type: 'text', content: 'hi', createtime: 1, is_read: false },
  from: { id: from, username: 'x', nickname: 'X', avatar: '' },
});

// The banner and the notice refresh are lib/incoming.tsx's (tested in incoming.test.tsx); here, what it is handed.
vi.mock('./incoming', () => ({ receive: vi.fn() }));
const received = vi.mocked(receive);
/** What was handed on last, once the lazy import has resolved. */
async function handed() {
  await vi.dynamicImportSettled();
  return received.mock.calls.at(-1)?.[0] ?? null;
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response(JSON.stringify({ code: 1, msg: 'ok', time: '1', data: { data: identity } }))),
  );
  vi.useFakeTimers();
  setProfile({ id: 7, username: 'ann', token: 'tok-7' } as UserInfo);
  window.location.hash = '#/pages/community/society/society';
});

afterEach(() => {
  received.mockClear();
  chatSocket.close();
  chatSocket.focus = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('chat socket client', () => {
  it('is online once open; on error it is not, and reconnects after 3 s — not before', () => {
    chatSocket.connect('tok-7');
    expect(latest().url).toBe(`${window.location.origin.replace(/^http/, 'ws')}/ws`);
    latest().onopen?.();
    expect(chatSocket.getState().isOnline).toBe(true);

    latest().onerror?.();
    latest().onclose?.({ code: 1006 });
    expect(chatSocket.getState().isOnline).toBe(false);
    vi.advanceTimersByTime(2999);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('the badges re-render for a new unread count, not for each step of connecting', async () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useChatUnread();
    });
    act(() => chatSocket.connect('tok-7'));
    act(() => latest().onopen?.());
    expect(chatSocket.getState().isOnline).toBe(true);
    expect(renders).toBe(1);
    act(() => latest().receive(message(8)));
    expect(result.current).toBe(1);
    expect(renders).toBe(2);
  });

  it('a normal close clears the socket and switches reconnecting off', () => {
    chatSocket.connect('tok-7');
    latest().onopen?.();
    latest().onclose?.({ code: 1000 });
    expect(chatSocket.socket).toBeNull();
    expect(chatSocket.getState().isOpenReconnect).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('an explicit close stops reconnecting, even after an error', () => {
    chatSocket.connect('tok-7');
    const first = latest();
    first.onerror?.();
    chatSocket.close();
    expect(first.closedWith).toBe(1000);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('init → shake with the client_id, data.data stored locally; ping → pong', async () => {
    chatSocket.connect('tok-7');
    latest().receive({ type: 'init', client_id: 'c1' });
    await vi.waitFor(() => expect(chatSocket.getState().identity).toEqual(identity));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/wanlshop/chat/shake');
    expect(init?.body).toBe('{"client_id":"c1"}');
    expect(JSON.parse(localStorage.getItem('chat')!)).toEqual(identity);
    expect(chatSocket.getState().unread).toBe(2);

    latest().receive({ type: 'ping' });
    expect(latest().sent).toEqual(['{"type":"pong"}']);
  });

  it('a shake answer that a message overtook does not take the message back: the count is read again', async () => {
    const envelope = (data: object) => new Response(JSON.stringify({ code: 1, msg: 'ok', time: '1', data }));
    let answerShake: (() => void) | undefined;
    fetchMock.mockImplementation((url) =>
      String(url) === '/api/notice/unread'
        ? Promise.resolve(envelope({ unread: 0, chat_unread: 3 }))
        : new Promise((resolve) => (answerShake = () => resolve(envelope({ data: identity })))),
    );
    chatSocket.connect('tok-7');
    latest().receive({ type: 'init', client_id: 'c1' });
    latest().receive(message(8));
    expect(chatSocket.getState().unread).toBe(1);
    answerShake!();
    await vi.waitFor(() => expect(chatSocket.getState().identity).toEqual(identity));
    await vi.waitFor(() => expect(chatSocket.getState().unread).toBe(3));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/wanlshop/chat/shake', '/api/notice/unread']);
  });

  it('chat from someone else: a service event, the new-message flag, unread + 1 and a banner — the screen stays', async () => {
    const events: ChatEvent[] = [];
    const stop = chatSocket.onService((event) => events.push(event));
    chatSocket.connect('tok-7');
    latest().receive(message(8));
    expect(events.map((e) => e.type)).toEqual(['chat']);
    expect(chatSocket.getState()).toMatchObject({ newMessage: true, unread: 1 });
    expect(await handed()).toEqual({ kind: 'chat', title: 'X', text: 'hi', image: false, avatar: '', link: '/my/chat?to_id=8' });
    expect(window.location.hash).toBe('#/pages/community/society/society');
    stop();
  });

  it('an image message is handed on as a photo, not its path', async () => {
    chatSocket.connect('tok-7');
    latest().receive({ ...message(8), data: { ...message(8).data, type: 'image', content: '/uploads/a.png' } });
    expect(await handed()).toMatchObject({ kind: 'chat', image: true, text: '' });
  });

  it('no banner for the member’s own message from another tab, inside that conversation, or on the messages list', async () => {
    chatSocket.connect('tok-7');
    latest().receive(message(7));
    chatSocket.focus = { peerId: 8 };
    latest().receive(message(8));
    expect(chatSocket.getState().unread).toBe(0);
    chatSocket.focus = 'list';
    latest().receive(message(8));
    expect(chatSocket.getState().unread).toBe(1);
    expect(await handed()).toBeNull();
    // Someone else's message while another conversation is open still shows.
    chatSocket.focus = { peerId: 9 };
    latest().receive(message(8));
    expect(await handed()).toMatchObject({ link: '/my/chat?to_id=8' });
    expect(received).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#/pages/community/society/society');
  });

  it('a notice is handed on with its title, body and link; the screen stays', async () => {
    chatSocket.connect('tok-7');
    const notice = {
      id: 4,
      type: 'deposit_passed',
      title: 'Deposit passed',
      body: '10 USDT',
      link: '/page/wallet/wallet',
      read: false,
      createtime: 1,
    };
    latest().receive({ type: 'notice', notice });
    expect(await handed()).toEqual({ kind: 'notice', title: 'Deposit passed', text: '10 USDT', link: '/page/wallet/wallet' });
    expect(window.location.hash).toBe('#/pages/community/society/society');
  });

  it('service messages raise a service event and carry the unread count; order and live are only logged', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const events: ChatEvent[] = [];
    const stop = chatSocket.onService((event) => events.push(event));
    chatSocket.connect('tok-7');
    latest().receive({ type: 'service', data: { event: 'unread', unread: 5 } });
    expect(chatSocket.getState().unread).toBe(5);
    for (const type of ['order', 'live']) latest().receive({ type, data: { n: 1 } });
    expect(events.map((e) => e.type)).toEqual(['service']);
    expect(info).toHaveBeenCalledTimes(2);
    expect(window.location.hash).toBe('#/pages/community/society/society');
    stop();
    info.mockRestore();
  });
});
