/** An empty messages list says where chats start, rather than "No data" (docs/product.md §2 my/chatlist). */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { fetchMock, json, renderAt } from '@/test/render-app';
import { ok, page, signIn } from '../test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

describe('my/chatlist', () => {
  it('says chats start from a shop, goods or an order when there is none', async () => {
    signIn(7);
    fetchMock.mockImplementation((url) => json(String(url) === '/api/wanlshop/chat/lists' ? page([]) : ok({})));
    await renderAt('/my/chatlist');
    const empty = await screen.findByTestId('chat-list-empty');
    expect(empty.textContent).toContain('No conversations yet');
    expect(empty.textContent).toContain('A chat starts from a shop, goods or an order: tap “Message” there.');
    expect(empty.textContent).not.toContain('No data');
  });
});
