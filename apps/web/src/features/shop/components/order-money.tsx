/**
 * What a sale brings the merchant (docs/api.md "Delivery addresses and after-sale" → merchant view): the
 * order's gross `total`, the platform `fee` and the net `income`, all three as the server fixed them at
 * payment — never worked out here.
 */
import { SHOP_COIN, type Order } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';

export function OrderMoney({ order }: { order: Order }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const rows = [
    ['gross', 'shop.money_gross', order.total],
    ['fee', 'shop.money_fee', order.fee],
    ['net', 'shop.money_net', order.income],
  ] as const;
  return (
    <dl className="shop-money" data-testid={`order-money-${order.id}`}>
      {rows.map(([key, label, amount]) => (
        <div key={key} className={`shop-money-${key}`}>
          <dt>{t(label)}</dt>
          <dd data-testid={`order-${key}-${order.id}`}>
            {key === 'fee' ? '−' : ''}
            {fmt(amount, SHOP_COIN, { exact: true })} {SHOP_COIN}
          </dd>
        </div>
      ))}
    </dl>
  );
}
