/**
 * The map's filters (docs/api.md "Map filters"): chosen in the sheet, shown as chips that clear with one tap or
 * all at once, and sent with the map's nearby request, which is asked again with each new choice.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { fetchMock, json } from '@/test/render-app';
import { useViewLabels } from '../hooks/use-view-labels';
import { filterFields, resetMapFilters, useMapFilters } from '../utils/map-filters';
import type { MapView } from './map-canvas';
import { FilterChips } from './filter-chips';

const view: MapView = { center: [1.29, 103.85], corner: [1.3, 103.86], bbox: [103.84, 1.28, 103.86, 1.3], zoom: 16 };
const ok = (data: unknown) => json({ code: 1, msg: '', time: '0', data });
const page = (data: unknown[]) => ({ total: data.length, per_page: 100, current_page: 1, last_page: 1, data });
const shop = (id: number, name: string) => ({
  id,
  type: 'shop',
  name,
  door_image: '',
  business_hours: '',
  category: 2,
  category_name: 'Coffee',
  lat: 1.29,
  lng: 103.85,
  address: '',
  distance: 10,
});

/** The home map's use of the filters, without the map library: the labels it would draw. */
function MapLabels() {
  const { labels } = useViewLabels(view, filterFields(useMapFilters()));
  return <ul data-testid="labels">{labels.map((l) => (l.type === 'shop' ? <li key={l.id}>{l.name}</li> : null))}</ul>;
}

function nearbyBodies(): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/lable/nearby')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

beforeEach(async () => {
  await initI18n('en');
  await changeLanguage('en');
  queryClient.clear();
  resetMapFilters();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((url, init) => {
    const path = String(url);
    if (path === '/api/lable/categories')
      return ok([
        { id: 2, name: 'Coffee', icon: '', sort: 1 },
        { id: 3, name: 'Bakery', icon: '', sort: 2 },
      ]);
    if (path === '/api/lable/nearby') {
      const body = JSON.parse(String(init?.body)) as { open_now?: boolean };
      return ok(page(body.open_now ? [shop(1, 'Open Kopi')] : [shop(1, 'Open Kopi'), shop(2, 'Closed Kopi')]));
    }
    return ok({});
  });
  render(
    <QueryClientProvider client={queryClient}>
      <FilterChips />
      <MapLabels />
    </QueryClientProvider>,
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetMapFilters();
});

describe('map filters', () => {
  it('sends the chosen filters with nearby, shows them as chips and redraws without the labels left out', async () => {
    await waitFor(() => expect(screen.getByTestId('labels').textContent).toBe('Open KopiClosed Kopi'));
    expect(nearbyBodies()[0]).not.toHaveProperty('open_now');

    fireEvent.click(screen.getByTestId('map-filter-open'));
    const sheet = await screen.findByTestId('map-filter-sheet');
    fireEvent.click(await within(sheet).findByText('Coffee'));
    fireEvent.click(within(sheet).getByText('Bakery'));
    fireEvent.click(within(sheet).getByTestId('filter-open_now'));
    fireEvent.click(within(sheet).getByTestId('filter-rating-4'));
    fireEvent.click(within(sheet).getByTestId('filter-apply'));

    await waitFor(() => expect(screen.getByTestId('labels').textContent).toBe('Open Kopi'));
    expect(nearbyBodies().at(-1)).toMatchObject({ categories: [2, 3], open_now: true, min_rating: 4 });
    const row = screen.getByTestId('map-filter-row');
    expect(row.dataset.count).toBe('4');
    expect(screen.getByTestId('map-chip-category-2').textContent).toContain('Coffee');
    expect(screen.getByTestId('map-chip-min_rating').textContent).toContain('4★');

    // One tap clears one choice, and the map asks again without it.
    fireEvent.click(screen.getByTestId('map-chip-open_now'));
    await waitFor(() => expect(screen.getByTestId('labels').textContent).toBe('Open KopiClosed Kopi'));
    expect(nearbyBodies().at(-1)).toMatchObject({ categories: [2, 3], min_rating: 4 });
    expect(nearbyBodies().at(-1)).not.toHaveProperty('open_now');
    expect(screen.queryByTestId('map-chip-open_now')).toBeNull();

    fireEvent.click(screen.getByTestId('map-chip-clear'));
    await waitFor(() => expect(row.dataset.count).toBe('0'));
    expect(screen.queryByTestId('map-chip-clear')).toBeNull();
    expect(screen.queryByTestId('map-chip-category-2')).toBeNull();
  });

  it('starts the sheet from the choice in force and resets it only when applied', async () => {
    fireEvent.click(screen.getByTestId('map-filter-open'));
    let sheet = await screen.findByTestId('map-filter-sheet');
    fireEvent.click(within(sheet).getByTestId('filter-verified'));
    fireEvent.click(within(sheet).getByTestId('filter-accepts_pi'));
    fireEvent.click(within(sheet).getByTestId('filter-apply'));
    await waitFor(() => expect(screen.getByTestId('map-chip-verified')).toBeTruthy());
    await waitFor(() => expect(nearbyBodies().at(-1)).toMatchObject({ verified: true, accepts_pi: true }));
    expect(screen.getByTestId('map-chip-accepts_pi').textContent).toContain('Accepts PI');

    fireEvent.click(screen.getByTestId('map-filter-open'));
    sheet = await screen.findByTestId('map-filter-sheet');
    expect(within(sheet).getByTestId('filter-verified').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(sheet).getByTestId('filter-reset'));
    expect(within(sheet).getByTestId('filter-verified').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(within(sheet).getByTestId('filter-apply'));
    await waitFor(() => expect(screen.queryByTestId('map-chip-verified')).toBeNull());
    expect(screen.getByTestId('map-filter-row').dataset.count).toBe('0');
  });
});
