/**
 * Annual cards (docs/product.md §2 page/annualcard "annual card exchange", §5 "only one annual card may be exchanged at
 * a time"): the cards held and the exchange of exactly one, confirmed first, then the payment password.
 */
import { Button, Card, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PayPasswordSheet } from '@/components/pay-password-sheet';
import { newRequestKey } from '@/lib/request-key';
import { useExchangeCard } from '../api/exchange-card';
import { confirmDialog } from '@/lib/confirm-dialog';

export function CardExchange({ cards, points }: { cards: number; points: string }) {
  const { t } = useTranslation();
  const exchange = useExchangeCard();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    const yes = await confirmDialog({
      content: <div data-testid="card-confirm">{t('vip.card_confirm', { points })}</div>,
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (yes) setAsking(true);
  };
  const send = (paypassword: string) =>
    exchange.mutate(
      { amount: 1, paypassword, idempotency_key: newRequestKey() },
      {
        onSuccess: (result) => Toast.show({ icon: 'success', content: t('vip.card_done', { points: result.points }) }),
        onSettled: () => setAsking(false),
      },
    );
  return (
    <Card title={t('vip.cards_title')} className="vip-section" data-testid="vip-cards">
      <div className="vip-cards-row">
        <div>
          <div className="vip-cards-count" data-testid="vip-cards-count">
            {t('vip.cards_held', { count: cards })}
          </div>
          <div className="vip-muted">{t('vip.card_rule', { points })}</div>
        </div>
        <Button color="primary" size="small" disabled={cards < 1} onClick={() => void confirm()} data-testid="vip-card-exchange">
          {t('vip.card_exchange')}
        </Button>
      </div>
      <PayPasswordSheet visible={asking} busy={exchange.isPending} onCancel={() => setAsking(false)} onSubmit={send} />
    </Card>
  );
}
