/**
 * The trading overview of the ecosystem tab (pages/cart/cart, docs/product.md §2): last price, 24 h change coloured
 * by direction, 24 h volume and the best open prices on each side.
 */
import { NUMBER_SYMBOLS, type Locale, type MarketOverview } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';

/** "+1.25%" green, "-0.40%" red, "0.00%" grey. */
export function changeLook(change: string): { text: string; tone: 'up' | 'down' | 'flat' } {
  const value = Number(change);
  if (!Number.isFinite(value) || value === 0) return { text: '0.00%', tone: 'flat' };
  const text = `${value > 0 ? '+' : ''}${value.toFixed(2)}%`;
  return { text, tone: value > 0 ? 'up' : 'down' };
}

export function MarketSummary({ market }: { market: MarketOverview }) {
  const { t, i18n } = useTranslation();
  const fmt = useAmount();
  const change = changeLook(market.change_24h);
  // The language's decimal point, as in the amounts beside it (contract format.ts): 6,25 % reads in Vietnamese.
  const changeText = change.text.replace('.', NUMBER_SYMBOLS[i18n.language as Locale].point);
  return (
    <div className="p2p-card p2p-summary" data-testid="p2p-summary">
      <div className="p2p-summary-top">
        <div>
          <div className="p2p-muted">{t('p2p.last_price', { coin: market.coin })}</div>
          <div className={`p2p-last is-${change.tone}`} data-testid="p2p-last-price">
            {fmt(market.last_price, 'USDT')} <small>USDT</small>
          </div>
        </div>
        <div className={`p2p-change is-${change.tone}`} data-testid="p2p-change">
          {changeText}
        </div>
      </div>
      <div className="p2p-summary-grid">
        <div>
          <div className="p2p-muted">{t('p2p.volume_24h')}</div>
          <div data-testid="p2p-volume">{fmt(market.volume_24h, market.coin, { unit: true })}</div>
        </div>
        <div>
          <div className="p2p-muted">{t('p2p.high_low_24h')}</div>
          <div data-testid="p2p-high-low">
            {fmt(market.high_24h, 'USDT')} / {fmt(market.low_24h, 'USDT')}
          </div>
        </div>
        <div>
          <div className="p2p-muted">{t('p2p.best_buy')}</div>
          <div className="is-up" data-testid="p2p-best-buy">
            {fmt(market.best_buy, 'USDT')}
          </div>
        </div>
        <div>
          <div className="p2p-muted">{t('p2p.best_sell')}</div>
          <div className="is-down" data-testid="p2p-best-sell">
            {fmt(market.best_sell, 'USDT')}
          </div>
        </div>
      </div>
    </div>
  );
}
