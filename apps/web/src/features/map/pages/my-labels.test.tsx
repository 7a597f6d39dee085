/** label/mylabel: delete only after confirming; a shop with listed goods stays, with the server's reason shown. */
import type { LabelDetail, UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { fetchMock, json, renderAt } from '@/test/render-app';
import { tapInDialog } from '@/test/dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const base = {
  category: 1,
  category_name: 'Restaurant',
  lat: 1.29,
  lng: 103.85,
  address: '1 Raffles Place',
  user_id: 7,
  createtime: 1,
  favorited: false,
  mine: true,
  distance: null,
};
const labels: LabelDetail[] = [
  {
    ...base,
    id: 5,
    type: 'person',
    nickname: 'Amy',
    avatar: '',
    bio: 'Hi',
    precision: '500m',
    visibility: 'everyone',
    status: 'passed',
    reason: '',
  },
  {
    ...base,
    id: 6,
    type: 'shop',
    name: 'Amy Eats',
    business_hours: '',
    phone: '+6561234567',
    intro: 'Food',
    door_image: '',
    license_image: '',
    images: [],
    status: 'rejected',
    reason: 'Licence photo unreadable',
  },
];

function server() {
  const deleted: unknown[] = [];
  fetchMock.mockImplementation((url, init) => {
    const path = String(url);
    const body = JSON.parse(String(init?.body ?? '{}')) as { id?: number };
    if (path === '/api/lable/getmyable')
      return json({
        code: 1,
        msg: '',
        time: '0',
        data: { total: labels.length, per_page: 20, current_page: 1, last_page: 1, data: labels },
      });
    if (path === '/api/lable/del') {
      deleted.push(body.id);
      return body.id === 6
        ? json({ code: 0, msg: 'Remove the listed goods first', time: '0', data: null })
        : json({ code: 1, msg: '', time: '0', data: {} });
    }
    return json({ code: 1, msg: '', time: '0', data: {} });
  });
  return deleted;
}

describe('my markings', () => {
  it('shows each state and reason, deletes after confirming, and shows the refusal for a shop with goods', async () => {
    setProfile({ token: 'tok', id: 7, username: 'amy' } as UserInfo);
    const deleted = server();
    await renderAt('/label/mylabel');
    expect((await screen.findByTestId('mylabels-6-status')).getAttribute('data-status')).toBe('rejected');
    expect(screen.getByTestId('mylabels-6-reason').textContent).toBe('Reason: Licence photo unreadable');

    fireEvent.click(screen.getByTestId('mylabels-5-delete'));
    expect((await screen.findByTestId('mylabels-delete-confirm')).textContent).toBe('Delete Amy? This cannot be undone.');
    await tapInDialog('Cancel');
    await waitFor(() => expect(screen.queryByTestId('mylabels-delete-confirm')).toBeNull());
    expect(deleted).toEqual([]);

    fireEvent.click(screen.getByTestId('mylabels-6-delete'));
    await screen.findByTestId('mylabels-delete-confirm');
    fireEvent.click(screen.getByText('Confirm'));
    expect(await screen.findByText('Remove the listed goods first')).toBeTruthy();
    expect(deleted).toEqual([6]);
  });
});
