/**
 * page/mapshop/shoplist, the search results (docs/product.md §2, §8 "no data"): labels matching the keyword around the
 * point the search started from (the map's centre), nearest first, 20 a page.
 */
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { Page } from '@/components/page';
import { useInit } from '@/lib/app-init';
import { useNearbySearch } from '../api/get-nearby';
import { LabelRow } from '../components/label-row';
import { ListMore } from '../components/list-more';
import { ListState } from '../components/list-state';
import { SEARCH_RADIUS_M } from '../utils/geo';
import { lastCenter, pointFrom } from '../utils/search-path';
import './lists.css';

export default function ShopListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const init = useInit();
  const keyword = (params.get('keyword') ?? '').trim();
  const at = pointFrom(params) ?? lastCenter() ?? init.data?.map?.default_center ?? null;
  const results = useNearbySearch(at ? { lat: at[0], lng: at[1], radius: SEARCH_RADIUS_M, keyword: keyword || undefined } : null);
  const items = results.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Page title={keyword ? `${t('title.shop_list')} · ${keyword}` : t('title.shop_list')}>
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
    </Page>
  );
}
