/**
 * A keyword's results in two groups (docs/api.md "Search: shops and goods"): "Shops" and "Goods", each shown
 * only when it has something; one empty state when neither has.
 */
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLabelSearch, type SearchParams } from '../api/search-labels';
import { LabelRow } from './label-row';
import { ListMore } from './list-more';
import { ListState } from './list-state';
import { SearchGoods } from './search-goods';

export function SearchResults({ params }: { params: SearchParams }) {
  const { t } = useTranslation();
  const results = useLabelSearch(params);
  const pages = results.data?.pages ?? [];
  const shops = pages.flatMap((page) => page.shops.data);
  const goods = pages.flatMap((page) => page.goods.data);
  return (
    <>
      <ListState
        testId="shoplist"
        loading={results.isPending}
        error={results.isError}
        empty={shops.length === 0 && goods.length === 0}
        emptyText={t('map.search.nothing', { keyword: params.keyword })}
        onRetry={() => void results.refetch()}
      />
      {shops.length > 0 && (
        <List className="map-list" header={t('map.search.shops')} data-testid="shoplist">
          {shops.map((label) => (
            <LabelRow key={label.id} label={label} testId={`shoplist-item-${label.id}`} />
          ))}
        </List>
      )}
      {goods.length > 0 && <SearchGoods goods={goods} />}
      {(shops.length > 0 || goods.length > 0) && <ListMore query={results} />}
    </>
  );
}
