/** Spec §2 "Me": the buyer's order groups, each opening the order list filtered to it. */
import { Card } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { BUYER_ORDERS_PATH, ORDER_GROUPS } from './entries';
import { useGuardedGo } from './use-guarded-go';

/** Counts per group from /api/order/counts; zero for a guest or while they load. */
export function OrderGroups({ counts = {} }: { counts?: Partial<Record<string, number>> }) {
  const { t } = useTranslation();
  const go = useGuardedGo();
  return (
    <Card
      className="me-card"
      title={<h2 className="me-card-title">{t('me.orders')}</h2>}
      extra={
        <button type="button" className="me-card-more" data-testid="me-entry-orders" onClick={() => go(BUYER_ORDERS_PATH)}>
          {t('me.all_orders')} <RightOutline aria-hidden />
        </button>
      }
    >
      <div className="order-groups">
        {ORDER_GROUPS.map((group) => (
          <button
            key={group.key}
            type="button"
            className="order-group"
            data-testid={`me-orders-${group.key}`}
            onClick={() => go(`${BUYER_ORDERS_PATH}?status=${group.key}`)}
          >
            <strong>{counts[group.key] ?? 0}</strong>
            <span>{t(group.title)}</span>
          </button>
        ))}
      </div>
    </Card>
  );
}
