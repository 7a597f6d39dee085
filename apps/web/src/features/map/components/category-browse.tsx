/**
 * Browsing the shop list by category: the operator's categories in one scrolling row; a tap adds or removes one
 * from the map's filters (docs/api.md "Map filters" `categories`), so the list, the chips and the map agree.
 */
import { useTranslation } from 'react-i18next';
import { useCategories } from '../api/get-categories';
import { setMapFilters, useMapFilters } from '../utils/map-filters';

export function CategoryBrowse() {
  const { t } = useTranslation();
  const filters = useMapFilters();
  const categories = useCategories().data ?? [];
  const toggle = (id: number) => {
    const chosen = filters.categories.includes(id);
    setMapFilters({ ...filters, categories: chosen ? filters.categories.filter((c) => c !== id) : [...filters.categories, id] });
  };
  return (
    <nav className="map-category-browse" aria-label={t('map.filter.categories')} data-testid="category-browse">
      {categories.map((c) => (
        <button
          type="button"
          key={c.id}
          aria-pressed={filters.categories.includes(c.id)}
          data-testid={`browse-category-${c.id}`}
          onClick={() => toggle(c.id)}
        >
          {c.name}
        </button>
      ))}
    </nav>
  );
}
