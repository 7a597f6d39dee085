/**
 * Deciding a P2P appeal (docs/api.md "P2P with payment methods"): the escrowed PI to the buyer (the order
 * completes) or back to the seller (it is cancelled). Each moves PI, so each asks first in a dialog naming the
 * amount and the order, where the operator may write the reason both sides will read. Only the decisions the
 * server lists in `actions` are offered.
 */
import type { P2pAppealDecision, P2pAppealDetail, ReviewItem } from '@app/contract';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format.ts';
import { useDecideReview } from '../api/decide-review.ts';
import { DecisionModal } from './decision-modal.tsx';

const LABELS = { release_to_buyer: 'appeal.release', return_to_seller: 'appeal.return' } as const;
const CONFIRMS = { release_to_buyer: 'appeal.release_confirm', return_to_seller: 'appeal.return_confirm' } as const;

export function AppealButtons({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const decide = useDecideReview();
  const [choice, setChoice] = useState<P2pAppealDecision | null>(null);
  const detail = item.detail as unknown as P2pAppealDetail;
  const amount = formatMoney(detail.quantity, 'PI');
  return (
    <Space direction="vertical">
      {detail.actions.map((action) => (
        <Button
          key={action}
          size="small"
          type={action === 'release_to_buyer' ? 'primary' : 'default'}
          danger={action === 'return_to_seller'}
          onClick={() => setChoice(action)}
        >
          {t(LABELS[action])}
        </Button>
      ))}
      <DecisionModal
        open={choice !== null}
        title={choice ? t(CONFIRMS[choice], { amount, order: detail.order_no }) : ''}
        okText={choice ? t(LABELS[choice]) : ''}
        danger={choice === 'return_to_seller'}
        loading={decide.isPending}
        onSubmit={({ reason }) =>
          decide.mutateAsync({ kind: 'p2p_appeal', id: item.id, action: choice!, ...(reason ? { reason } : {}) })
        }
        onClose={() => setChoice(null)}
      />
    </Space>
  );
}
