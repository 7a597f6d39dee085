/** The audit log (docs/api.md "Admin": every admin action), newest first, filterable by action. */
import type { AuditRow } from '@app/contract';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/list-filters.tsx';
import { ListTable, useListState } from '@/components/list-table.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { formatTime } from '@/lib/format.ts';
import { useAudit } from '../api/list-audit.ts';
import type { Columns } from '@/components/table-columns.ts';

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

/** Action codes are shown as recorded (they are what an operator searches the log for). */
const columns = (t: TFunction): Columns<AuditRow> => [
  { title: t('common.time'), dataIndex: 'createtime', width: 180, render: formatTime },
  { title: t('audit.operator'), dataIndex: 'admin_username', render: (name: string, row) => name || `#${row.admin_id}` },
  { title: t('audit.action'), dataIndex: 'action', render: (action: string) => <Tag>{action}</Tag> },
  { title: t('audit.target'), dataIndex: 'target' },
  {
    title: t('common.detail'),
    dataIndex: 'detail',
    render: (detail: string) => <pre className="console-detail">{prettyDetail(detail)}</pre>,
  },
];

export function AuditPage() {
  const { t } = useTranslation();
  const { paging, filters, filter, query } = useListState<{ action?: string }>(PAGE_SIZE);
  const audit = useAudit(query);

  return (
    <PageCard
      title={t('menu.audit')}
      extra={
        <FilterSelect
          placeholder={t('audit.all_actions')}
          width={220}
          value={filters.action}
          options={ACTIONS.map((a) => ({ value: a, label: a }))}
          onChange={filter('action')}
        />
      }
    >
      <ListTable<AuditRow> list={audit} paging={paging} columns={columns(t)} emptyText={t('audit.empty')} />
    </PageCard>
  );
}
