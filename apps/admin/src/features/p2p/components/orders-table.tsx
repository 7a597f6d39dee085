/**
 * P2P orders: the queue awaiting the console (held over the review threshold, oldest first, with the time
 * left in the payment window) or every order, newest first, searchable by order number or username.
 */
import { P2P_ORDER_STATUS_WORDS, type AdminP2pOrder, type P2pOrderStatusWord } from '@app/contract';
import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FilterSelect, SearchBox } from '@/components/list-filters.tsx';
import { ListTable, useListState } from '@/components/list-table.tsx';
import { useCan } from '@/lib/me.ts';
import { formatMoney, formatTime } from '@/lib/format.ts';
import { useP2pOrders } from '../api/p2p-api.ts';
import { OrderActions } from './order-actions.tsx';
import type { Columns } from '@/components/table-columns.ts';

const PAGE_SIZE = 20;
const STATUS_COLOR: Record<P2pOrderStatusWord, string> = {
  pending: 'gold',
  paid: 'blue',
  appeal: 'magenta',
  completed: 'green',
  expired: 'default',
  cancelled: 'red',
};

export function OrderStatusTag({ order }: { order: AdminP2pOrder }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={2}>
      <Tag color={STATUS_COLOR[order.status]}>{t(`p2p.order_status.${order.status}`)}</Tag>
      {order.review && order.status === 'pending' && <Tag color="orange">{t('p2p.held')}</Tag>}
      {order.settlement === 'offchain' && <Tag color="purple">{t('p2p.offchain')}</Tag>}
      {order.cancel_reason && <Typography.Text type="secondary">{order.cancel_reason}</Typography.Text>}
    </Space>
  );
}

/** "12 min left" until the window ends; "window ended" once it has (the expiry job then returns escrow). */
function windowLeft(order: AdminP2pOrder, t: TFunction): string {
  if (order.status !== 'pending') return '—';
  const left = order.expiretime - Math.floor(Date.now() / 1000);
  return left > 0 ? t('p2p.minutes_left', { count: Math.ceil(left / 60) }) : t('p2p.window_ended');
}

const orderColumns = (t: TFunction): Columns<AdminP2pOrder> => [
  {
    title: t('p2p.order'),
    dataIndex: 'order_no',
    width: 190,
    render: (no: string) => <Typography.Text copyable>{no}</Typography.Text>,
  },
  { title: t('p2p.buyer'), width: 120, render: (_, o) => o.buyer.username },
  { title: t('p2p.seller'), width: 120, render: (_, o) => o.seller.username },
  { title: 'PI', dataIndex: 'quantity', width: 120, align: 'right', render: (v: string) => formatMoney(v, 'PI') },
  { title: t('common.price'), dataIndex: 'price', width: 100, align: 'right', render: (v: string) => formatMoney(v, 'USDT') },
  {
    title: t('p2p.total'),
    dataIndex: 'total_price',
    width: 120,
    align: 'right',
    render: (v: string) => <strong>{formatMoney(v, 'USDT')}</strong>,
  },
  { title: t('common.fee'), dataIndex: 'fee', width: 90, align: 'right', render: (v: string) => formatMoney(v, 'USDT') },
  { title: t('p2p.matched'), dataIndex: 'matching_type', width: 80, render: (m: string) => t(`p2p.matching.${m}`) },
  { title: t('common.state'), width: 170, render: (_, o) => <OrderStatusTag order={o} /> },
  { title: t('p2p.placed'), dataIndex: 'createtime', width: 165, render: formatTime },
  { title: t('p2p.window'), width: 120, render: (_, o) => windowLeft(o, t) },
];

export function OrdersTable({ awaiting }: { awaiting: boolean }) {
  const { t } = useTranslation();
  const { paging, filters, filter, query } = useListState<{ status?: P2pOrderStatusWord; keyword?: string }>(PAGE_SIZE);
  const canManage = useCan('orders.manage');
  const list = useP2pOrders({ ...query, awaiting: awaiting || undefined });
  const columns: Columns<AdminP2pOrder> = [
    ...orderColumns(t),
    ...(canManage ? [{ title: '', width: 170, render: (_: unknown, o: AdminP2pOrder) => <OrderActions order={o} /> }] : []),
  ];

  return (
    <>
      {!awaiting && (
        <Space wrap style={{ marginBottom: 16 }}>
          <FilterSelect<P2pOrderStatusWord>
            placeholder={t('common.any_state')}
            width={150}
            value={filters.status}
            options={P2P_ORDER_STATUS_WORDS.map((s) => ({ value: s, label: t(`p2p.order_status.${s}`) }))}
            onChange={filter('status')}
          />
          <SearchBox placeholder={t('p2p.order_search')} width={260} onSearch={filter('keyword')} />
        </Space>
      )}
      <ListTable<AdminP2pOrder>
        list={list}
        paging={paging}
        columns={columns}
        scroll={{ x: 1400 }}
        emptyText={awaiting ? t('p2p.none_waiting') : t('p2p.no_orders')}
      />
    </>
  );
}
