/**
 * One of my ads (page/business/advertisement): its price (in its currency for an offchain ad), what remains of it,
 * its escrow and status, how it is paid (settlement, providers, window); when the reply
 * offers `cancel` (an open ad; docs/architecture.md "Allowed actions") it can be cancelled after a
 * confirmation that says what returns to the balance, and edited while `open_orders` is 0 (docs/api.md
 * "Editing"); with orders open the card says edits wait until they end.
 */
import type { P2pAd } from '@app/contract';
import { Button, Toast } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import { dateTime } from '@/lib/relative-time';
import { useCancelAd } from '../api/cancel-ad';
import { AdTerms } from './ad-terms';
import { useMoney } from './fiat-money';
import { StatusTag } from './status-tag';
import { confirmDialog } from '@/lib/confirm-dialog';

const EditAdSheet = lazy(() => import('./edit-ad-sheet').then((module) => ({ default: module.EditAdSheet })));

/** Edit, where the ad is open and mine (`cancel` offered); refused in words while orders on it are open. */
function EditStep({ ad }: { ad: P2pAd }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  if (!ad.actions.includes('cancel') || ad.open_orders === undefined) return null;
  if (ad.open_orders > 0)
    return (
      <div className="p2p-muted" data-testid={`p2p-edit-ad-refused-${ad.id}`}>
        {t('p2p_more.edit_refused', { count: ad.open_orders })}
      </div>
    );
  return (
    <>
      <Button size="mini" fill="outline" color="primary" onClick={() => setEditing(true)} data-testid={`p2p-edit-ad-${ad.id}`}>
        {t('p2p_more.edit')}
      </Button>
      {editing && (
        <Suspense fallback={null}>
          <EditAdSheet ad={ad} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}

export function MyAdCard({ ad }: { ad: P2pAd }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const money = useMoney();
  const cancel = useCancelAd();
  const ask = async () => {
    const yes = await confirmDialog({
      content: (
        <div data-testid="p2p-cancel-confirm">
          {t('p2p.cancel_ad_confirm', { amount: fmt(ad.frozen, ad.frozen_coin, { exact: true }), coin: ad.frozen_coin })}
        </div>
      ),
      confirmText: t('p2p.cancel_ad'),
      cancelText: t('p2p.keep_ad'),
    });
    if (!yes) return;
    cancel.mutate(ad.id, {
      onSuccess: (done) =>
        Toast.show({
          icon: 'success',
          content: t('p2p.ad_cancelled', {
            amount: fmt(done.released, done.frozen_coin, { exact: true }),
            coin: done.frozen_coin,
          }),
        }),
    });
  };
  return (
    <div className="p2p-card p2p-my-ad" data-testid={`p2p-my-ad-${ad.id}`}>
      <div className="p2p-order-head">
        <span className={ad.type === 'sell' ? 'p2p-side is-sell' : 'p2p-side is-buy'}>
          {ad.type === 'sell' ? t('p2p.ad_sell') : t('p2p.ad_buy')}
        </span>
        <StatusTag status={ad.status} testId={`p2p-my-ad-status-${ad.id}`} />
      </div>
      <div className="p2p-order-grid">
        <div>
          <div className="p2p-muted">{t('p2p.price')}</div>
          <div data-testid={`p2p-my-ad-price-${ad.id}`}>{ad.fiat ? money(ad.price, ad.fiat) : fmt(ad.price, 'USDT')}</div>
        </div>
        <div>
          <div className="p2p-muted">{t('p2p.remaining')}</div>
          <div data-testid={`p2p-my-ad-remaining-${ad.id}`}>
            {fmt(ad.remaining, ad.coin)} / {fmt(ad.quantity, ad.coin)}
          </div>
        </div>
        <div>
          <div className="p2p-muted">{t('p2p.in_escrow')}</div>
          <div>
            {fmt(ad.frozen, ad.frozen_coin)} {ad.frozen_coin}
          </div>
        </div>
      </div>
      {/* settlement, providers and the payment window, as the market shows them */}
      <AdTerms ad={ad} />
      {ad.hide_reason && <div className="p2p-error">{t('p2p.hidden_because', { reason: ad.hide_reason })}</div>}
      <div className="p2p-order-foot p2p-muted">
        <span>
          {t('p2p.min_amount', { amount: fmt(ad.min_quantity, ad.coin) })} · {dateTime(ad.createtime)}
        </span>
        {ad.actions.includes('cancel') && (
          <Button size="mini" color="danger" fill="outline" onClick={() => void ask()} data-testid={`p2p-cancel-ad-${ad.id}`}>
            {t('p2p.cancel_ad')}
          </Button>
        )}
      </div>
      <EditStep ad={ad} />
    </div>
  );
}
