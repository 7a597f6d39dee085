/**
 * Where an offchain order stands, as P2P markets draw it: opened → paid → released, with an appeal, a
 * cancellation or an expiry shown where it stopped the way (docs/api.md "P2P with payment methods").
 */
import type { P2pOrder } from '@app/contract';
import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const STEP_OF: Record<P2pOrder['status'], number> = { pending: 0, paid: 1, appeal: 1, completed: 2, cancelled: 0, expired: 0 };
const STOPPED = new Set<P2pOrder['status']>(['appeal', 'cancelled', 'expired']);

function stepStatus(index: number, current: number, order: P2pOrder): 'finish' | 'process' | 'error' | 'wait' {
  if (index < current || order.status === 'completed') return 'finish';
  if (index > current) return 'wait';
  return STOPPED.has(order.status) ? 'error' : 'process';
}

export function OrderProgress({ order }: { order: P2pOrder }) {
  const { t } = useTranslation();
  const current = STEP_OF[order.status];
  // A cancelled or expired order stopped before payment; an appealed one after it.
  const stopped = STOPPED.has(order.status);
  const titles = [t('p2p.step_pay'), t('p2p.step_paid'), t('p2p.step_released')];
  return (
    <div className="p2p-card" data-testid="p2p-order-progress" data-step={current}>
      <Steps current={current}>
        {titles.map((title, index) => (
          <Steps.Step
            key={title}
            title={index === current && stopped ? t(`p2p.status_${order.status}`) : title}
            status={stepStatus(index, current, order)}
          />
        ))}
      </Steps>
    </div>
  );
}
