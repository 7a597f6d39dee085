/**
 * A conversation as a member meets it: "Message" on goods opens it with the goods card waiting above the
 * composer, and the first message carries that card; a send that fails stays with its text, a red mark
 * and the reason, and a retry sends the same message key again; the server's refusal for a blocked sender
 * is shown on the message; blocking asks first; a member, or one of their messages, can be reported with
 * a picked reason.
 */
import type { ChatMessage, SendBody } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { fetchMock, json, renderAt } from '@/test/render-app';
import { tapInDialog } from '@/test/dialog';
import { fakeServer, goods, ok, page, refuse, signIn, type Call } from '../test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const ME = 7;
const PEER = 9;
const peer = { id: PEER, username: 'teahouse', nickname: 'Tea House', avatar: '' };
const history = (messages: ChatMessage[] = []) => ({ ...page(messages).data, peer });
const stored = (body: SendBody, fields: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 501,
  from_id: ME,
  to_id: PEER,
  type: body.type,
  content: body.content,
  createtime: Math.floor(Date.now() / 1000),
  is_read: false,
  ...(body.client_msg_id ? { client_msg_id: body.client_msg_id } : {}),
  ...fields,
});
/** Types into the composer, once the screen (a lazy chunk) has rendered it. */
const type = async (text: string) =>
  fireEvent.change((await screen.findByTestId('chat-input')).querySelector('input')!, { target: { value: text } });
const sends = (calls: Call[]) => calls.filter((c) => c.path === '/api/wanlshop/chat/send').map((c) => c.body as SendBody);

describe('chat about goods', () => {
  it('opens from the goods page with the goods card, which the first message carries to both sides', async () => {
    signIn(ME);
    const calls = fakeServer({
      '/api/product/detail': ok(goods),
      '/api/wanlshop/chat/history': ok(history()),
      '/api/user/blocklist': page([]),
      '/api/wanlshop/chat/send': (body: Record<string, unknown>) => {
        const sent = body as SendBody;
        const card = {
          type: 'goods' as const,
          id: 11,
          title: 'Green tea',
          image: '/uploads/a.png',
          price: '12.500000',
          status: 'listed',
        };
        return ok(stored(sent, sent.context ? { context: card } : {}));
      },
    });
    await renderAt('/page/mapshop/goodsinfos?id=11');
    fireEvent.click(await screen.findByTestId('goods-message'));
    await waitFor(() => expect(window.location.hash).toBe('#/my/chat?to_id=9&context=goods&context_id=11'));

    const waiting = await screen.findByTestId('chat-pending-card');
    expect(within(waiting).getByTestId('chat-card-title').textContent).toBe('Green tea');
    expect(within(waiting).getByTestId('chat-card-price').textContent).toBe('12.5 USDT');

    await type('Is this year’s harvest?');
    fireEvent.click(screen.getByTestId('chat-send'));
    const card = await screen.findByTestId('chat-context-501');
    expect(card.textContent).toContain('Green tea');
    // A goods card shows no status word: only an order's status means something to the reader.
    expect(within(card).queryByTestId('chat-card-status')).toBeNull();
    expect(screen.queryByTestId('chat-pending-card')).toBeNull();
    const [first] = sends(calls);
    expect(first).toMatchObject({
      to_id: PEER,
      type: 'text',
      content: 'Is this year’s harvest?',
      context: { type: 'goods', id: 11 },
    });
    expect(first!.client_msg_id).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect(window.location.hash).toBe('#/my/chat?to_id=9');

    // The next message is just a message.
    await type('And the price for two?');
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(sends(calls)).toHaveLength(2));
    expect(sends(calls)[1]!.context).toBeUndefined();
  });

  it('shows the card a message carries in the history, and leaves the card out when the member removes it', async () => {
    signIn(ME);
    const theirs: ChatMessage = {
      id: 400,
      from_id: PEER,
      to_id: ME,
      type: 'text',
      content: 'Your order is on its way',
      createtime: 1_790_000_000,
      is_read: true,
      context: {
        type: 'order',
        id: 21,
        title: 'Green tea',
        image: '',
        price: '25.000000',
        status: 'shipped',
        order_no: 'SO0021',
      },
    };
    const calls = fakeServer({
      '/api/wanlshop/chat/history': ok(history([theirs])),
      '/api/user/blocklist': page([]),
      '/api/wanlshop/chat/send': (body: Record<string, unknown>) => ok(stored(body as SendBody)),
    });
    await renderAt('/my/chat?to_id=9&context=shop&context_id=3');
    const card = await screen.findByTestId('chat-context-400');
    expect(card.textContent).toContain('Order no. SO0021');
    expect(within(card).getByTestId('chat-card-status').textContent).toBe('Awaiting receipt');
    fireEvent.click(screen.getByTestId('chat-pending-card-remove'));
    await type('Thanks!');
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(sends(calls)).toHaveLength(1));
    expect(sends(calls)[0]!.context).toBeUndefined();
  });
});

