/**
 * The home map's search box (docs/product.md §9 "location search debounce 1 s"): a pause of 1 s in typing asks for
 * matching labels around the map's centre and lists them; submitting opens the results page.
 */
import { LIMITS } from '@app/contract';
import { SearchBar } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { useSignedIn } from '@/lib/session';
import { useNearbySearch } from '../api/get-nearby';
import { rememberSearch } from '../api/search-history';
import type { NearbyLabel } from '../api/types';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { SEARCH_RADIUS_M, type LatLng } from '../utils/geo';
import { resultsPath } from '../utils/search-path';

const SUGGESTIONS = 5;
const SearchSuggestions = lazy(() => import('./search-suggestions'));

export function HomeSearch({ center, onPick }: { center: LatLng; onPick: (label: NearbyLabel) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim(), LIMITS.map.searchDebounceMs);
  const search = useNearbySearch(keyword ? { lat: center[0], lng: center[1], radius: SEARCH_RADIUS_M, keyword } : null);
  const found = (search.data?.pages[0]?.data ?? []).slice(0, SUGGESTIONS);
  const open = keyword !== '' && keyword === text.trim();

  const submit = (value: string) => {
    const word = value.trim();
    if (!word) return;
    rememberSearch(word, signedIn);
    navigate(resultsPath(word, center));
  };

  return (
    <div className="map-search" data-testid="map-search">
      <SearchBar
        placeholder={t('map.search_placeholder')}
        value={text}
        onChange={setText}
        onSearch={submit}
        onClear={() => setText('')}
        style={{ '--background': '#fff' }}
      />
      <button type="button" className="map-search-history" data-testid="map-to-search" onClick={() => navigate(paths.mapSearch)}>
        {t('map.history')}
      </button>
      {open && !search.isFetching && (
        <Suspense fallback={null}>
          <SearchSuggestions
            found={found}
            onPick={(label) => {
              setText('');
              onPick(label);
            }}
            onAll={() => submit(text)}
          />
        </Suspense>
      )}
    </div>
  );
}
