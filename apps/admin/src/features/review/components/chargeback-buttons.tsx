/**
 * Deciding a P2P chargeback (docs/api.md "P2P in the members' own money" → chargebacks): restrict the buyer, who
 * then cannot take ads for `p2p_chargeback_block_days`, or dismiss it. Neither moves PI; each asks first, naming
 * the order. The server stores no reason for these, so none is asked. Only the decisions in `actions` are offered.
 */
import type { P2pChargebackDetail, ReviewItem } from '@app/contract';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDecideReview } from '../api/decide-review.ts';

const LABELS = { restrict_buyer: 'chargeback.restrict', dismiss: 'chargeback.dismiss' } as const;
const CONFIRMS = { restrict_buyer: 'chargeback.restrict_confirm', dismiss: 'chargeback.dismiss_confirm' } as const;

export function ChargebackButtons({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const decide = useDecideReview();
  const detail = item.detail as unknown as P2pChargebackDetail;
  return (
    <Space direction="vertical">
      {detail.actions.map((action) => (
        <Popconfirm
          key={action}
          title={t(CONFIRMS[action], { order: detail.order_no, buyer: detail.buyer.username })}
          okText={t(LABELS[action])}
          okButtonProps={{ danger: action === 'restrict_buyer', loading: decide.isPending }}
          cancelText={t('common.cancel')}
          onConfirm={() => decide.mutateAsync({ kind: 'p2p_chargeback', id: item.id, action })}
        >
          <Button size="small" danger={action === 'restrict_buyer'}>
            {t(LABELS[action])}
          </Button>
        </Popconfirm>
      ))}
    </Space>
  );
}
