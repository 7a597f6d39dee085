/** The audit log (API.md "Admin": every admin action), newest first, filterable by action. */
import type { AuditRow } from '@app/contract';
import { Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PageCard } from '@/components/page-card.tsx';
import { formatTime } from '@/lib/format.ts';
import { useAudit } from '../api/list-audit.ts';
import { pageControls } from '@/components/page-controls.ts';

const PAGE_SIZE = 20;
const ACTIONS = [
  'login',
  'logout',
  'login_failed',
  'login_locked',
  'user_freeze',
  'user_unfreeze',
  'config_set',
  'review_pass',
  'review_reject',
];

function prettyDetail(detail: string): string {
  try {
    const parsed: unknown = JSON.parse(detail);
    return parsed && typeof parsed === 'object' && Object.keys(parsed).length === 0 ? '' : JSON.stringify(parsed, null, 1);
  } catch {
    return detail;
  }
}

const columns: TableColumnsType<AuditRow> = [
  { title: 'Time', dataIndex: 'createtime', width: 180, render: formatTime },
  { title: 'Operator', dataIndex: 'admin_username', render: (name: string, row) => name || `#${row.admin_id}` },
  { title: 'Action', dataIndex: 'action', render: (action: string) => <Tag>{action}</Tag> },
  { title: 'Target', dataIndex: 'target' },
  {
    title: 'Detail',
    dataIndex: 'detail',
    render: (detail: string) => <pre className="console-detail">{prettyDetail(detail)}</pre>,
  },
];

export function AuditPage() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<string>();
  const audit = useAudit({ page, limit: PAGE_SIZE, action });

  return (
    <PageCard
      title="Audit log"
      extra={
        <Select
          allowClear
          placeholder="All actions"
          style={{ width: 220 }}
          value={action}
          options={ACTIONS.map((a) => ({ value: a, label: a }))}
          onChange={(value?: string) => {
            setAction(value);
            setPage(1);
          }}
        />
      }
    >
      <Table<AuditRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={audit.data?.data}
        loading={audit.isFetching}
        locale={{ emptyText: 'No operator actions recorded yet' }}
        pagination={pageControls(page, PAGE_SIZE, audit.data?.total, setPage)}
      />
    </PageCard>
  );
}
