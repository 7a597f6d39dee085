/** A pending order's payment window, ticking down live; at zero the owner of the order re-reads it. */
import type { P2pOrder } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatRemaining, useCountdown } from './countdown';

interface Props {
  order: P2pOrder;
  onZero?: () => void;
  testId: string;
}

export function RemainingTime({ order, onZero, testId }: Props) {
  const { t } = useTranslation();
  const left = useCountdown(order.status === 'pending' ? order.remaining_seconds : 0, onZero);
  if (order.status !== 'pending') return null;
  return (
    <span className={left > 60 ? 'p2p-countdown' : 'p2p-countdown is-ending'} data-testid={testId} data-seconds={left}>
      {t('p2p.time_left', { time: formatRemaining(left) })}
    </span>
  );
}
