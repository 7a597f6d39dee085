/** One page of review items with their details and, while pending, pass and reject. */
import type { ListPage, ReviewItem, ReviewKind } from '@app/contract';
import { Table, Tag, type TableColumnsType } from 'antd';
import { useCan } from '@/features/auth/api/me.ts';
import { formatTime } from '@/lib/format.ts';
import { DecideButtons } from './decide-buttons.tsx';
import { ReviewDetail } from './review-detail.tsx';
import { pageControls } from '@/components/page-controls.ts';

const STATUS_COLORS = { pending: 'orange', passed: 'green', rejected: 'red' } as const;

const columns: TableColumnsType<ReviewItem> = [
  { title: 'ID', dataIndex: 'id', width: 90 },
  { title: 'Member', key: 'member', render: (_, item) => `${item.username} (#${item.user_id})` },
  { title: 'Submitted', dataIndex: 'createtime', width: 180, render: formatTime },
  {
    title: 'Detail',
    key: 'detail',
    render: (_, item) => <ReviewDetail item={item} />,
  },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: ReviewItem['status']) => <Tag color={STATUS_COLORS[status]}>{status}</Tag>,
  },
];

export function ReviewTable(props: {
  kind: ReviewKind;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  data: ListPage<ReviewItem> | undefined;
  loading: boolean;
}) {
  const canDecide = useCan('review.decide');
  const withActions: TableColumnsType<ReviewItem> = canDecide
    ? [
        ...columns,
        { title: 'Decision', key: 'decide', render: (_, item) => item.status === 'pending' && <DecideButtons item={item} /> },
      ]
    : columns;
  return (
    <Table<ReviewItem>
      rowKey={(item) => `${item.kind}:${item.id}`}
      size="middle"
      columns={withActions}
      dataSource={props.data?.data}
      loading={props.loading}
      locale={{ emptyText: 'Nothing waiting in this queue' }}
      pagination={pageControls(props.page, props.pageSize, props.data?.total, props.onPage)}
    />
  );
}
