/** page/mapshop/mapshop: guests keep their history on the device, members on the server; clearing asks first. */
import type { UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { fetchMock, json, renderAt } from '@/test/render-app';
import { tapInDialog } from '@/test/dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const ok = (data: unknown) => json({ code: 1, msg: '', time: '0', data });
const emptyPage = { total: 0, per_page: 20, current_page: 1, last_page: 1, data: [] };

function server(history: string[]) {
  const calls: string[] = [];
  fetchMock.mockImplementation((url) => {
    const path = String(url);
    calls.push(path);
    if (path === '/api/lable/history') return ok(history.map((keyword) => ({ keyword, createtime: 1 })));
    if (path === '/api/lable/clearhistory') {
      history.length = 0;
      return ok({});
    }
    if (path === '/api/lable/nearby') return ok(emptyPage);
    if (path === '/api/lable/search') return ok({ shops: emptyPage, goods: emptyPage });
    if (path === '/api/lable/categories') return ok([]);
    if (path === '/api/common/init')
      return ok({ map: { tile_url: '', default_center: [1.29, 103.85], zoom: { min: 5, max: 18, default: 16 } } });
    return ok({});
  });
  return calls;
}

function search(word: string) {
  const input = screen.getByPlaceholderText('Search shops and people');
  fireEvent.change(input, { target: { value: word } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

describe('search page', () => {
  it('shows "No search history" to a new guest and keeps a guest search on this device', async () => {
    const calls = server([]);
    await renderAt('/page/mapshop/mapshop');
    expect(await screen.findByText('No search history')).toBeTruthy();
    search('coffee');
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/page\/mapshop\/shoplist\?keyword=coffee/));
    expect(JSON.parse(localStorage.getItem('map_search_history') ?? '[]')).toEqual(['coffee']);
    expect(calls).not.toContain('/api/lable/history');
    expect(await screen.findByText('No shops or goods match “coffee”')).toBeTruthy();
  });

  it("lists a member's server history and clears it all only after confirming", async () => {
    setProfile({ token: 'tok', id: 7, username: 'amy' } as UserInfo);
    const calls = server(['noodles', 'phone case']);
    await renderAt('/page/mapshop/mapshop');
    expect((await screen.findByTestId('search-history')).textContent).toBe('noodlesphone case');

    fireEvent.click(screen.getByTestId('search-clear'));
    expect((await screen.findByTestId('search-clear-confirm')).textContent).toBe('Clear all search history?');
    await tapInDialog('Cancel');
    await waitFor(() => expect(screen.queryByTestId('search-clear-confirm')).toBeNull());
    expect(calls).not.toContain('/api/lable/clearhistory');

    fireEvent.click(screen.getByTestId('search-clear'));
    await screen.findByTestId('search-clear-confirm');
    fireEvent.click(screen.getByText('Confirm'));
    expect(await screen.findByText('No search history')).toBeTruthy();
    expect(calls).toContain('/api/lable/clearhistory');
  });
});
