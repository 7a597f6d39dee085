/**
 * Every field of a PI order (docs/product.md §3 "PI advertisement / order": order ID, type, coin, quantity, price,
 * total price, pay amount, pay detail, matching type, username, mobile, status, time, expire), in the
 * reader's language; the remaining time is shown large above them (order-header.tsx). An offchain order's
 * price is paid outside the app, without a fee (docs/api.md "P2P with payment methods").
 */
import type { Locale, P2pOrder } from '@app/contract';
import { formatFiat } from '@app/contract/rules/fiat-format';
import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmount, type AmountFormatter } from '@/lib/amount';
import { dateTime } from '@/lib/relative-time';

const when = (unix: number | null) => (unix ? dateTime(unix) : '—');

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** [test id, label key, value] of each field, in the spec's order; closing fields only once they apply. */
function fieldsOf(order: P2pOrder, t: Translate, usdt: AmountFormatter, locale: Locale): Array<[string, string, ReactNode]> {
  const detail = order.pay_detail;
  // an offchain order is in its currency, formatted for the reader; a wallet order in USDT and PI as before
  const fmt: AmountFormatter = (amount, coin, options) =>
    order.fiat && coin !== order.coin && typeof amount === 'string'
      ? formatFiat(amount, order.fiat, locale)
      : usdt(amount, coin, options);
  const rows: Array<[string, string, ReactNode]> = [
    ['order_no', 'p2p.order_no', order.order_no],
    // the transfer reference the buyer puts on an offchain payment (docs/api.md "P2P in the members' own money" → "Orders")
    ...(order.settlement === 'offchain'
      ? [['reference', 'p2p_fiat.reference', order.reference] as [string, string, ReactNode]]
      : []),
    ['type', 'p2p.type', `${order.type === 'buy' ? t('p2p.buy') : t('p2p.sell')} · ${t(`p2p.role_${order.role}`)}`],
    ['coin', 'p2p.coin', order.coin],
    ['quantity', 'p2p.quantity', fmt(order.quantity, order.coin, { exact: true })],
    ['price', 'p2p.price', fmt(order.price, 'USDT', { exact: true, unit: true })],
    ['total_price', 'p2p.total_price', fmt(order.total_price, 'USDT', { exact: true, unit: true })],
    ['pay_amount', 'p2p.pay_amount', fmt(order.pay_amount, 'USDT', { exact: true, unit: true })],
    [
      'pay_detail',
      'p2p.pay_detail',
      detail.method === 'offchain' ? (
        <div className="p2p-pay-detail">
          {/* the formatted amount already names its currency: "₦2,900.00", not "₦2,900.00 NGN" */}
          {order.fiat
            ? t('p2p_fiat.pay_outside', { amount: fmt(detail.amount, 'USDT', { exact: true }) })
            : t('p2p.pay_outside', { amount: fmt(detail.amount, 'USDT', { exact: true }), coin: detail.coin })}
        </div>
      ) : (
        <div className="p2p-pay-detail">
          <div>{t('p2p.pay_from_balance', { amount: fmt(detail.amount, 'USDT', { exact: true }), coin: detail.coin })}</div>
          <div>{t('p2p.pay_fee', { fee: fmt(detail.fee, 'USDT', { exact: true }), coin: detail.coin })}</div>
          <div>
            {t('p2p.pay_seller_receives', {
              amount: fmt(detail.seller_receives, 'USDT', { exact: true }),
              coin: detail.coin,
            })}
          </div>
        </div>
      ),
    ],
    ['matching_type', 'p2p.matching_type', t(`p2p.matching_${order.matching_type}`)],
    [
      'counterparty',
      'p2p.counterparty',
      `${order.counterparty.username}${order.counterparty.mobile ? ` · ${order.counterparty.mobile}` : ''}`,
    ],
    ['status', 'p2p.status', t(`p2p.status_${order.status}`)],
    ['createtime', 'p2p.time', when(order.createtime)],
    ['expiretime', 'p2p.expire', when(order.expiretime)],
  ];
  if (order.endtime !== null) rows.push(['endtime', 'p2p.end_time', when(order.endtime)]);
  if (order.cancel_reason) rows.push(['cancel_reason', 'p2p.cancel_reason', order.cancel_reason]);
  return rows;
}

export function OrderFields({ order }: { order: P2pOrder }) {
  const { t, i18n } = useTranslation();
  const fmt = useAmount();
  return (
    <List className="p2p-info" data-testid="p2p-order-info">
      {fieldsOf(order, t, fmt, i18n.language as Locale).map(([id, label, value]) => (
        <List.Item key={id} extra={<span data-testid={`p2p-info-${id}`}>{value}</span>}>
          <span className="p2p-muted">{t(label)}</span>
        </List.Item>
      ))}
    </List>
  );
}
