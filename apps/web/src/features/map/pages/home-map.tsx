/**
 * Home map tab, pages/home_index/home_map (docs/product.md §2, §9): the member's position, person
 * and shop markers loaded for the visible area as the map moves (debounced), clustered when dense, a card
 * per marker, the search box and the filter chips (docs/api.md "Map filters"). Works with tiles blocked: markers and search do not need them.
 */
import { LIMITS } from '@app/contract';
import { DotLoading } from 'antd-mobile';
import { CompassOutline } from 'antd-mobile-icons';
import type { Map as LeafletMap } from 'leaflet';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyErrorBlock } from '@/components/lazy-error-block';
import { useInit } from '@/lib/app-init';
import { inNextTask } from '@/lib/next-task';
import type { NearbyLabel } from '../api/types';
import { FilterChips } from '../components/filter-chips';
import { HomeSearch } from '../components/home-search';
import { LocationNotice } from '../components/location-notice';
import type { MapView } from '../components/map-canvas';
import { useFollowFirstFix } from '../hooks/use-follow-first-fix';
import { useGeolocation } from '../hooks/use-geolocation';
import { useViewLabels } from '../hooks/use-view-labels';
import type { LatLng } from '../utils/geo';
import { filterFields, useMapFilters } from '../utils/map-filters';
import { lastCenter, rememberCenter } from '../utils/search-path';
import './map.css';

// The card shows only once a label is picked: it stays out of the first load (e2e/tests/budget.e2e.ts).
const LabelCard = lazy(() => import('../components/label-card').then((m) => ({ default: m.LabelCard })));
// The map library comes after the search box and buttons are drawn (components/home-map-view.tsx), and the map
// is built in a task after the library's evaluation.
const HomeMapView = lazy(() => import('../components/home-map-view').then(inNextTask));

export default function HomeMapPage() {
  const { t } = useTranslation();
  const init = useInit();
  const geo = useGeolocation(LIMITS.map.locationPollMs);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const [selected, setSelected] = useState<NearbyLabel | null>(null);
  const filters = useMapFilters();
  const { labels, fetching } = useViewLabels(view, filterFields(filters));
  useFollowFirstFix(map, geo.position);

  const onView = useCallback((next: MapView) => {
    setView(next);
    rememberCenter(next.center);
  }, []);

  if (init.isError) return <LazyErrorBlock status="disconnected" title={t('map.load_failed')} description="" />;
  if (!init.data) {
    return (
      <div className="map-loading">
        <DotLoading color="primary" />
      </div>
    );
  }
  const settings = init.data.map;
  const start: LatLng = lastCenter() ?? settings.default_center;
  // A label picked from the search is shown at the closest zoom, where no cluster hides it.
  const pick = (label: NearbyLabel) => {
    setSelected(label);
    map?.setView([label.lat, label.lng], settings.zoom.max);
  };

  return (
    // The map is the tab's main content; it has no title bar, so its heading is for screen readers only.
    <main className="map-home" data-testid="map-home" data-loaded={labels.length} data-loading={fetching}>
      <h1 className="sr-only">{t('tab.home')}</h1>
      <Suspense fallback={<div className="map-canvas" />}>
        <HomeMapView
          settings={settings}
          center={start}
          onView={onView}
          onMap={setMap}
          labels={labels}
          view={view}
          selectedId={selected?.id ?? null}
          onSelect={setSelected}
          position={geo.position}
        />
      </Suspense>
      <div className="map-overlay-top">
        <HomeSearch center={view?.center ?? start} onPick={pick} />
        <FilterChips />
        <LocationNotice status={geo.status} />
      </div>
      <button
        type="button"
        className="map-locate"
        data-testid="map-locate"
        aria-label={t('map.my_location')}
        onClick={() => map?.setView([...(geo.position ?? settings.default_center)], settings.zoom.default)}
      >
        <CompassOutline />
      </button>
      {fetching && (
        <div className="map-fetching" data-testid="map-fetching">
          <DotLoading color="primary" />
        </div>
      )}
      {selected && (
        <Suspense fallback={null}>
          <LabelCard label={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </main>
  );
}
