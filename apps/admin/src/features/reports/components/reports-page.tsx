/**
 * The console's report queue (docs/api.md "Chat in context"): members' reports on chat messages, posts, goods
 * and members — open ones oldest first, so the longest waiting is worked first — each expandable to the
 * reported content. Operators with `reports.decide` decide; others read.
 */
import {
  REPORT_STATUSES,
  REPORT_TARGETS,
  type AdminReport,
  type ReportAction,
  type ReportStatus,
  type ReportTarget,
} from '@app/contract';
import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/list-filters.tsx';
import { ListTable, useListState } from '@/components/list-table.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { ReasonTag } from '@/components/reason-tag.tsx';
import { formatTime } from '@/lib/format.ts';
import { useCan } from '@/lib/me.ts';
import { useReports } from '../api/reports-api.ts';
import { ReportActions } from './report-actions.tsx';
import { ReportContent } from './report-content.tsx';
import type { Columns } from '@/components/table-columns.ts';

const PAGE_SIZE = 20;

const TARGET: Record<ReportTarget, string> = {
  message: 'reports.target_message',
  article: 'reports.target_article',
  goods: 'reports.target_goods',
  member: 'reports.target_member',
};
const STATUS: Record<ReportStatus, string> = { open: 'reports.status_open', closed: 'reports.status_closed' };
const ACTION: Record<ReportAction, string> = {
  hide: 'reports.action_hide',
  warn: 'reports.action_warn',
  freeze: 'reports.action_freeze',
  dismiss: 'reports.action_dismiss',
};
const ACTION_COLOR: Record<ReportAction, string> = { hide: 'orange', warn: 'gold', freeze: 'red', dismiss: 'default' };

const member = (m: { id: number; username: string } | null) => (m ? `${m.username} (#${m.id})` : '—');

const columns = (t: TFunction): Columns<AdminReport> => [
  { title: '#', dataIndex: 'id', width: 70 },
  {
    title: t('reports.target'),
    width: 140,
    render: (_, r) => <Tag>{`${t(TARGET[r.target])} #${r.target_id}`}</Tag>,
  },
  { title: t('reports.reported'), width: 170, render: (_, r) => member(r.reported) },
  { title: t('reports.reporter'), width: 170, render: (_, r) => member(r.reporter) },
  {
    title: t('reports.reason'),
    dataIndex: 'reason',
    render: (reason: string) => (
      <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ margin: 0 }}>
        {reason}
      </Typography.Paragraph>
    ),
  },
  { title: t('reports.reported_at'), dataIndex: 'createtime', width: 165, render: formatTime },
  {
    title: t('common.state'),
    width: 180,
    render: (_, r) =>
      r.action ? (
        <ReasonTag color={ACTION_COLOR[r.action]} text={t(ACTION[r.action])} reason={r.note} />
      ) : (
        <Tag color="blue">{t(STATUS[r.status])}</Tag>
      ),
  },
];

export function ReportsPage() {
  const { t } = useTranslation();
  const { paging, filters, filter, query } = useListState<{ status?: ReportStatus; target?: ReportTarget }>(PAGE_SIZE);
  const canDecide = useCan('reports.decide');
  const list = useReports(query);
  const all: Columns<AdminReport> = [
    ...columns(t),
    ...(canDecide
      ? [
          {
            title: '',
            width: 230,
            render: (_: unknown, r: AdminReport) => (r.status === 'open' ? <ReportActions report={r} /> : null),
          },
        ]
      : []),
  ];
  return (
    <PageCard title={t('menu.reports')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <FilterSelect<ReportStatus>
          placeholder={t('reports.status_open')}
          width={140}
          value={filters.status}
          options={REPORT_STATUSES.map((s) => ({ value: s, label: t(STATUS[s]) }))}
          onChange={filter('status')}
        />
        <FilterSelect<ReportTarget>
          placeholder={t('reports.any_target')}
          width={160}
          value={filters.target}
          options={REPORT_TARGETS.map((s) => ({ value: s, label: t(TARGET[s]) }))}
          onChange={filter('target')}
        />
      </Space>
      <ListTable<AdminReport>
        list={list}
        paging={paging}
        columns={all}
        scroll={{ x: 1300 }}
        emptyText={t('reports.none')}
        expandable={{ expandedRowRender: (r) => <ReportContent report={r} /> }}
      />
    </PageCard>
  );
}