describe('a send that fails', () => {
  it('keeps what was typed when the member leaves the conversation and comes back, per conversation', async () => {
    signIn(ME);
    fetchMock.mockImplementation((url) => {
      const path = String(url);
      if (path === '/api/wanlshop/chat/history') return json(ok(history()));
      if (path === '/api/user/blocklist') return json(page([]));
      return json(ok({}));
    });
    await renderAt('/my/chat?to_id=9');
    await type('Half a thought about the');
    window.location.hash = '#/my/chat?to_id=12';
    await waitFor(() => expect(screen.getByTestId('chat-input').querySelector('input')!.value).toBe(''));
    window.location.hash = '#/my/chat?to_id=9';
    await waitFor(() => expect(screen.getByTestId('chat-input').querySelector('input')!.value).toBe('Half a thought about the'));
  });

  it('stays with its text and a red mark, and a retry sends the same message key', async () => {
    signIn(ME);
    const bodies: SendBody[] = [];
    let online = false;
    fetchMock.mockImplementation((url, init) => {
      const path = String(url);
      if (path === '/api/wanlshop/chat/history') return json(ok(history()));
      if (path === '/api/user/blocklist') return json(page([]));
      if (path !== '/api/wanlshop/chat/send') return json(ok({}));
      const body = JSON.parse(String(init?.body)) as SendBody;
      bodies.push(body);
      return online ? json(ok(stored(body))) : Promise.reject(new TypeError('Failed to fetch'));
    });
    await renderAt('/my/chat?to_id=9');
    await type('Are you open on Sunday?');
    fireEvent.click(await screen.findByTestId('chat-send'));
    const failure = await screen.findByTestId('chat-failure');
    const row = failure.closest('[data-state]')!;
    expect(row.getAttribute('data-state')).toBe('failed');
    expect(row.textContent).toContain('Are you open on Sunday?');
    expect(failure.textContent).toContain('Not sent');

    online = true;
    fireEvent.click(screen.getByTestId('chat-retry'));
    expect((await screen.findByTestId('chat-msg-501')).textContent).toContain('Are you open on Sunday?');
    expect(screen.queryByTestId('chat-failure')).toBeNull();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.client_msg_id).toBe(bodies[0]!.client_msg_id);
  });

  it('shows the server’s refusal when the peer has blocked the sender, and can be deleted', async () => {
    signIn(ME);
    fakeServer({
      '/api/wanlshop/chat/history': ok(history()),
      '/api/user/blocklist': page([]),
      '/api/wanlshop/chat/send': refuse('This member is not accepting your messages'),
    });
    await renderAt('/my/chat?to_id=9');
    await type('Hello?');
    fireEvent.click(await screen.findByTestId('chat-send'));
    expect((await screen.findByTestId('chat-failure')).textContent).toContain(
      'Not sent: This member is not accepting your messages',
    );
    fireEvent.click(screen.getByTestId('chat-drop'));
    await waitFor(() => expect(screen.queryByText('Hello?')).toBeNull());
  });
});

