/**
 * Shop orders in the console (docs/api.md "Admin": all orders with search): every order, newest first,
 * with its money (total, platform fee, merchant income in USDT) and where it stands; beside them the shop
 * reviews, for operators who see content (docs/api.md "After-sale: the details" → console). Goods review and
 * disputes are in the review queue (kinds `product`, `dispute`); the platform fee is the `shop_fee_rate`
 * setting under Configuration.
 */
import { SHOP_COIN, type Order, type OrderStatus } from '@app/contract';
import { Space, Tabs, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ListTable, useListState } from '@/components/list-table.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { formatMoney, formatTime } from '@/lib/format.ts';
import { useCan } from '@/lib/me.ts';
import { useShopOrders } from '../api/list-shop-orders.ts';
import { OrderFilters, type OrderFilterValues } from './order-filters.tsx';
import { ShopReviewsTable } from './shop-reviews-table.tsx';
import type { Columns } from '@/components/table-columns.ts';

const PAGE_SIZE = 20;
const STATUS_COLOR: Record<OrderStatus, string> = {
  unpaid: 'default',
  paid: 'gold',
  shipped: 'blue',
  completed: 'green',
  cancelled: 'red',
};

/** The latest step an order reached, with its time. */
function lastStep(o: Order, t: TFunction): string {
  const steps: [string, number | null][] = [
    ['received', o.receivetime],
    ['cancelled', o.canceltime],
    ['shipped', o.shiptime],
    ['paid', o.paytime],
    ['placed', o.createtime],
  ];
  const [step, time] = steps.find(([, at]) => at !== null && at > 0) ?? ['placed', o.createtime];
  return `${t(`shop.step.${step}`)} ${formatTime(time!)}`;
}

const columns = (t: TFunction): Columns<Order> => [
  {
    title: t('shop.order'),
    dataIndex: 'order_no',
    width: 200,
    render: (no: string) => <Typography.Text copyable>{no}</Typography.Text>,
  },
  {
    title: t('shop.product'),
    width: 220,
    render: (_, o) => (
      <Space orientation="vertical" size={0}>
        <span>{o.product.name}</span>
        <Typography.Text type="secondary">
          {formatMoney(o.product.price, SHOP_COIN)} × {o.quantity}
        </Typography.Text>
      </Space>
    ),
  },
  { title: t('shop.buyer'), width: 140, render: (_, o) => `${o.buyer.name} (#${o.buyer.id})` },
  { title: t('shop.shop'), width: 160, render: (_, o) => `${o.shop.name} (#${o.shop.id})` },
  {
    title: t('shop.total'),
    dataIndex: 'total',
    width: 120,
    align: 'right',
    render: (v: string) => <strong>{formatMoney(v, SHOP_COIN)}</strong>,
  },
  { title: t('common.fee'), dataIndex: 'fee', width: 100, align: 'right', render: (v: string) => formatMoney(v, SHOP_COIN) },
  {
    title: t('shop.income'),
    dataIndex: 'income',
    width: 120,
    align: 'right',
    // once settled, what the ledger paid the merchant (after a part refund, less than the income on receipt)
    render: (v: string, o) => formatMoney(o.settlement?.merchant ?? v, SHOP_COIN),
  },
  {
    title: t('common.status'),
    dataIndex: 'status',
    width: 110,
    render: (s: OrderStatus) => <Tag color={STATUS_COLOR[s]}>{t(`shop.status.${s}`)}</Tag>,
  },
  {
    title: t('shop.shipping'),
    width: 180,
    render: (_, o) => (o.express || o.tracking_no ? `${o.express} ${o.tracking_no}`.trim() : '—'),
  },
  { title: t('shop.last_step'), width: 230, render: (_, o) => lastStep(o, t) },
];

function ShopOrdersTable() {
  const { t } = useTranslation();
  const { paging, setFilters, query } = useListState<OrderFilterValues>(PAGE_SIZE);
  const list = useShopOrders(query);

  return (
    <>
      <OrderFilters onSearch={setFilters} />
      <ListTable<Order>
        list={list}
        paging={paging}
        columns={columns(t)}
        scroll={{ x: 1500 }}
        emptyText={t('shop.no_orders')}
        data-testid="shop-orders-table"
      />
    </>
  );
}

export function ShopOrdersPage() {
  const { t } = useTranslation();
  const canSeeReviews = useCan('content.view');
  const items = [
    { key: 'orders', label: t('shop.tab_orders'), children: <ShopOrdersTable /> },
    ...(canSeeReviews ? [{ key: 'reviews', label: t('shop.tab_reviews'), children: <ShopReviewsTable /> }] : []),
  ];
  return (
    <PageCard title={t('menu.shop')}>
      <Tabs items={items} destroyOnHidden />
    </PageCard>
  );
}
