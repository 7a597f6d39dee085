/**
 * Shop orders in the console (issue 7 "Console: … all orders with search"): every order, newest first,
 * with its money (total, platform fee, merchant income in USDT) and where it stands. Goods review is in
 * the review queue (kind `product`); the platform fee is the `shop_fee_rate` setting under Configuration.
 */
import type { Order, OrderStatus } from '@app/contract';
import { Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PageCard } from '@/components/page-card.tsx';
import { formatTime } from '@/lib/format.ts';
import { useShopOrders } from '../api/list-shop-orders.ts';
import { OrderFilters, type OrderFilterValues } from './order-filters.tsx';
import { pageControls } from '@/components/page-controls.ts';

const PAGE_SIZE = 20;
const STATUS_COLOR: Record<OrderStatus, string> = {
  unpaid: 'default',
  paid: 'gold',
  shipped: 'blue',
  completed: 'green',
  cancelled: 'red',
};

/** The latest step an order reached, with its time. */
function lastStep(o: Order): string {
  const steps: [string, number | null][] = [
    ['received', o.receivetime],
    ['cancelled', o.canceltime],
    ['shipped', o.shiptime],
    ['paid', o.paytime],
    ['placed', o.createtime],
  ];
  const [label, time] = steps.find(([, t]) => t !== null && t > 0) ?? ['placed', o.createtime];
  return `${label} ${formatTime(time!)}`;
}

const columns: TableColumnsType<Order> = [
  { title: 'Order', dataIndex: 'order_no', width: 200, render: (no: string) => <Typography.Text copyable>{no}</Typography.Text> },
  {
    title: 'Product',
    width: 220,
    render: (_, o) => (
      <Space direction="vertical" size={0}>
        <span>{o.product.name}</span>
        <Typography.Text type="secondary">
          {o.product.price} × {o.quantity}
        </Typography.Text>
      </Space>
    ),
  },
  { title: 'Buyer', width: 140, render: (_, o) => `${o.buyer.name} (#${o.buyer.id})` },
  { title: 'Shop', width: 160, render: (_, o) => `${o.shop.name} (#${o.shop.id})` },
  { title: 'Total USDT', dataIndex: 'total', width: 120, align: 'right', render: (v: string) => <strong>{v}</strong> },
  { title: 'Fee', dataIndex: 'fee', width: 100, align: 'right' },
  { title: 'Merchant gets', dataIndex: 'income', width: 120, align: 'right' },
  { title: 'Status', dataIndex: 'status', width: 110, render: (s: OrderStatus) => <Tag color={STATUS_COLOR[s]}>{s}</Tag> },
  {
    title: 'Shipping',
    width: 180,
    render: (_, o) => (o.express || o.tracking_no ? `${o.express} ${o.tracking_no}`.trim() : '—'),
  },
  { title: 'Last step', width: 230, render: (_, o) => lastStep(o) },
];

export function ShopOrdersPage() {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<OrderFilterValues>({});
  const list = useShopOrders({ page, limit: PAGE_SIZE, ...filters });

  return (
    <PageCard title="Shop orders">
      <OrderFilters
        onSearch={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      <Table<Order>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data}
        loading={list.isFetching}
        scroll={{ x: 1500 }}
        locale={{ emptyText: 'No orders' }}
        pagination={pageControls(page, PAGE_SIZE, list.data?.total, setPage)}
        data-testid="shop-orders-table"
      />
    </PageCard>
  );
}
