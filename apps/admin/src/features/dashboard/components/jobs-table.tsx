/** The jobs part: each background job's last pass; a late one is flagged and named in a warning above. */
import type { DashboardJob } from '@app/contract';
import { Alert, Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format.ts';
import { columnsOf } from '@/components/table-columns.ts';

export function JobsTable({ jobs }: { jobs: DashboardJob[] }) {
  const { t } = useTranslation();
  const late = jobs.filter((j) => j.late);
  return (
    <Card title={t('dashboard.jobs')} size="small">
      {late.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="jobs-late"
          title={t('dashboard.late_warning', { names: late.map((j) => j.name).join(', ') })}
        />
      )}
      <Table<DashboardJob>
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={jobs}
        columns={columnsOf<DashboardJob>([
          { title: t('dashboard.job'), dataIndex: 'name' },
          {
            title: t('dashboard.every'),
            dataIndex: 'every_ms',
            align: 'right',
            render: (ms: number) => t('dashboard.every_seconds', { count: Math.round(ms / 1000) }),
          },
          {
            title: t('dashboard.last_run'),
            dataIndex: 'last_run',
            render: (at: number | null) => (at === null ? t('dashboard.never') : formatTime(at)),
          },
          {
            title: t('dashboard.state'),
            dataIndex: 'late',
            render: (isLate: boolean) =>
              isLate ? <Tag color="warning">{t('dashboard.late')}</Tag> : <Tag color="success">{t('dashboard.on_time')}</Tag>,
          },
        ])}
      />
    </Card>
  );
}
