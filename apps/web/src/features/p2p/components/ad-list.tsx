/**
 * Open ads of others on one side of the market (docs/api.md /api/ctoc/getlist), best price first as the
 * server sorts them and narrowed as the filters ask (ad-filters.tsx), paged on scroll; docs/product.md §8 "no trading records" when there are none.
 */
import type { P2pAd, P2pAdType } from '@app/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAds, type AdFilter } from '../api/get-ads';
import { AdCard } from './ad-card';
import { EmptyState, LoadFailed, MoreOnScroll } from './query-state';

interface Props {
  type: P2pAdType;
  filter: AdFilter;
  onTake: (ad: P2pAd) => void;
  /** set while filters narrow the list: an empty list then says so and offers to clear them */
  onClearFilters?: () => void;
}

export function AdList({ type, filter, onTake, onClearFilters }: Props) {
  const { t } = useTranslation();
  const ads = useAds(type, filter);
  if (!ads.data) return <LoadFailed query={ads} testId="p2p-ads" />;
  const rows = ads.data.pages.flatMap((page) => page.data);
  if (rows.length === 0 && onClearFilters)
    return (
      <EmptyState text={t('p2p_fiat.filters_hide_ads')} testId="p2p-ads-filtered">
        <Button color="primary" fill="outline" onClick={onClearFilters} data-testid="p2p-ads-clear-filters">
          {t('p2p_fiat.clear_filters')}
        </Button>
      </EmptyState>
    );
  if (rows.length === 0) return <EmptyState text={t('p2p.no_ads')} testId="p2p-ads" />;
  return (
    <div data-testid={`p2p-ads-${type}`}>
      {rows.map((ad) => (
        <AdCard key={ad.id} ad={ad} onTake={onTake} />
      ))}
      <MoreOnScroll query={ads} />
    </div>
  );
}
