/**
 * The home search's first suggestions (docs/product.md §2 home map search), a lazy chunk of its own: the list only
 * shows once the member types, so it stays out of the first load (the first-load budget, e2e/tests/budget.e2e.ts).
 */
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { cardTitle, type NearbyLabel } from '../api/types';
import { formatDistance } from '../utils/geo';
import { ActionItem } from '@/components/action-item';

export interface SearchSuggestionsProps {
  found: NearbyLabel[];
  onPick(label: NearbyLabel): void;
  onAll(): void;
}

export default function SearchSuggestions({ found, onPick, onAll }: SearchSuggestionsProps) {
  const { t } = useTranslation();
  return (
    <List className="map-suggestions" data-testid="map-suggestions">
      {found.length === 0 && <List.Item>{t('map.no_data')}</List.Item>}
      {found.map((label) => (
        <ActionItem
          key={label.id}
          data-testid={`map-suggestion-${label.id}`}
          extra={formatDistance(label.distance)}
          description={label.address}
          onClick={() => onPick(label)}
        >
          {cardTitle(label)}
        </ActionItem>
      ))}
      {found.length > 0 && (
        <ActionItem data-testid="map-suggestions-all" onClick={onAll}>
          {t('map.all_results')}
        </ActionItem>
      )}
    </List>
  );
}
