/**
 * What a sale brings the merchant (docs/api.md "Delivery addresses and after-sale" → merchant view): while the
 * money is in escrow, the order's gross `total`, the platform `fee` and the net `income` the merchant will
 * receive on receipt; once settled, what the ledger did (`settlement`): what the merchant received, the fee
 * kept and what went back to the buyer after a refund. All as the server sent them — never worked out here.
 */
import { SHOP_COIN, type Order } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';

export function OrderMoney({ order }: { order: Order }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const settled = order.settlement;
  const rows: (readonly ['gross' | 'fee' | 'net' | 'refunded', string, string])[] = settled
    ? [
        ['gross', 'shop.money_gross', order.total],
        ...(Number(settled.buyer) > 0 ? [['refunded', 'shop.money_refunded', settled.buyer] as const] : []),
        ['fee', 'shop.money_fee', settled.fee],
        ['net', 'shop.money_received', settled.merchant],
      ]
    : [
        ['gross', 'shop.money_gross', order.total],
        ['fee', 'shop.money_fee', order.fee],
        ['net', 'shop.money_net', order.income],
      ];
  return (
    <dl className="shop-money" data-testid={`order-money-${order.id}`}>
      {rows.map(([key, label, amount]) => (
        <div key={key} className={`shop-money-${key}`}>
          <dt>{t(label)}</dt>
          <dd data-testid={`order-${key}-${order.id}`}>
            {key === 'fee' || key === 'refunded' ? '−' : ''}
            {fmt(amount, SHOP_COIN, { exact: true })} {SHOP_COIN}
          </dd>
        </div>
      ))}
    </dl>
  );
}
