/**
 * page/mapshop/shoplist, the search results (docs/product.md §2, §8 "no data"): with a keyword, shops and goods
 * matching it in two groups (docs/api.md "Search: shops and goods"); without one, the shops around the point the
 * search started from, browsed by category. The map's filters apply to both and show as chips.
 */
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { Page } from '@/components/page';
import { useInit } from '@/lib/app-init';
import { useNearbySearch } from '../api/get-nearby';
import { CategoryBrowse } from '../components/category-browse';
import { FilterChips } from '../components/filter-chips';
import { LabelRow } from '../components/label-row';
import { ListMore } from '../components/list-more';
import { ListState } from '../components/list-state';
import { SearchResults } from '../components/search-results';
import { SEARCH_RADIUS_M, type LatLng } from '../utils/geo';
import { filterFields, useMapFilters } from '../utils/map-filters';
import { lastCenter, pointFrom } from '../utils/search-path';
import './lists.css';

function NearbyShops({ at }: { at: LatLng | null }) {
  const { t } = useTranslation();
  const filters = filterFields(useMapFilters());
  const results = useNearbySearch(at ? { lat: at[0], lng: at[1], radius: SEARCH_RADIUS_M, type: 'shop', ...filters } : null);
  const items = results.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <>
      <ListState
        testId="shoplist"
        loading={results.isPending}
        error={results.isError}
        empty={items.length === 0}
        emptyText={t('map.no_data')}
        onRetry={() => void results.refetch()}
      />
      {items.length > 0 && (
        <>
          <List className="map-list" data-testid="shoplist">
            {items.map((label) => (
              <LabelRow key={label.id} label={label} testId={`shoplist-item-${label.id}`} />
            ))}
          </List>
          <ListMore query={results} />
        </>
      )}
    </>
  );
}

export default function ShopListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const init = useInit();
  const filters = filterFields(useMapFilters());
  const keyword = (params.get('keyword') ?? '').trim();
  const at = pointFrom(params) ?? lastCenter() ?? init.data?.map?.default_center ?? null;
  const near = at ? { lat: at[0], lng: at[1], radius: SEARCH_RADIUS_M } : {};
  return (
    <Page title={keyword ? `${t('title.shop_list')} · ${keyword}` : t('title.shop_list')}>
      <div className="map-list-filters">
        <FilterChips />
        {!keyword && <CategoryBrowse />}
      </div>
      {keyword ? <SearchResults params={{ keyword, ...near, ...filters }} /> : <NearbyShops at={at} />}
    </Page>
  );
}
