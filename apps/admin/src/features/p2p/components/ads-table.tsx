/** Every member's P2P ads with their escrow; an open ad can be hidden with a reason (its escrow returns). */
import type { AdminP2pAd, P2pAdStatus, P2pAdType } from '@app/contract';
import { P2P_AD_STATUSES } from '@app/contract';
import { Button, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useCan } from '@/features/auth/api/me.ts';
import { formatTime } from '@/lib/format.ts';
import { useHideAd, useP2pAds } from '../api/p2p-api.ts';
import { ReasonModal } from './reason-modal.tsx';
import { pageControls } from '@/components/page-controls.ts';

const PAGE_SIZE = 20;
const STATUS_COLOR: Record<P2pAdStatus, string> = { open: 'green', finished: 'blue', cancelled: 'default', hidden: 'red' };

function HideAd({ ad }: { ad: AdminP2pAd }) {
  const hide = useHideAd();
  const [open, setOpen] = useState(false);
  if (ad.status !== 'open') return null;
  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)} data-testid={`p2p-hide-${ad.id}`}>
        Hide
      </Button>
      <ReasonModal
        open={open}
        title={`Hide ad #${ad.id} of ${ad.username}? Its ${ad.frozen} ${ad.frozen_coin} in escrow returns to them`}
        okText="Hide ad"
        loading={hide.isPending}
        onSubmit={(reason) => hide.mutateAsync({ id: ad.id, reason })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export function AdsTable() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<P2pAdStatus>();
  const [type, setType] = useState<P2pAdType>();
  const [keyword, setKeyword] = useState<string>();
  const canModerate = useCan('content.moderate');
  const list = useP2pAds({ page, limit: PAGE_SIZE, status, type, keyword });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const columns: TableColumnsType<AdminP2pAd> = [
    { title: '#', dataIndex: 'id', width: 70 },
    { title: 'Member', dataIndex: 'username', width: 130 },
    {
      title: 'Side',
      dataIndex: 'type',
      width: 70,
      render: (t: P2pAdType) => <Tag color={t === 'sell' ? 'volcano' : 'geekblue'}>{t}</Tag>,
    },
    { title: 'Price', dataIndex: 'price', width: 100, align: 'right' },
    { title: 'Quantity', dataIndex: 'quantity', width: 120, align: 'right' },
    { title: 'Remaining', dataIndex: 'remaining', width: 120, align: 'right' },
    { title: 'Min', dataIndex: 'min_quantity', width: 110, align: 'right' },
    { title: 'Escrow', width: 150, align: 'right', render: (_, ad) => `${ad.frozen} ${ad.frozen_coin}` },
    {
      title: 'Remark',
      dataIndex: 'remark',
      render: (r: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ margin: 0 }}>
          {r}
        </Typography.Paragraph>
      ),
    },
    {
      title: 'State',
      width: 160,
      render: (_, ad) => (
        <Tag color={STATUS_COLOR[ad.status]}>
          {ad.status}
          {ad.hide_reason ? `: ${ad.hide_reason}` : ''}
        </Tag>
      ),
    },
    { title: 'Posted', dataIndex: 'createtime', width: 165, render: formatTime },
    ...(canModerate ? [{ title: '', width: 80, render: (_: unknown, ad: AdminP2pAd) => <HideAd ad={ad} /> }] : []),
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="Any side"
          style={{ width: 120 }}
          value={type}
          options={[
            { value: 'sell', label: 'Sell ads' },
            { value: 'buy', label: 'Buy ads' },
          ]}
          onChange={reset(setType)}
        />
        <Select
          allowClear
          placeholder="Any state"
          style={{ width: 140 }}
          value={status}
          options={P2P_AD_STATUSES.map((s) => ({ value: s, label: s }))}
          onChange={reset(setStatus)}
        />
        <Input.Search
          allowClear
          placeholder="Username"
          style={{ width: 220 }}
          onSearch={(v) => reset(setKeyword)(v.trim() || undefined)}
        />
      </Space>
      <Table<AdminP2pAd>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data}
        loading={list.isFetching}
        scroll={{ x: 1400 }}
        locale={{ emptyText: 'No ads' }}
        pagination={pageControls(page, PAGE_SIZE, list.data?.total, setPage)}
      />
    </>
  );
}
