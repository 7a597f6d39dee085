/**
 * pages/cart/cart, the Ecosystem tab (docs/product.md §2 "trading overview, latest transactions, spot trading, PI
 * area trading; pull-to-refresh"; docs/api.md /api/ctoc/getlistall). Open to guests: the entries that need
 * an account lead through login.
 */
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { PullRefresh } from '@/components/pull-refresh';
import { useMarket } from '../api/get-market';
import { FiatBestPrices } from '../components/fiat-best-prices';
import { LatestTrades } from '../components/latest-trades';
import { MarketEntries } from '../components/market-entries';
import { MarketSummary } from '../components/market-summary';
import { PriceChart } from '../components/price-chart';
import { LoadFailed } from '../components/query-state';
import './p2p.css';
import './p2p-trade.css';

export default function EcosystemPage() {
  const { t } = useTranslation();
  const market = useMarket();
  return (
    <Page title={t('tab.ecosystem')} back={false}>
      <PullRefresh
        onRefresh={() => market.refetch().then(() => undefined)}
        pullingText={t('p2p.pull')}
        canReleaseText={t('p2p.release')}
        refreshingText={t('p2p.refreshing')}
        completeText={t('p2p.refreshed')}
      >
        <div className="p2p-body" data-testid="p2p-ecosystem">
          {market.data ? (
            <MarketSummary market={market.data} />
          ) : (
            <div className="p2p-card p2p-summary-slot">
              <LoadFailed query={market} testId="p2p-market" />
            </div>
          )}
          {market.data && <FiatBestPrices rows={market.data.fiat ?? []} />}
          <MarketEntries />
          <PriceChart points={market.data?.chart} />
          {market.data && <LatestTrades trades={market.data.latest} />}
        </div>
      </PullRefresh>
    </Page>
  );
}
