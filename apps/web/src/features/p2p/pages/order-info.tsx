/**
 * page/business/orderinfo?id= (docs/product.md §3, §4; docs/api.md /api/ctoc/orderinfo and "P2P with payment methods"):
 * the order as it stands, re-read while it is open. A wallet order says it is settling and then its result;
 * an offchain order, like Binance/OKX P2P, shows its progress, the payment deadline, the seller's payment
 * methods while open, the reader's steps from `actions`, the appeal, the other trader's record and the chat
 * about the order (docs/api.md "Chat in context"), then every field of it.
 */
import type { P2pOrder } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@/lib/router';
import { paths } from '@/config/paths';
import { MessageButton } from '@/components/message-button';
import { answeredNo, NotFound } from '@/components/not-found';
import { Page } from '@/components/page';
import { useAmount } from '@/lib/amount';
import { useOrderInfo } from '../api/order-info';
import { AppealView } from '../components/appeal-view';
import { FeedbackCard } from '../components/feedback-card';
import { OrderActions } from '../components/order-actions';
import { orderChatCard } from '../components/order-chat-card';
import { OrderFields } from '../components/order-fields';
import { OrderHeader } from '../components/order-header';
import { OrderProgress } from '../components/order-progress';
import { PayMethodDetails } from '../components/pay-method-details';
import { LoadFailed } from '../components/query-state';
import { TraderCard } from '../components/trader-record';
import './p2p.css';
import './p2p-trade.css';

/** The seller's methods the buyer pays to; the buyer copies from them. */
function PayMethods({ order }: { order: P2pOrder }) {
  const { t } = useTranslation();
  if (order.pay_methods.length === 0) return null;
  const buyer = order.type === 'buy';
  return (
    <section className="p2p-order-methods" data-testid="p2p-order-methods">
      <div className="p2p-card-title">{buyer ? t('p2p.oc_pay_to') : t('p2p.oc_my_methods')}</div>
      {buyer && (
        <div className="p2p-muted" data-testid="p2p-order-reference">
          {t('p2p_fiat.reference_hint', { reference: order.reference })}
        </div>
      )}
      {order.pay_methods.map((method) => (
        <PayMethodDetails key={method.id} method={method} copyable={buyer} testId={`p2p-order-pm-${method.id}`} />
      ))}
    </section>
  );
}

function OrderView({ order, onZero }: { order: P2pOrder; onZero: () => void }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const offchain = order.settlement === 'offchain';
  return (
    <>
      <OrderHeader order={order} onZero={onZero} />
      <div className="p2p-order-body">
        {offchain && <OrderProgress order={order} />}
        {offchain && <PayMethods order={order} />}
        {offchain && <OrderActions order={order} />}
        {order.appeal && <AppealView appeal={order.appeal} myRole={order.type === 'buy' ? 'buyer' : 'seller'} />}
        {offchain && <FeedbackCard order={order} />}
        <TraderCard
          record={order.counterparty_record}
          title={order.type === 'buy' ? t('p2p.tr_seller') : t('p2p.tr_buyer')}
          testId="p2p-order-trader"
        />
        <Link
          to={`${paths.trader}?id=${order.counterparty.id}`}
          className="p2p-trader-page-link"
          data-testid="p2p-order-trader-page"
        >
          {t('p2p_fiat.trader_page')}
        </Link>
        <MessageButton toId={order.chat.user_id} context={orderChatCard(order, fmt)} block testId="p2p-order-message" />
      </div>
      <OrderFields order={order} />
    </>
  );
}

export default function OrderInfoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = Number(params.get('id') ?? 0);
  const id = Number.isInteger(raw) && raw > 0 ? raw : 0;
  const order = useOrderInfo(id);
  return (
    <Page title={t('title.pi_order_info')}>
      {order.data ? (
        <OrderView order={order.data} onZero={() => void order.refetch()} />
      ) : id === 0 || answeredNo(order.error) ? (
        <NotFound testId="p2p-order-info" />
      ) : (
        <LoadFailed query={order} testId="p2p-order-info" />
      )}
    </Page>
  );
}
