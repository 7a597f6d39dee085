/**
 * Every person label and shop, newest first, filtered by type, state and words; operators with
 * content.moderate hide one (a reason is required; it leaves the map at once) or show it again. Pending
 * shop applications are decided in the review queue.
 */
import type { AdminLabelRow, LabelStatus, LabelType } from '@app/contract';
import { Image, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useCan } from '@/features/auth/api/me.ts';
import { formatTime } from '@/lib/format.ts';
import { useAdminLabels } from '../api/labels-api.ts';
import { LabelHideButtons } from './label-hide-buttons.tsx';
import { pageControls } from '@/components/page-controls.ts';

const PAGE_SIZE = 20;
const STATUS_COLOR: Record<LabelStatus, string> = { passed: 'green', pending: 'gold', rejected: 'default', hidden: 'red' };
const STATUS_TEXT: Record<LabelStatus, string> = {
  passed: 'On the map',
  pending: 'Awaiting review',
  rejected: 'Rejected',
  hidden: 'Hidden',
};

function StatusTag({ row }: { row: AdminLabelRow }) {
  return (
    <Tag color={STATUS_COLOR[row.status]}>
      {STATUS_TEXT[row.status]}
      {row.reason ? `: ${row.reason}` : ''}
    </Tag>
  );
}

export function LabelsTable() {
  const [page, setPage] = useState(1);
  const [type, setType] = useState<LabelType>();
  const [status, setStatus] = useState<LabelStatus>();
  const [keyword, setKeyword] = useState<string>();
  const canModerate = useCan('content.moderate');
  const list = useAdminLabels({ page, limit: PAGE_SIZE, type, status, keyword });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const columns: TableColumnsType<AdminLabelRow> = [
    { title: '#', dataIndex: 'id', width: 70 },
    {
      title: 'Type',
      dataIndex: 'type',
      width: 80,
      render: (t: LabelType) => <Tag color={t === 'shop' ? 'blue' : 'purple'}>{t}</Tag>,
    },
    {
      title: 'Label',
      render: (_, row) => (
        <Space>
          {row.image && <Image src={row.image} width={40} height={40} style={{ objectFit: 'cover' }} />}
          <Space direction="vertical" size={0}>
            <Typography.Text strong>{row.title}</Typography.Text>
            <Typography.Text type="secondary">{[row.category_name, row.address].filter(Boolean).join(' · ')}</Typography.Text>
          </Space>
        </Space>
      ),
    },
    {
      title: 'Location',
      width: 170,
      render: (_, row) => <Typography.Text code>{`${row.lat.toFixed(5)}, ${row.lng.toFixed(5)}`}</Typography.Text>,
    },
    { title: 'Member', dataIndex: 'username', width: 130 },
    { title: 'State', width: 200, render: (_, row) => <StatusTag row={row} /> },
    { title: 'Created', dataIndex: 'createtime', width: 170, render: formatTime },
    ...(canModerate
      ? [{ title: '', width: 90, render: (_: unknown, row: AdminLabelRow) => <LabelHideButtons row={row} /> }]
      : []),
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="Any type"
          style={{ width: 130 }}
          value={type}
          options={[
            { value: 'shop', label: 'Shops' },
            { value: 'person', label: 'Persons' },
          ]}
          onChange={reset(setType)}
        />
        <Select
          allowClear
          placeholder="Any state"
          style={{ width: 160 }}
          value={status}
          options={(Object.keys(STATUS_TEXT) as LabelStatus[]).map((s) => ({ value: s, label: STATUS_TEXT[s] }))}
          onChange={reset(setStatus)}
        />
        <Input.Search
          allowClear
          placeholder="Name or address"
          style={{ width: 240 }}
          onSearch={(v) => reset(setKeyword)(v.trim() || undefined)}
        />
      </Space>
      <Table<AdminLabelRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data}
        loading={list.isFetching}
        locale={{ emptyText: 'No labels' }}
        pagination={pageControls(page, PAGE_SIZE, list.data?.total, setPage)}
      />
    </>
  );
}
