/**
 * page/mapshop/shoplist (docs/api.md "Search: shops and goods"): a keyword's shops and goods in two groups, a good
 * opening its product page, the map's filters sent with the search; without a keyword, shops browsed by category.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMock, json, renderAt } from '@/test/render-app';
import { resetMapFilters, setMapFilters, NO_FILTERS } from '../utils/map-filters';

afterEach(() => {
  vi.unstubAllGlobals();
  resetMapFilters();
});

const ok = (data: unknown) => json({ code: 1, msg: '', time: '0', data });
const page = (data: unknown[]) => ({ total: data.length, per_page: 20, current_page: 1, last_page: 1, data });
const shop = {
  id: 9,
  type: 'shop',
  name: 'Volt Phone Shop',
  door_image: '',
  business_hours: '',
  category: 4,
  category_name: 'Electronics',
  lat: 1.3,
  lng: 103.8,
  address: '8 Orchard Rd',
  distance: 420,
};
const charger = {
  id: 31,
  name: 'USB-C charger 65 W',
  image: '',
  price: '12.000000',
  coin: 'USDT',
  shop_id: 9,
  shop_name: 'Volt Phone Shop',
  distance: 420,
};

function server(search: { shops: unknown[]; goods: unknown[] }) {
  const bodies: [string, Record<string, unknown>][] = [];
  fetchMock.mockImplementation((url, init) => {
    const path = String(url);
    bodies.push([path, init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}]);
    if (path === '/api/lable/search') return ok({ shops: page(search.shops), goods: page(search.goods) });
    if (path === '/api/lable/nearby') return ok(page([shop]));
    if (path === '/api/lable/categories')
      return ok([
        { id: 4, name: 'Electronics', icon: '', sort: 1 },
        { id: 5, name: 'Coffee', icon: '', sort: 2 },
      ]);
    if (path === '/api/common/init')
      return ok({ map: { tile_url: '', default_center: [1.29, 103.85], zoom: { min: 5, max: 18, default: 16 } } });
    return ok({});
  });
  return bodies;
}

describe('search results', () => {
  it('groups shops and goods, and a good opens its product page', async () => {
    const closed = { ...shop, id: 10, name: 'Old Phone Shop', address: '9 Orchard Rd', closed_reported: true };
    const bodies = server({ shops: [shop, closed], goods: [charger] });
    setMapFilters({ ...NO_FILTERS, accepts_pi: true });
    await renderAt('/page/mapshop/shoplist?keyword=charger&lat=1.3&lng=103.8');
    const goods = await screen.findByTestId('search-goods');
    expect(within(goods).getByText('Goods')).toBeTruthy();
    expect(within(goods).getByText('USB-C charger 65 W')).toBeTruthy();
    expect(within(screen.getByTestId('shoplist')).getByText('Shops')).toBeTruthy();
    expect(screen.getByTestId('shoplist-item-9').textContent).toContain('Volt Phone Shop');
    expect(screen.getByTestId('shoplist-item-10').textContent).toContain('Reported closed · 9 Orchard Rd');
    expect(screen.getByTestId('shoplist-item-10').className).toContain('is-closed-reported');
    expect(screen.getByTestId('shoplist-item-9').className).not.toContain('is-closed-reported');
    expect(bodies.find(([path]) => path === '/api/lable/search')?.[1]).toMatchObject({
      keyword: 'charger',
      lat: 1.3,
      lng: 103.8,
      accepts_pi: true,
      page: 1,
    });
    expect(screen.getByTestId('map-chip-accepts_pi')).toBeTruthy();

    fireEvent.click(within(screen.getByTestId('search-good-31')).getByRole('button'));
    await waitFor(() => expect(window.location.hash).toBe('#/page/mapshop/goodsinfos?id=31'));
  });

  it('says nothing matched when both groups are empty', async () => {
    server({ shops: [], goods: [] });
    await renderAt('/page/mapshop/shoplist?keyword=zzz');
    expect(await screen.findByText('No shops or goods match “zzz”')).toBeTruthy();
    expect(screen.queryByTestId('search-goods')).toBeNull();
  });

  it('browses shops by category without a keyword', async () => {
    const bodies = server({ shops: [], goods: [] });
    await renderAt('/page/mapshop/shoplist?lat=1.3&lng=103.8');
    expect((await screen.findByTestId('shoplist-item-9')).textContent).toContain('Volt Phone Shop');
    fireEvent.click(await screen.findByTestId('browse-category-4'));
    await waitFor(() =>
      expect(bodies.filter(([path]) => path === '/api/lable/nearby').at(-1)?.[1]).toMatchObject({
        type: 'shop',
        categories: [4],
      }),
    );
    expect(screen.getByTestId('browse-category-4').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('map-chip-category-4').textContent).toContain('Electronics');
    expect(bodies.some(([path]) => path === '/api/lable/search')).toBe(false);
  });
});
