/**
 * The best open offchain prices per currency on the Ecosystem tab (docs/api.md "P2P in the members' own money" →
 * "The market overview", getlistall `fiat`): per enabled currency with any open ad, the lowest price to buy PI at
 * and the highest to sell at, each row opening that currency's market.
 */
import type { MarketOverview } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useMoney } from './fiat-money';

export function FiatBestPrices({ rows }: { rows: MarketOverview['fiat'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const shown = rows.filter((row) => row.best_buy !== null || row.best_sell !== null);
  if (shown.length === 0) return null;
  return (
    <section className="p2p-card" data-testid="p2p-fiat-best">
      <div className="p2p-card-title">{t('p2p_fiat.best_by_currency')}</div>
      <table className="p2p-fiat-best">
        <thead>
          <tr>
            <th scope="col">{t('p2p_fiat.currency')}</th>
            <th scope="col">{t('p2p_fiat.best_to_buy')}</th>
            <th scope="col">{t('p2p_fiat.best_to_sell')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.fiat} data-testid={`p2p-fiat-best-${row.fiat}`}>
              <th scope="row">
                <Link to={`${paths.business}?fiat=${row.fiat}`}>{row.fiat}</Link>
              </th>
              <td>{money(row.best_sell, row.fiat)}</td>
              <td>{money(row.best_buy, row.fiat)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
