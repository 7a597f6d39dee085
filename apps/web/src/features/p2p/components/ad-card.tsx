/**
 * One open ad of another member on the trading lists (docs/api.md /api/ctoc/getlist): the advertiser with
 * their record (trader-record.tsx), price, what remains and the smallest order, how it is paid, and the button to take it.
 */
import type { P2pAd } from '@app/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { useAmount } from '@/lib/amount';
import { AdTerms } from './ad-terms';
import { TraderLine } from './trader-record';

export function AdCard({ ad, onTake }: { ad: P2pAd; onTake: (ad: P2pAd) => void }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const buying = ad.type === 'sell';
  return (
    <div className="p2p-card p2p-ad" data-testid={`p2p-ad-${ad.id}`}>
      <div className="p2p-ad-head">
        <Avatar src={ad.user.avatar} size={32} />
        <div className="p2p-ad-who">
          <div className="p2p-ad-name">{ad.user.nickname}</div>
          <TraderLine record={ad.user} testId={`p2p-ad-trader-${ad.id}`} />
        </div>
        <div className={buying ? 'p2p-price is-buy' : 'p2p-price is-sell'} data-testid={`p2p-ad-price-${ad.id}`}>
          {fmt(ad.price, 'USDT')} <small>USDT</small>
        </div>
      </div>
      <div className="p2p-ad-body">
        <div className="p2p-muted">
          <div data-testid={`p2p-ad-remaining-${ad.id}`}>{t('p2p.remaining_amount', { amount: fmt(ad.remaining, ad.coin) })}</div>
          <div>{t('p2p.min_amount', { amount: fmt(ad.min_quantity, ad.coin) })}</div>
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
