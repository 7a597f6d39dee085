/**
 * A P2P chargeback at the review desk (docs/api.md "P2P in the members' own money" → chargebacks): the completed
 * order, both parties, the seller's statement that the fiat payment was reversed and the buyer's answer, so the
 * operator decides from both sides.
 */
import type { P2pChargebackDetail, ReviewItem } from '@app/contract';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFiatMoney, formatMoney, formatTime } from '@/lib/format.ts';
import { Statement } from './dispute-detail.tsx';

export function ChargebackDetail({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const detail = item.detail as unknown as P2pChargebackDetail;
  const statement = (by: 'buyer' | 'seller') => detail.chargeback.statements.find((s) => s.by === by);
  const rows = [
    {
      key: 'order',
      label: t('chargeback.order'),
      children: `${detail.order_no} · ${formatMoney(detail.quantity, 'PI')} PI = ${formatFiatMoney(detail.total_price, detail.fiat)}`,
    },
    { key: 'buyer', label: t('chargeback.buyer'), children: `${detail.buyer.username} (#${detail.buyer.id})` },
    { key: 'seller', label: t('chargeback.seller'), children: `${detail.seller.username} (#${detail.seller.id})` },
    { key: 'completed', label: t('chargeback.completed'), children: detail.completed ? formatTime(detail.completed) : '—' },
    { key: 'reported', label: t('chargeback.reported'), children: formatTime(detail.chargeback.createtime) },
    ...(['seller', 'buyer'] as const).map((by) => {
      const said = statement(by);
      return {
        key: `statement_${by}`,
        label: t(`chargeback.statement_${by}`),
        children: said ? (
          <Statement text={said.reason} images={said.images} />
        ) : (
          <Typography.Text type="secondary">{t('chargeback.not_answered')}</Typography.Text>
        ),
      };
    }),
  ];
  if (detail.decision) {
    rows.push({ key: 'decided', label: t('chargeback.decided'), children: t(`chargeback.decision.${detail.decision}`) });
  }
  return <Descriptions size="small" column={1} data-testid="chargeback-detail" items={rows} />;
}
