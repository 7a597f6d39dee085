/** The members part: totals as statistics. */
import type { AdminDashboard } from '@app/contract';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

type Members = NonNullable<AdminDashboard['members']>;
const FIGURES = ['total', 'new_today', 'new_7d', 'new_30d', 'active_today'] as const;

export function MembersFigures({ members }: { members: Members }) {
  const { t } = useTranslation();
  const labels: Record<(typeof FIGURES)[number], string> = {
    total: t('dashboard.total'),
    new_today: t('dashboard.new_today'),
    new_7d: t('dashboard.new_7d'),
    new_30d: t('dashboard.new_30d'),
    active_today: t('dashboard.active_today'),
  };
  return (
    <Card title={t('dashboard.members')} size="small">
      <Row gutter={[16, 16]}>
        {FIGURES.map((key) => (
          <Col key={key} xs={12} md={8} xl={4}>
            <Statistic title={labels[key]} value={members[key]} data-testid={`members-${key}`} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
