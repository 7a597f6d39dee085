/**
 * The chosen map filters as chips (docs/api.md "Map filters"): a "Filters" button that opens the sheet, one chip
 * per choice that clears it with one tap, and "Clear all". The row keeps its height whatever it holds, so
 * choosing or clearing never moves the map or the list below it.
 */
import { FilterOutline } from 'antd-mobile-icons';
import { useState } from 'react';
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
import { FilterSheet } from './filter-sheet';
import './filters.css';

export function FilterChips() {
  const { t } = useTranslation();
  const filters = useMapFilters();
  const names = new Map((useCategories().data ?? []).map((c) => [c.id, c.name]));
  const [open, setOpen] = useState(false);
  const keys = chipKeys(filters);

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
      <button type="button" className="map-filter-open" data-testid="map-filter-open" onClick={() => setOpen(true)}>
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
      <FilterSheet
        open={open}
        value={filters}
        onClose={() => setOpen(false)}
        onApply={(next) => {
          setMapFilters(next);
          setOpen(false);
        }}
      />
    </div>
  );
}
