/**
 * The console's first page (docs/api.md "Operators' dashboard"): members, money, 30 days of volumes, the review
 * queues and the jobs, each drawn only when the reply carries it (the server leaves out what the role may not
 * open). Refreshes every minute.
 */
import type { AdminDashboard } from '@app/contract';
import { Button, Col, Result, Row, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageCard } from '@/components/page-card.tsx';
import { formatTime } from '@/lib/format.ts';
import { useDashboard } from '../api/dashboard.ts';
import { JobsTable } from './jobs-table.tsx';
import { MembersFigures } from './members-figures.tsx';
import { MoneyTable } from './money-table.tsx';
import { QueuesList } from './queues-list.tsx';
import { VolumeCharts } from './volume-charts.tsx';

function DashboardBody({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {data.members && <MembersFigures members={data.members} />}
      <Row gutter={[16, 16]}>
        {data.queues && (
          <Col xs={24} xl={data.jobs ? 12 : 24}>
            <QueuesList queues={data.queues} now={data.generated} />
          </Col>
        )}
        {data.jobs && (
          <Col xs={24} xl={data.queues ? 12 : 24}>
            <JobsTable jobs={data.jobs} />
          </Col>
        )}
      </Row>
      {data.money && <MoneyTable money={data.money} />}
      {data.volumes && (
        <section aria-label={t('dashboard.volumes')}>
          <Typography.Title level={5}>{t('dashboard.volumes')}</Typography.Title>
          <VolumeCharts days={data.volumes.days} />
        </section>
      )}
    </Space>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const data = dashboard.data;
  return (
    <PageCard
      title={t('menu.dashboard')}
      extra={
        data && <Typography.Text type="secondary">{t('dashboard.updated', { time: formatTime(data.generated) })}</Typography.Text>
      }
    >
      {dashboard.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : dashboard.isError ? (
        <Result
          status="error"
          title={t('dashboard.error')}
          subTitle={dashboard.error.message}
          extra={<Button onClick={() => void dashboard.refetch()}>{t('dashboard.retry')}</Button>}
        />
      ) : (
        data && <DashboardBody data={data} />
      )}
    </PageCard>
  );
}
