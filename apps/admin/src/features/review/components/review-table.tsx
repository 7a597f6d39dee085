/** One page of review items with their details and, while pending, pass and reject. */
import type { ListPage, ReviewItem, ReviewKind } from '@app/contract';
import { Descriptions, Table, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useCan } from '@/features/auth/api/me.ts';
import { formatTime } from '@/lib/format.ts';
import { DecideButtons } from './decide-buttons.tsx';
import { PRIVATE_IMAGE_PATH, PrivateImage } from './private-image.tsx';

const STATUS_COLORS = { pending: 'orange', passed: 'green', rejected: 'red' } as const;

function showValue(value: unknown): ReactNode {
  if (typeof value === 'string' && value.startsWith(PRIVATE_IMAGE_PATH)) return <PrivateImage url={value} />;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

const columns: TableColumnsType<ReviewItem> = [
  { title: 'ID', dataIndex: 'id', width: 90 },
  { title: 'Member', key: 'member', render: (_, item) => `${item.username} (#${item.user_id})` },
  { title: 'Submitted', dataIndex: 'createtime', width: 180, render: formatTime },
  {
    title: 'Detail',
    dataIndex: 'detail',
    render: (detail: ReviewItem['detail']) => (
      <Descriptions
        size="small"
        column={1}
        items={Object.entries(detail).map(([key, value]) => ({ key, label: key, children: showValue(value) }))}
      />
    ),
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
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.data?.total ?? 0,
        showSizeChanger: false,
        onChange: props.onPage,
      }}
    />
  );
}
