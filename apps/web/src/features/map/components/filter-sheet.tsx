/**
 * The map's filter sheet (docs/api.md "Map filters"): categories (several), open now, rating at least N,
 * verified merchants and accepts PI. The choice applies when the member taps "Show results"; the sheet starts
 * from the choice in force.
 */
import { Button, Popup, Selector, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../api/get-categories';
import { FLAG_TEXTS, NO_FILTERS, RATING_STEPS, type Flag, type FilterState } from '../utils/map-filters';

interface FilterSheetProps {
  open: boolean;
  value: FilterState;
  onApply: (next: FilterState) => void;
  onClose: () => void;
}

const FLAGS = Object.keys(FLAG_TEXTS) as Flag[];
const ANY = 0;

function SheetBody({ value, onApply }: Pick<FilterSheetProps, 'value' | 'onApply'>) {
  const { t } = useTranslation();
  const categories = useCategories();
  const [draft, setDraft] = useState(value);
  return (
    <div className="map-filter-sheet" data-testid="map-filter-sheet">
      <h2 className="map-filter-title">{t('map.filter.title')}</h2>
      <h3>{t('map.filter.categories')}</h3>
      {categories.isError ? (
        <p className="map-filter-note">{t('map.load_failed')}</p>
      ) : (
        <Selector
          multiple
          columns={3}
          value={draft.categories}
          onChange={(ids) => setDraft({ ...draft, categories: ids })}
          options={(categories.data ?? []).map((c) => ({
            label: <span data-testid={`filter-category-${c.id}`}>{c.name}</span>,
            value: c.id,
          }))}
        />
      )}
      <h3>{t('map.filter.rating')}</h3>
      <Selector
        columns={5}
        value={[draft.min_rating ?? ANY]}
        onChange={(picked) => setDraft({ ...draft, min_rating: picked[0] ? picked[0] : null })}
        options={[ANY, ...RATING_STEPS].map((n) => ({
          label: (
            <span data-testid={`filter-rating-${n}`}>
              {n ? t('map.filter.rating_at_least', { rating: n }) : t('map.filter.any')}
            </span>
          ),
          value: n,
        }))}
      />
      {FLAGS.map((flag) => (
        <label key={flag} className="map-filter-flag">
          <span>{t(FLAG_TEXTS[flag])}</span>
          <Switch
            checked={draft[flag]}
            onChange={(on) => setDraft({ ...draft, [flag]: on })}
            aria-label={t(FLAG_TEXTS[flag])}
            data-testid={`filter-${flag}`}
          />
        </label>
      ))}
      <div className="map-filter-actions">
        <Button block fill="outline" data-testid="filter-reset" onClick={() => setDraft(NO_FILTERS)}>
          {t('map.filter.reset')}
        </Button>
        <Button block color="primary" data-testid="filter-apply" onClick={() => onApply(draft)}>
          {t('map.filter.apply')}
        </Button>
      </div>
    </div>
  );
}

export function FilterSheet({ open, value, onApply, onClose }: FilterSheetProps) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <SheetBody value={value} onApply={onApply} />
    </Popup>
  );
}
