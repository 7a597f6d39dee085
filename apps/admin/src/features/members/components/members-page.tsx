/**
 * Members (API.md "Admin": /user/list, /user/freeze): search, status and freeze/unfreeze with a confirmation;
 * a row opens the member's detail (balances, ledger, adjustment).
 */
import type { AdminUserRow } from '@app/contract';
import { Button, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PageCard } from '@/components/page-card.tsx';
import { useCan } from '@/features/auth/api/me.ts';
import { formatTime } from '@/lib/format.ts';
import { useMembers } from '../api/list-members.ts';
import { FreezeButton } from './freeze-button.tsx';
import { MemberDetail } from './member-detail.tsx';
import { pageControls } from '@/components/page-controls.ts';

const PAGE_SIZE = 20;

const columns: TableColumnsType<AdminUserRow> = [
  { title: 'ID', dataIndex: 'id', width: 80 },
  { title: 'Username', dataIndex: 'username' },
  { title: 'Nickname', dataIndex: 'nickname' },
  { title: 'Email', dataIndex: 'email' },
  { title: 'Mobile', dataIndex: 'mobile', render: (mobile: string) => mobile || '—' },
  {
    title: 'Verification',
    dataIndex: 'verify',
    render: (verify: string) => (verify === 'none' ? '—' : <Tag color="blue">{verify}</Tag>),
  },
  {
    title: 'Merchant',
    dataIndex: 'is_merchant',
    render: (merchant: boolean) => (merchant ? <Tag color="purple">merchant</Tag> : '—'),
  },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: AdminUserRow['status']) => (
      <Tag color={status === 'frozen' ? 'red' : 'green'}>{status === 'frozen' ? 'Frozen' : 'Active'}</Tag>
    ),
  },
  { title: 'Joined', dataIndex: 'createtime', render: formatTime },
];

export function MembersPage() {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const members = useMembers({ keyword, page, limit: PAGE_SIZE });
  const canFreeze = useCan('members.freeze');
  const [openId, setOpenId] = useState<number>();
  // The open member is read from the current page, so a freeze made meanwhile shows in the detail too.
  const open = members.data?.data.find((m) => m.id === openId);
  const withActions: TableColumnsType<AdminUserRow> = [
    ...columns,
    {
      title: 'Action',
      key: 'action',
      // Clicks on the buttons must not also open the row's detail.
      render: (_, member) => (
        <Space onClick={(e) => e.stopPropagation()}>
          <Button size="small" onClick={() => setOpenId(member.id)}>
            Details
          </Button>
          {canFreeze && <FreezeButton member={member} />}
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title="Members"
      extra={
        <Input.Search
          allowClear
          placeholder="ID, username, email, mobile or nickname"
          style={{ width: 340 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
      }
    >
      <Table<AdminUserRow>
        rowKey="id"
        size="middle"
        columns={withActions}
        dataSource={members.data?.data}
        onRow={(member) => ({ onClick: () => setOpenId(member.id), style: { cursor: 'pointer' } })}
        loading={members.isFetching}
        locale={{ emptyText: keyword ? `No member matches “${keyword}”` : 'No members yet' }}
        pagination={pageControls(page, PAGE_SIZE, members.data?.total, setPage)}
      />
      <MemberDetail member={open} onClose={() => setOpenId(undefined)} />
    </PageCard>
  );
}
