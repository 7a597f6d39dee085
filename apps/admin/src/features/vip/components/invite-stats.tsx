/** Invitation statistics: totals, the last 30 days as bars, and the inviters ranked by invitees. */
import type { AdminInviteStatsReply } from '@app/contract';
import { Col, Flex, Row, Statistic, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '@/components/page-card.tsx';
import { pageControls } from '@/components/page-controls.ts';
import { useInviteStats } from '../api/invite-stats.ts';
import { columnsOf } from '@/components/table-columns.ts';

type Inviter = AdminInviteStatsReply['inviters']['data'][number];
const PAGE_SIZE = 10;

function DayBars({ days }: { days: AdminInviteStatsReply['by_day'] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...days.map((d) => d.count));
  return (
    <Flex align="flex-end" gap={3} style={{ height: 80 }} aria-label={t('vip.per_day')}>
      {days.map((d) => (
        <Tooltip key={d.day} title={`${d.day}: ${d.count}`}>
          <div style={{ flex: 1, minHeight: 2, height: `${(d.count / max) * 100}%`, background: '#1677ff', borderRadius: 2 }} />
        </Tooltip>
      ))}
    </Flex>
  );
}

export function InviteStats() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const stats = useInviteStats(page, PAGE_SIZE);
  const data = stats.data;
  return (
    <PageCard title={t('vip.invitations')}>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={6}>
          <Statistic title={t('vip.invited')} value={data?.total_invited ?? 0} loading={stats.isPending} />
        </Col>
        <Col span={6}>
          <Statistic title={t('vip.last_30')} value={data?.invited_30d ?? 0} loading={stats.isPending} />
        </Col>
        <Col span={12}>{data && <DayBars days={data.by_day} />}</Col>
      </Row>
      <Table<Inviter>
        rowKey="user_id"
        loading={stats.isFetching}
        dataSource={data?.inviters.data}
        pagination={pageControls(page, PAGE_SIZE, data?.inviters.total, setPage)}
        columns={columnsOf<Inviter>([
          { title: t('common.member'), dataIndex: 'username' },
          { title: t('vip.code'), dataIndex: 'invite_code' },
          { title: t('vip.invitees'), dataIndex: 'invitees', align: 'right' },
          { title: t('vip.last_30'), dataIndex: 'invitees_30d', align: 'right' },
        ])}
      />
    </PageCard>
  );
}
