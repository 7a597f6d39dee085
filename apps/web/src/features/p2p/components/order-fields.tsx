/**
 * Every field of a PI order (spec §3 "PI advertisement / order": order ID, type, coin, quantity, price,
 * total price, pay amount, pay detail, matching type, username, mobile, status, time, expire), in the
 * reader's language; the remaining time is shown large above them (order-header.tsx).
 */
import type { P2pOrder } from '@app/contract';
import { List } from 'antd-mobile';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const when = (unix: number | null) => (unix ? dayjs(unix * 1000).format('YYYY-MM-DD HH:mm:ss') : '—');

function Field({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <List.Item extra={<span data-testid={`p2p-info-${id}`}>{children}</span>}>
      <span className="p2p-muted">{label}</span>
    </List.Item>
  );
}

export function OrderFields({ order }: { order: P2pOrder }) {
  const { t } = useTranslation();
  const detail = order.pay_detail;
  return (
    <List className="p2p-info" data-testid="p2p-order-info">
      <Field label={t('p2p.order_no')} id="order_no">
        {order.order_no}
      </Field>
      <Field label={t('p2p.type')} id="type">
        {order.type === 'buy' ? t('p2p.buy') : t('p2p.sell')} · {t(`p2p.role_${order.role}`)}
      </Field>
      <Field label={t('p2p.coin')} id="coin">
        {order.coin}
      </Field>
      <Field label={t('p2p.quantity')} id="quantity">
        {order.quantity}
      </Field>
      <Field label={t('p2p.price')} id="price">
        {order.price} USDT
      </Field>
      <Field label={t('p2p.total_price')} id="total_price">
        {order.total_price} USDT
      </Field>
      <Field label={t('p2p.pay_amount')} id="pay_amount">
        {order.pay_amount} {detail.coin}
      </Field>
      <Field label={t('p2p.pay_detail')} id="pay_detail">
        <div className="p2p-pay-detail">
          <div>{t('p2p.pay_from_balance', { amount: detail.amount, coin: detail.coin })}</div>
          <div>{t('p2p.pay_fee', { fee: detail.fee, coin: detail.coin })}</div>
          <div>{t('p2p.pay_seller_receives', { amount: detail.seller_receives, coin: detail.coin })}</div>
        </div>
      </Field>
      <Field label={t('p2p.matching_type')} id="matching_type">
        {t(`p2p.matching_${order.matching_type}`)}
      </Field>
      <Field label={t('p2p.counterparty')} id="counterparty">
        {order.counterparty.username}
        {order.counterparty.mobile ? ` · ${order.counterparty.mobile}` : ''}
      </Field>
      <Field label={t('p2p.status')} id="status">
        {t(`p2p.status_${order.status}`)}
      </Field>
      <Field label={t('p2p.time')} id="createtime">
        {when(order.createtime)}
      </Field>
      <Field label={t('p2p.expire')} id="expiretime">
        {when(order.expiretime)}
      </Field>
      {order.endtime !== null && (
        <Field label={t('p2p.end_time')} id="endtime">
          {when(order.endtime)}
        </Field>
      )}
      {order.cancel_reason && (
        <Field label={t('p2p.cancel_reason')} id="cancel_reason">
          {order.cancel_reason}
        </Field>
      )}
    </List>
  );
}
