/** user/mylablelist, my favourites (docs/product.md §2; docs/api.md /api/lable/favorites): the labels I marked, newest first. */
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { useFavorites } from '../api/get-favorites';
import { LabelRow } from '../components/label-row';
import { ListMore } from '../components/list-more';
import { ListState } from '../components/list-state';
import './lists.css';

export default function FavoritesPage() {
  const { t } = useTranslation();
  const favorites = useFavorites();
  const items = favorites.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Page title={t('title.favorites')}>
      <ListState
        testId="favorites"
        loading={favorites.isPending}
        error={favorites.isError}
        empty={items.length === 0}
        emptyText={t('map.no_favorites')}
        onRetry={() => void favorites.refetch()}
      />
      {items.length > 0 && (
        <>
          <List className="map-list" data-testid="favorites">
            {items.map((label) => (
              <LabelRow key={label.id} label={label} testId={`favorite-${label.id}`} />
            ))}
          </List>
          <ListMore query={favorites} />
        </>
      )}
    </Page>
  );
}
