/**
 * pages/category/category: a guest is asked to log in; a member's person label needs nickname, bio and a
 * location (docs/product.md §5) before it is sent, with the picked point as lat/lng.
 */
import type { UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { fetchMock, json, renderAt } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const init = { map: { tile_url: '', default_center: [1.29, 103.85], zoom: { min: 5, max: 18, default: 16 } } };

function server() {
  const sent: Array<Record<string, unknown>> = [];
  fetchMock.mockImplementation((url, init_) => {
    const path = String(url);
    const body = JSON.parse(String(init_?.body ?? '{}')) as Record<string, unknown>;
    if (path === '/api/common/init') return json({ code: 1, msg: '', time: '0', data: init });
    if (path === '/api/lable/categories')
      return json({ code: 1, msg: '', time: '0', data: [{ id: 3, name: 'Grocery', icon: '', sort: 1 }] });
    if (path === '/api/lable/addperson') {
      sent.push(body);
      return json({ code: 1, msg: '', time: '0', data: { id: 9 } });
    }
    if (path === '/api/lable/getmyable')
      return json({ code: 1, msg: '', time: '0', data: { total: 0, per_page: 20, current_page: 1, last_page: 1, data: [] } });
    return json({ code: 1, msg: '', time: '0', data: {} });
  });
  return sent;
}

describe('marking tab', () => {
  it('asks a guest to log in before publishing', async () => {
    server();
    await renderAt('/pages/category/category');
    fireEvent.click(await screen.findByTestId('marking-login'));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/user\/login\?redirect=/));
  });

  it("refuses a member's label without nickname, bio and location, then sends the picked point", async () => {
    setProfile({ token: 'tok', id: 7, username: 'amy' } as UserInfo);
    const sent = server();
    await renderAt('/pages/category/category');
    fireEvent.click(await screen.findByTestId('person-submit'));
    expect(await screen.findByText('Nickname is required')).toBeTruthy();
    expect(screen.getByText('Bio is required')).toBeTruthy();
    expect(screen.getByText('Location is required')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByTestId('person-nickname'), { target: { value: 'Amy' } });
    fireEvent.change(screen.getByPlaceholderText('A few words about yourself'), { target: { value: 'Coffee lover' } });
    fireEvent.click(await screen.findByTestId('person-location-centre'));
    expect(screen.getByTestId('person-location-value').textContent).toBe('1.29000, 103.85000');
    fireEvent.click(screen.getByTestId('person-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ nickname: 'Amy', bio: 'Coffee lover', lat: 1.29, lng: 103.85 });
    await waitFor(() => expect(window.location.hash).toBe('#/label/mylabel'));
  });
});
