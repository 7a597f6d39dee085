/**
 * A price chart of recent trades on the ecosystem tab (docs/api.md "Peer-to-peer PI market"): the last trade price by minute. The
 * box has its final height from the start (loading, empty or drawn), so the page never jumps.
 */
import { DotLoading } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartPoint } from './chart-view';

const ChartView = lazy(() => import('./chart-view'));
const HEIGHT = 180;

export function PriceChart({ points }: { points: ChartPoint[] | undefined }) {
  const { t } = useTranslation();
  const placeholder = (text?: string) => (
    <div className="p2p-chart-empty" style={{ height: HEIGHT }}>
      {text ?? <DotLoading color="primary" />}
    </div>
  );
  return (
    <div className="p2p-card p2p-chart" data-testid="p2p-chart">
      <div className="p2p-card-title">{t('p2p.price_chart')}</div>
      {!points ? (
        placeholder()
      ) : points.length < 2 ? (
        placeholder(t('p2p.chart_empty'))
      ) : (
        <Suspense fallback={placeholder()}>
          <ChartView points={points} height={HEIGHT} />
        </Suspense>
      )}
      {/* The chart library's attribution, under the line rather than its logo over it; the line is always
          reserved so drawing the chart does not move the page. */}
      <div className="p2p-chart-credit">
        {points && points.length >= 2 && (
          <a
            className="p2p-muted"
            href="https://www.tradingview.com/"
            target="_blank"
            rel="noreferrer"
            data-testid="p2p-chart-credit"
          >
            {t('p2p.chart_credit', { name: 'TradingView Lightweight Charts™' })}
          </a>
        )}
      </div>
    </div>
  );
}
