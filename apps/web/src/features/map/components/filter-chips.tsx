/**
 * The chosen map filters as chips (docs/api.md "Map filters"): a "Filters" button that opens the sheet, one chip
 * per choice that clears it with one tap, and "Clear all". The row keeps its height whatever it holds, so
 * choosing or clearing never moves the map or the list below it.
 */
import { FilterOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../api/get-categories';
import {
  chipKeys,
  FLAG_TEXTS,
  NO_FILTERS,
  setMapFilters,
  useMapFilters,
  withoutChip,
  type ChipKey,
  type Flag,
} from '../utils/map-filters';
import './filters.css';

// The sheet (antd-mobile's popup and its animation library) loads on the first tap of "Filters", so the home map's
// first load stays within its budget (e2e/tests/budget.e2e.ts).
const FilterSheet = lazy(() => import('./filter-sheet').then((m) => ({ default: m.FilterSheet })));

export function FilterChips() {
  const { t } = useTranslation();
  const filters = useMapFilters();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const keys = chipKeys(filters);
  // Category names are only needed once a category is chosen or the sheet is open.
  const categories = useCategories(open || filters.categories.length > 0);
  const names = new Map((categories.data ?? []).map((c) => [c.id, c.name]));

  const label = (key: ChipKey) => {
    if (key.startsWith('category:')) {
      const id = Number(key.slice('category:'.length));
      return names.get(id) ?? t('map.filter.category_n', { id });
    }
    if (key === 'min_rating') return t('map.filter.rating_at_least', { rating: filters.min_rating });
    return t(FLAG_TEXTS[key as Flag]);
  };

  return (
    <div className="map-filter-row" data-testid="map-filter-row" data-count={keys.length}>
      <button
        type="button"
        className="map-filter-open"
        data-testid="map-filter-open"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <FilterOutline /> {t('map.filter.button')}
        {keys.length > 0 && <span className="map-filter-count">{keys.length}</span>}
      </button>
      {keys.map((key) => (
        <button
          type="button"
          key={key}
          className="map-filter-chip"
          data-testid={`map-chip-${key.replace(':', '-')}`}
          aria-label={t('map.filter.remove', { name: label(key) })}
          onClick={() => setMapFilters(withoutChip(filters, key))}
        >
          {label(key)} <span aria-hidden="true">×</span>
        </button>
      ))}
      {keys.length > 1 && (
        <button type="button" className="map-filter-clear" data-testid="map-chip-clear" onClick={() => setMapFilters(NO_FILTERS)}>
          {t('map.filter.clear_all')}
        </button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <FilterSheet
            open={open}
            value={filters}
            onClose={() => setOpen(false)}
            onApply={(next) => {
              setMapFilters(next);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
