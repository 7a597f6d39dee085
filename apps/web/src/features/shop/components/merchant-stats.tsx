/**
 * The merchant figures on the shop menu (docs/api.md "Shop marketplace": merchant figures): orders, sales,
 * refunds and disputes over 7 and 30 days side by side, the rating, and the goods sold most in 30 days. Keeps a
 * fixed-height place while loading, so the menu above never moves.
 */
import { SHOP_COIN, type MerchantStats } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { useAmount } from '@/lib/amount';
import { useMerchantStats } from '../api/merchant-stats';
import { ProductImage } from './product-image';

const ROWS = [
  ['orders', 'merchant_stats.orders'],
  ['sales', 'merchant_stats.sales'],
  ['refunds', 'merchant_stats.refunds'],
  ['disputes', 'merchant_stats.disputes'],
] as const;

function Figures({ stats }: { stats: MerchantStats }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const value = (w: MerchantStats['windows'][number], key: (typeof ROWS)[number][0]) =>
    key === 'sales' ? `${fmt(w.sales, SHOP_COIN)} ${SHOP_COIN}` : String(w[key]);
  return (
    <>
      <table className="merchant-stats-table" data-testid="merchant-stats-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">{t('merchant_stats.figure')}</span>
            </th>
            {stats.windows.map((w) => (
              <th key={w.days} scope="col">
                {t('merchant_stats.last_days', { count: w.days })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([key, label]) => (
            <tr key={key}>
              <th scope="row">{t(label)}</th>
              {stats.windows.map((w) => (
                <td key={w.days} data-testid={`merchant-stats-${key}-${w.days}`}>
                  {value(w, key)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t('merchant_stats.rating')}</th>
            <td colSpan={stats.windows.length} data-testid="merchant-stats-rating">
              {stats.rating_count > 0
                ? t('merchant_stats.rating_value', { rating: stats.rating.toFixed(1), count: stats.rating_count })
                : t('merchant_stats.no_rating')}
            </td>
          </tr>
        </tbody>
      </table>
      <h3 className="merchant-stats-subtitle">{t('merchant_stats.best_sellers')}</h3>
      {stats.top.length === 0 ? (
        <p className="merchant-stats-empty" data-testid="merchant-stats-empty">
          {t('merchant_stats.no_sales')}
        </p>
      ) : (
        <ol className="merchant-stats-top" data-testid="merchant-stats-top">
          {stats.top.map((g) => (
            <li key={g.product_id}>
              <ProductImage src={g.image} size={40} />
              <span className="merchant-stats-name">{g.name}</span>
              <span className="merchant-stats-sold">
                {t('merchant_stats.sold', { count: g.quantity })} · {fmt(g.sales, SHOP_COIN)} {SHOP_COIN}
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export function MerchantStatsCard() {
  const { t } = useTranslation();
  const stats = useMerchantStats();
  return (
    <section className="merchant-stats" aria-labelledby="merchant-stats-title" data-testid="merchant-stats">
      <h2 id="merchant-stats-title" className="merchant-stats-title">
        {t('merchant_stats.title')}
      </h2>
      {stats.data ? (
        <Figures stats={stats.data} />
      ) : (
        <div className="merchant-stats-placeholder">
          <LoadState error={stats.isError} onRetry={() => void stats.refetch()} testId="merchant-stats" />
        </div>
      )}
    </section>
  );
}
