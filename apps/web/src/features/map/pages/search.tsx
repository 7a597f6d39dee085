/**
 * page/mapshop/mapshop, the search screen (docs/product.md §2, §3 "Search history", §8 "no search history"): a search
 * box, the map's filter chips (docs/api.md "Map filters"), and the history (the server's for members, this device's for guests), clear all after confirming.
 */
import { Button, SearchBar, Space } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { Page } from '@/components/page';
import { useSignedIn } from '@/lib/session';
import { rememberSearch, useClearHistory, useSearchHistory } from '../api/search-history';
import { FilterChips } from '../components/filter-chips';
import { ListState } from '../components/list-state';
import { lastCenter, resultsPath } from '../utils/search-path';
import './lists.css';
import { confirmDialog } from '@/lib/confirm-dialog';

export default function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const history = useSearchHistory();
  const clear = useClearHistory();
  const words = history.data ?? [];

  const search = (value: string) => {
    const word = value.trim();
    if (!word) return;
    rememberSearch(word, signedIn);
    navigate(resultsPath(word, lastCenter()));
  };

  const confirmClear = async () => {
    const yes = await confirmDialog({
      content: <span data-testid="search-clear-confirm">{t('map.clear_history_confirm')}</span>,
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (yes) clear.mutate();
  };

  return (
    <Page title={t('title.search')}>
      <div className="map-search-page">
        <SearchBar
          autoFocus
          placeholder={t('map.search_placeholder')}
          onSearch={search}
          showCancelButton={false}
          data-testid="search-input"
        />
        <div className="map-search-filters">
          <FilterChips />
        </div>
        <div className="map-history-head">
          <span>{t('map.history_title')}</span>
          {words.length > 0 && (
            <Button size="mini" fill="none" data-testid="search-clear" onClick={confirmClear}>
              <DeleteOutline /> {t('map.clear_all')}
            </Button>
          )}
        </div>
        <ListState
          testId="search-history"
          loading={history.isPending}
          error={history.isError}
          empty={words.length === 0}
          emptyText={t('map.no_history')}
          onRetry={() => void history.refetch()}
        />
        {words.length > 0 && (
          <Space wrap className="map-history" data-testid="search-history">
            {words.map((word) => (
              <button type="button" key={word} className="map-history-word" onClick={() => search(word)}>
                {word}
              </button>
            ))}
          </Space>
        )}
      </div>
    </Page>
  );
}
