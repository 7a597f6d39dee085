/**
 * One open ad of another member on the trading lists (docs/api.md /api/ctoc/getlist and "P2P in the members'
 * own money"): the advertiser with their record (trader-record.tsx) and a way to their page, the price in the
 * ad's currency (or USDT), what remains, the most and least one order may take, how it is paid, and the
 * button to take it.
 */
import type { P2pAd } from '@app/contract';
import { decimalsOf, fiatTotal } from '@app/contract/rules/fiat-price';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { paths } from '@/config/paths';
import { useAmount } from '@/lib/amount';
import { Link } from '@/lib/router';
import { AdTerms } from './ad-terms';
import { useMoney } from './fiat-money';
import { TraderLine } from './trader-record';

/** "₦2,900.00 – ₦29,000.00": what one order of a currency's ad may total, by the contract's rounding. */
function FiatLimits({ ad }: { ad: P2pAd }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!ad.fiat) return null;
  const decimals = decimalsOf(ad.price);
  const low = fiatTotal(ad.min_quantity, ad.price, decimals);
  const high = fiatTotal(ad.max_quantity, ad.price, decimals);
  return (
    <div data-testid={`p2p-ad-limits-${ad.id}`}>
      {t('p2p_fiat.limits', { min: money(low, ad.fiat), max: money(high, ad.fiat) })}
    </div>
  );
}

export function AdCard({ ad, onTake }: { ad: P2pAd; onTake: (ad: P2pAd) => void }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const money = useMoney();
  const buying = ad.type === 'sell';
  return (
    <div className="p2p-card p2p-ad" data-testid={`p2p-ad-${ad.id}`}>
      <div className="p2p-ad-head">
        <Avatar src={ad.user.avatar} size={32} />
        <div className="p2p-ad-who">
          <Link
            to={`${paths.trader}?id=${ad.user.id}`}
            className="p2p-ad-name p2p-trader-link"
            data-testid={`p2p-ad-user-${ad.id}`}
          >
            {ad.user.nickname}
          </Link>
          <TraderLine record={ad.user} testId={`p2p-ad-trader-${ad.id}`} />
        </div>
        <div className={buying ? 'p2p-price is-buy' : 'p2p-price is-sell'} data-testid={`p2p-ad-price-${ad.id}`}>
          {ad.fiat ? (
            money(ad.price, ad.fiat)
          ) : (
            <>
              {fmt(ad.price, 'USDT')} <small>USDT</small>
            </>
          )}
          {ad.price_type === 'floating' && ad.margin !== null && (
            <small className="p2p-floating" data-testid={`p2p-ad-floating-${ad.id}`}>
              {t('p2p_fiat.floating_short', { margin: Number(ad.margin) > 0 ? `+${ad.margin}` : ad.margin })}
            </small>
          )}
        </div>
      </div>
      <div className="p2p-ad-body">
        <div className="p2p-muted">
          <div data-testid={`p2p-ad-remaining-${ad.id}`}>{t('p2p.remaining_amount', { amount: fmt(ad.remaining, ad.coin) })}</div>
          <div>{t('p2p.min_amount', { amount: fmt(ad.min_quantity, ad.coin) })}</div>
          <div data-testid={`p2p-ad-max-${ad.id}`}>{t('p2p_fiat.max_per_order', { amount: fmt(ad.max_quantity, ad.coin) })}</div>
          <FiatLimits ad={ad} />
          {ad.remark && <div className="p2p-remark">{ad.remark}</div>}
          <AdTerms ad={ad} />
        </div>
        <Button size="small" color={buying ? 'success' : 'danger'} onClick={() => onTake(ad)} data-testid={`p2p-take-${ad.id}`}>
          {buying ? t('p2p.buy') : t('p2p.sell')}
        </Button>
      </div>
    </div>
  );
}