describe('blocking and reporting', () => {
  it('blocks the peer only after confirming, then says so', async () => {
    signIn(ME);
    const calls = fakeServer({
      '/api/wanlshop/chat/history': ok(history()),
      '/api/user/blocklist': page([]),
      '/api/user/block': ok({ blocked: true }),
    });
    await renderAt('/my/chat?to_id=9');
    await screen.findByTestId('chat-thread');
    fireEvent.click(screen.getByTestId('chat-menu'));
    fireEvent.click(await screen.findByTestId('chat-block'));
    expect(await screen.findByText('Block Tea House?')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/user/block')).toBe(false);
    await tapInDialog('Block');
    await waitFor(() => expect(calls.find((c) => c.path === '/api/user/block')?.body).toEqual({ user_id: PEER, blocked: true }));
    expect((await screen.findByTestId('chat-blocked-notice')).textContent).toContain('You blocked this member');
  });

  it('reports the member with the picked reason and the member’s words', async () => {
    signIn(ME);
    const calls = fakeServer({
      '/api/wanlshop/chat/history': ok(history()),
      '/api/user/blocklist': page([]),
      '/api/user/report': ok({ id: 1, target: 'member', target_id: PEER, status: 'open', createtime: 1 }),
    });
    await renderAt('/my/chat?to_id=9');
    await screen.findByTestId('chat-thread');
    fireEvent.click(screen.getByTestId('chat-menu'));
    fireEvent.click(await screen.findByTestId('chat-report'));
    const sheet = await screen.findByTestId('report-sheet');
    expect((within(sheet).getByTestId('report-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(sheet).getByText('Fraud or scam'));
    fireEvent.change(within(sheet).getByTestId('report-details').querySelector('textarea')!, {
      target: { value: 'Asked me to pay outside the app' },
    });
    fireEvent.click(within(sheet).getByTestId('report-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/user/report')?.body).toEqual({
        target: 'member',
        id: PEER,
        reason: 'fraud: Asked me to pay outside the app',
      }),
    );
  });

  it('reports one of the peer’s messages from a long press on it', async () => {
    signIn(ME);
    const theirs: ChatMessage = {
      id: 400,
      from_id: PEER,
      to_id: ME,
      type: 'text',
      content: 'Pay me outside',
      createtime: 1,
      is_read: true,
    };
    const calls = fakeServer({
      '/api/wanlshop/chat/history': ok(history([theirs])),
      '/api/user/blocklist': page([]),
      '/api/user/report': ok({ id: 2, target: 'message', target_id: 400, status: 'open', createtime: 1 }),
    });
    await renderAt('/my/chat?to_id=9');
    fireEvent.contextMenu(await screen.findByTestId('chat-msg-400'));
    fireEvent.click(await screen.findByTestId('chat-report-message'));
    const sheet = await screen.findByTestId('report-sheet');
    fireEvent.click(within(sheet).getByText('Spam or advertising'));
    fireEvent.click(within(sheet).getByTestId('report-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/user/report')?.body).toEqual({ target: 'message', id: 400, reason: 'spam' }),
    );
  });

  it('shows my message as read once the peer replies, read again from the server', async () => {
    const sockets: { onmessage?: (event: { data: string }) => void }[] = [];
    vi.stubGlobal(
      'WebSocket',
      class {
        onmessage?: (event: { data: string }) => void;
        constructor() {
          sockets.push(this);
        }
        send() {}
        close() {}
      },
    );
    signIn(ME);
    const mine: ChatMessage = {
      id: 450,
      from_id: ME,
      to_id: PEER,
      type: 'text',
      content: 'Still open?',
      createtime: 1,
      is_read: false,
    };
    let read = false;
    fakeServer({
      '/api/wanlshop/chat/history': () => ok(history([{ ...mine, is_read: read }])),
      '/api/user/blocklist': page([]),
    });
    await renderAt('/my/chat?to_id=9');
    const state = () => within(screen.getByTestId('chat-msg-450')).getByTestId('chat-state');
    await waitFor(() => expect(state().textContent).toBe('Sent'));
    read = true;
    const reply = { id: 451, from_id: PEER, to_id: ME, type: 'text', content: 'Yes, until six', createtime: 2, is_read: false };
    sockets.at(-1)!.onmessage?.({ data: JSON.stringify({ type: 'chat', data: reply, from: peer }) });
    expect((await screen.findByTestId('chat-msg-451')).textContent).toContain('Yes, until six');
    await waitFor(() => expect(state().textContent).toBe('Read'));
  });
});

describe('loading the conversation', () => {
  it('offers a retry when the network fails', async () => {
    signIn(ME);
    let online = false;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((url) => {
      const path = String(url);
      if (path === '/api/wanlshop/chat/history') return online ? json(ok(history())) : Promise.reject(new TypeError('offline'));
      return json(page([]));
    });
    await renderAt('/my/chat?to_id=9');
    const error = await screen.findByTestId('chat-history-error');
    online = true;
    fireEvent.click(within(error).getByText('Retry'));
    expect((await screen.findByTestId('chat-empty')).textContent).toBe('No messages yet. Say hello!');
  });

  it('says so when the member cannot be talked to', async () => {
    signIn(ME);
    fakeServer({ '/api/wanlshop/chat/history': refuse('No such member') });
    await renderAt('/my/chat?to_id=404');
    expect((await screen.findByTestId('chat-not-found')).textContent).toContain('This conversation cannot be opened');
  });
});
