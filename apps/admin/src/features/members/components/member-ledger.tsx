/** The member's ledger history with a coin filter and paging (newest first, both buckets). */
import { COINS, type Coin } from '@app/contract';
import { Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatTime } from '@/lib/format.ts';
import { useMemberLedger, type LedgerEntry } from '../api/member-ledger.ts';
import { pageControls } from '@/components/page-controls.ts';

const PAGE_SIZE = 10;

const columns: TableColumnsType<LedgerEntry> = [
  { title: 'Time', dataIndex: 'createtime', width: 160, render: formatTime },
  { title: 'Coin', dataIndex: 'coin', width: 70 },
  { title: 'Type', dataIndex: 'type', render: (type: string) => <Tag>{type}</Tag> },
  {
    title: 'Amount',
    dataIndex: 'amount',
    align: 'right',
    render: (amount: string) => (
      <Typography.Text type={amount.startsWith('-') ? 'danger' : 'success'}>
        {amount.startsWith('-') ? amount : `+${amount}`}
      </Typography.Text>
    ),
  },
  { title: 'Balance after', dataIndex: 'balance', align: 'right' },
  {
    title: 'Bucket',
    dataIndex: 'bucket',
    render: (bucket: LedgerEntry['bucket']) => <Tag color={bucket === 'frozen' ? 'orange' : 'default'}>{bucket}</Tag>,
  },
  { title: 'Memo', dataIndex: 'memo' },
  { title: 'Posting', dataIndex: 'posting_id', width: 80 },
];

export function MemberLedger({ userId }: { userId: number }) {
  const [coin, setCoin] = useState<Coin>();
  const [page, setPage] = useState(1);
  const ledger = useMemberLedger({ user_id: userId, coin, page, limit: PAGE_SIZE });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select<Coin>
        allowClear
        placeholder="All coins"
        style={{ width: 160 }}
        value={coin}
        onChange={(value) => {
          setCoin(value);
          setPage(1);
        }}
        options={COINS.map((c) => ({ value: c, label: c }))}
      />
      <Table<LedgerEntry>
        data-testid="member-ledger"
        rowKey={(entry) => `${entry.bucket}:${entry.id}`}
        size="small"
        columns={columns}
        dataSource={ledger.data?.data}
        loading={ledger.isFetching}
        locale={{ emptyText: coin ? `No ${coin} entries` : 'No ledger entries yet' }}
        pagination={pageControls(page, PAGE_SIZE, ledger.data?.total, setPage)}
      />
    </Space>
  );
}
