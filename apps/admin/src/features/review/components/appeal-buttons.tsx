/**
 * Deciding a P2P appeal (docs/api.md "P2P with payment methods"): the escrowed PI to the buyer (the order
 * completes) or back to the seller (it is cancelled). Each moves PI, so each asks first, naming the amount
 * and the order. Only the decisions the server lists in `actions` are offered.
 */
import type { P2pAppealDecision, P2pAppealDetail, ReviewItem } from '@app/contract';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDecideReview } from '../api/decide-review.ts';

const LABELS = { release_to_buyer: 'appeal.release', return_to_seller: 'appeal.return' } as const;
const CONFIRMS = { release_to_buyer: 'appeal.release_confirm', return_to_seller: 'appeal.return_confirm' } as const;

export function AppealButtons({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const decide = useDecideReview();
  const detail = item.detail as unknown as P2pAppealDetail;
  const decideAs = (action: P2pAppealDecision) => decide.mutateAsync({ kind: 'p2p_appeal', id: item.id, action });
  return (
    <Space direction="vertical">
      {detail.actions.map((action) => (
        <Popconfirm
          key={action}
          title={t(CONFIRMS[action], { amount: detail.quantity, order: detail.order_no })}
          okText={t(LABELS[action])}
          cancelText={t('common.cancel')}
          onConfirm={() => decideAs(action)}
        >
          <Button
            size="small"
            type={action === 'release_to_buyer' ? 'primary' : 'default'}
            danger={action === 'return_to_seller'}
          >
            {t(LABELS[action])}
          </Button>
        </Popconfirm>
      ))}
    </Space>
  );
}
