/** Latest completed trades of the market, anonymised (docs/api.md /api/ctoc/getlistall `latest`). */
import type { P2pTrade } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import { dateTime } from '@/lib/relative-time';
import { EmptyState } from './query-state';

export function LatestTrades({ trades }: { trades: P2pTrade[] }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  return (
    <div className="p2p-card" data-testid="p2p-latest">
      <div className="p2p-card-title">{t('p2p.latest_trades')}</div>
      {trades.length === 0 ? (
        <EmptyState text={t('p2p.no_trades')} testId="p2p-latest" />
      ) : (
        <table className="p2p-trades">
          <thead>
            <tr>
              <th>{t('p2p.time')}</th>
              <th>{t('p2p.price')}</th>
              <th>{t('p2p.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {trades.map((trade) => (
              <tr key={trade.id} data-testid={`p2p-trade-${trade.id}`}>
                <td>{dateTime(trade.time)}</td>
                <td className={trade.type === 'buy' ? 'is-up' : 'is-down'}>{fmt(trade.price, 'USDT')}</td>
                <td>{fmt(trade.quantity, 'PI')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
