/**
 * page/pay/pay?order_id= (docs/product.md §2 "confirm payment"; docs/api.md /api/order/pay): the order summary, the
 * payment password, a confirmation naming the total, then the result. Paying moves the total into
 * escrow until the buyer confirms receipt.
 */
import { payPasswordField, SHOP_COIN, type Order } from '@app/contract';
import { Button, ErrorBlock, NoticeBar, Result } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import { dateTime } from '@/lib/relative-time';
import { useNavigate, useSearchParams } from '@/lib/router';
import { FieldInput } from '@/components/field-input';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { usePayableOrder } from '../api/order-detail';
import { usePayOrder } from '../api/pay-order';
import { LoadState } from '@/components/load-state';
import { answeredNo, NotFound } from '@/components/not-found';
import { OrderSummary } from '../components/order-summary';
import { newRequestKey } from '@/lib/request-key';
import { idFromQuery } from '../components/shop-rules';
import './shop.css';
import { confirmDialog } from '@/lib/confirm-dialog';

function Paid({ order }: { order: Order }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const navigate = useNavigate();
  return (
    <div data-testid="pay-done">
      <Result
        status="success"
        title={t('shop.pay_done')}
        description={t('shop.pay_done_desc', { amount: fmt(order.total, SHOP_COIN, { exact: true }), coin: SHOP_COIN })}
      />
      <div className="shop-submit">
        <Button
          block
          color="primary"
          data-testid="pay-to-orders"
          onClick={() => navigate(`${paths.buyerOrders}?status=paid`, { replace: true })}
        >
          {t('shop.view_orders')}
        </Button>
      </div>
    </div>
  );
}

function PayForm({ order, pay }: { order: Order; pay: ReturnType<typeof usePayOrder> }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const [password, setPassword] = useState('');
  const [requestKey] = useState(newRequestKey);
  const valid = payPasswordField.safeParse(password).success;

  const submit = async () => {
    const yes = await confirmDialog({
      content: (
        <div data-testid="pay-confirm">
          {t('shop.confirm_pay', { amount: fmt(order.total, SHOP_COIN, { exact: true }), coin: SHOP_COIN })}
        </div>
      ),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (yes) pay.mutate({ id: order.id, paypassword: password, idempotency_key: requestKey });
  };

  return (
    <div className="shop-card">
      <div className="shop-section-title">{t('field.paypassword')}</div>
      <FieldInput
        testId="pay-password"
        className="shop-password"
        type="password"
        inputMode="numeric"
        maxLength={6}
        value={password}
        onChange={(next) => setPassword(next.replace(/\D/g, ''))}
        placeholder={t('shop.paypassword_placeholder')}
      />
      {pay.isError && (
        <div className="shop-error" data-testid="pay-error">
          {pay.error.message}
        </div>
      )}
      <Button
        block
        color="primary"
        size="large"
        disabled={!valid}
        loading={pay.isPending}
        data-testid="pay-submit"
        onClick={() => void submit()}
      >
        {t('shop.pay_amount', { amount: fmt(order.total, SHOP_COIN, { exact: true }), coin: SHOP_COIN })}
      </Button>
    </div>
  );
}

export default function PayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = idFromQuery(useSearchParams()[0].get('order_id'));
  const order = usePayableOrder(id);
  // The payment is held here, not in the form: paying re-reads the order, which is then no longer payable and
  // replaces the form — a result kept in the form would be lost with it, showing "can no longer be paid".
  const pay = usePayOrder();
  const paid = pay.data;
  const current = order.data;

  let body;
  if (paid) body = <Paid order={paid} />;
  else if (id === 0 || answeredNo(order.error)) body = <NotFound testId="pay" />;
  else if (current === undefined) body = <LoadState error={order.isError} onRetry={() => void order.refetch()} testId="pay" />;
  else if (current === null)
    body = (
      <ErrorBlock status="default" title={t('shop.not_payable')} description="" data-testid="pay-not-payable">
        <Button color="primary" onClick={() => navigate(paths.buyerOrders, { replace: true })}>
          {t('shop.view_orders')}
        </Button>
      </ErrorBlock>
    );
  else
    body = (
      <>
        <OrderSummary order={current} party="shop" />
        {current.expiretime && (
          <NoticeBar
            data-testid="pay-expires"
            color="alert"
            wrap
            content={t('shop.pay_before', { time: dateTime(current.expiretime) })}
          />
        )}
        <PayForm order={current} pay={pay} />
      </>
    );
  return <Page title={t('title.pay')}>{body}</Page>;
}
