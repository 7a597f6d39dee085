/**
 * P2P orders: the queue awaiting the console (held over the review threshold, oldest first, with the time
 * left in the payment window) or every order, newest first, searchable by order number or username.
 */
import type { AdminP2pOrder, P2pOrderStatus } from '@app/contract';
import { P2P_ORDER_STATUSES } from '@app/contract';
import { Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useCan } from '@/features/auth/api/me.ts';
import { formatTime } from '@/lib/format.ts';
import { useP2pOrders } from '../api/p2p-api.ts';
import { OrderActions } from './order-actions.tsx';
import { pageControls } from '@/components/page-controls.ts';

const PAGE_SIZE = 20;
const STATUS_COLOR: Record<P2pOrderStatus, string> = {
  pending: 'gold',
  completed: 'green',
  expired: 'default',
  cancelled: 'red',
};

export function OrderStatusTag({ order }: { order: AdminP2pOrder }) {
  return (
    <Space direction="vertical" size={2}>
      <Tag color={STATUS_COLOR[order.status]}>{order.status}</Tag>
      {order.review && order.status === 'pending' && <Tag color="orange">held for review</Tag>}
      {order.cancel_reason && <Typography.Text type="secondary">{order.cancel_reason}</Typography.Text>}
    </Space>
  );
}

/** "12 min left" until the window ends; "window ended" once it has (the expiry job then returns escrow). */
function windowLeft(order: AdminP2pOrder): string {
  if (order.status !== 'pending') return '—';
  const left = order.expiretime - Math.floor(Date.now() / 1000);
  return left > 0 ? `${Math.ceil(left / 60)} min left` : 'window ended';
}

export function OrdersTable({ awaiting }: { awaiting: boolean }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<P2pOrderStatus>();
  const [keyword, setKeyword] = useState<string>();
  const canManage = useCan('orders.manage');
  const list = useP2pOrders({ page, limit: PAGE_SIZE, awaiting: awaiting || undefined, status, keyword });

  const columns: TableColumnsType<AdminP2pOrder> = [
    {
      title: 'Order',
      dataIndex: 'order_no',
      width: 190,
      render: (no: string) => <Typography.Text copyable>{no}</Typography.Text>,
    },
    { title: 'Buyer', width: 120, render: (_, o) => o.buyer.username },
    { title: 'Seller', width: 120, render: (_, o) => o.seller.username },
    { title: 'PI', dataIndex: 'quantity', width: 120, align: 'right' },
    { title: 'Price', dataIndex: 'price', width: 100, align: 'right' },
    { title: 'Total USDT', dataIndex: 'total_price', width: 120, align: 'right', render: (v: string) => <strong>{v}</strong> },
    { title: 'Fee', dataIndex: 'fee', width: 90, align: 'right' },
    { title: 'Matched', dataIndex: 'matching_type', width: 80, render: (m: string) => (m === 'auto' ? 'spot' : 'ad') },
    { title: 'State', width: 170, render: (_, o) => <OrderStatusTag order={o} /> },
    { title: 'Placed', dataIndex: 'createtime', width: 165, render: formatTime },
    { title: 'Window', width: 120, render: (_, o) => windowLeft(o) },
    ...(canManage ? [{ title: '', width: 170, render: (_: unknown, o: AdminP2pOrder) => <OrderActions order={o} /> }] : []),
  ];

  return (
    <>
      {!awaiting && (
        <Space wrap style={{ marginBottom: 16 }}>
          <Select
            allowClear
            placeholder="Any state"
            style={{ width: 150 }}
            value={status}
            options={P2P_ORDER_STATUSES.map((s) => ({ value: s, label: s }))}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
          />
          <Input.Search
            allowClear
            placeholder="Order number or username"
            style={{ width: 260 }}
            onSearch={(v) => {
              setKeyword(v.trim() || undefined);
              setPage(1);
            }}
          />
        </Space>
      )}
      <Table<AdminP2pOrder>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data}
        loading={list.isFetching}
        scroll={{ x: 1400 }}
        locale={{ emptyText: awaiting ? 'No orders are waiting for confirmation' : 'No orders' }}
        pagination={pageControls(page, PAGE_SIZE, list.data?.total, setPage)}
      />
    </>
  );
}
