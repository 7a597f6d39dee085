/**
 * A member's card on the map (their personal label, the map's member profile): Message opens the chat with
 * them and Report reports the member; neither is offered on one's own label.
 */
import type { NearbyItem, PersonDetail, UserInfo } from '@app/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { setProfile } from '@/lib/session';
import { fetchMock, json } from '@/test/render-app';
import { LabelCard } from './label-card';

const label = {
  id: 5,
  type: 'person',
  nickname: 'Ada',
  avatar: '',
  category: null,
  category_name: '',
  lat: 1,
  lng: 2,
  address: '',
  distance: 300,
} as NearbyItem;
const detail = (mine: boolean) =>
  ({
    ...label,
    user_id: 42,
    bio: 'Baker',
    status: 'passed',
    reason: '',
    createtime: 1,
    favorited: false,
    mine,
    distance: 300,
  }) as PersonDetail;

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

async function show(mine: boolean) {
  fetchMock.mockImplementation((url) => {
    const path = String(url);
    if (path === '/api/lable/detail') return json({ code: 1, msg: '', time: '0', data: detail(mine) });
    return json({ code: 1, msg: '', time: '0', data: { id: 1, target: 'member', target_id: 42, status: 'open', createtime: 1 } });
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/pages/home_index/home_map']}>
        <LabelCard label={label} onClose={() => undefined} />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByText('Baker');
}

beforeEach(async () => {
  await initI18n('en');
  await changeLanguage('en');
  queryClient.clear();
  vi.stubGlobal('fetch', fetchMock);
  setProfile({ token: 'tok', id: 7, username: 'amy' } as UserInfo);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

describe('a member on the map', () => {
  it('can be messaged and reported', async () => {
    await show(false);
    fireEvent.click(screen.getByTestId('map-card-message'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/my/chat?to_id=42'));
    fireEvent.click(screen.getByTestId('map-card-report'));
    const sheet = await screen.findByTestId('report-sheet');
    fireEvent.click(within(sheet).getByText('Harassment or abuse'));
    fireEvent.click(within(sheet).getByTestId('report-submit'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url, init]) => [String(url), init?.body])).toContainEqual([
        '/api/user/report',
        JSON.stringify({ target: 'member', id: 42, reason: 'harassment' }),
      ]),
    );
  });

  it('offers neither on one’s own label', async () => {
    await show(true);
    expect(screen.queryByTestId('map-card-message')).toBeNull();
    expect(screen.queryByTestId('map-card-report')).toBeNull();
  });
});
