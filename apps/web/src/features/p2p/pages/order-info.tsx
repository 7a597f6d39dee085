/**
 * page/business/orderinfo?id= (spec §3, §4 "waits for system confirmation of payment; shows remaining
 * time; can expire"; docs/api.md /api/ctoc/orderinfo): every field of the order, re-read while it is pending
 * and once more when its time runs out; the other side can be messaged about it (docs/api.md "Chat in context").
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MessageButton } from '@/components/message-button';
import { answeredNo, NotFound } from '@/components/not-found';
import { Page } from '@/components/page';
import { useAmount } from '@/lib/amount';
import { useOrderInfo } from '../api/order-info';
import { OrderFields } from '../components/order-fields';
import { OrderHeader } from '../components/order-header';
import { orderChatCard } from '../components/order-chat-card';
import { LoadFailed } from '../components/query-state';
import './p2p.css';

export default function OrderInfoPage() {
  const { t } = useTranslation();
  const fmt = useAmount();
  const [params] = useSearchParams();
  const raw = Number(params.get('id') ?? 0);
  const id = Number.isInteger(raw) && raw > 0 ? raw : 0;
  const order = useOrderInfo(id);
  return (
    <Page title={t('title.pi_order_info')}>
      {order.data ? (
        <>
          <OrderHeader order={order.data} onZero={() => void order.refetch()} />
          <OrderFields order={order.data} />
          <div className="p2p-order-message">
            <MessageButton
              toId={order.data.counterparty.id}
              context={orderChatCard(order.data, fmt)}
              block
              testId="p2p-order-message"
            />
          </div>
        </>
      ) : id === 0 || answeredNo(order.error) ? (
        <NotFound testId="p2p-order-info" />
      ) : (
        <LoadFailed query={order} testId="p2p-order-info" />
      )}
    </Page>
  );
}
