/**
 * Members (docs/api.md "Admin": /user/list, /user/freeze): search, status and freeze/unfreeze with a confirmation;
 * a row opens the member's detail (balances, ledger, adjustment).
 */
import type { AdminUserRow } from '@app/contract';
import { Button, Input, Space, Table, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '@/components/page-card.tsx';
import { useCan } from '@/lib/me.ts';
import { formatTime } from '@/lib/format.ts';
import { useMembers } from '../api/list-members.ts';
import { FreezeButton } from './freeze-button.tsx';
import { MemberDetail } from './member-detail.tsx';
import { MemberStatus, VerifyTag } from './member-profile.tsx';
import { pageControls } from '@/components/page-controls.ts';
import type { Columns } from '@/components/table-columns.ts';

const PAGE_SIZE = 20;

const columns = (t: TFunction): Columns<AdminUserRow> => [
  { title: 'ID', dataIndex: 'id', width: 80 },
  { title: t('login.username'), dataIndex: 'username' },
  { title: t('members.nickname'), dataIndex: 'nickname' },
  { title: t('members.email'), dataIndex: 'email' },
  { title: t('members.mobile'), dataIndex: 'mobile', render: (mobile: string) => mobile || '—' },
  {
    title: t('members.verification'),
    dataIndex: 'verify',
    render: (verify: string) => (verify === 'none' ? '—' : <VerifyTag level={verify} />),
  },
  {
    title: t('members.merchant'),
    dataIndex: 'is_merchant',
    render: (merchant: boolean) => (merchant ? <Tag color="purple">{t('members.merchant_tag')}</Tag> : '—'),
  },
  {
    title: t('common.status'),
    dataIndex: 'status',
    render: (status: AdminUserRow['status']) => <MemberStatus status={status} />,
  },
  { title: t('members.joined'), dataIndex: 'createtime', render: formatTime },
];

export function MembersPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const members = useMembers({ keyword, page, limit: PAGE_SIZE });
  const canFreeze = useCan('members.freeze');
  const [openId, setOpenId] = useState<number>();
  // The open member is read from the current page, so a freeze made meanwhile shows in the detail too.
  const open = members.data?.data.find((m) => m.id === openId);
  const withActions: Columns<AdminUserRow> = [
    ...columns(t),
    {
      title: t('members.action'),
      key: 'action',
      // Clicks on the buttons must not also open the row's detail.
      render: (_, member) => (
        <Space onClick={(e) => e.stopPropagation()}>
          <Button size="small" onClick={() => setOpenId(member.id)}>
            {t('members.details')}
          </Button>
          {canFreeze && <FreezeButton member={member} />}
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title={t('menu.members')}
      extra={
        <Input.Search
          allowClear
          placeholder={t('members.search')}
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
        locale={{ emptyText: keyword ? t('members.no_match', { keyword }) : t('members.none') }}
        pagination={pageControls(page, PAGE_SIZE, members.data?.total, setPage)}
      />
      <MemberDetail member={open} onClose={() => setOpenId(undefined)} />
    </PageCard>
  );
}
