/** The queues part: every review queue with what waits and for how long, each a link to its queue. */
import type { DashboardQueue } from '@app/contract';
import { Badge, Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ageText } from './age.ts';

/** Members' reports have their own section; every other kind opens the review desk on that queue. */
const linkOf = (kind: string) => (kind === 'report' ? '/reports' : `/review?kind=${kind}`);

export function QueuesList({ queues, now }: { queues: DashboardQueue[]; now: number }) {
  const { t } = useTranslation();
  const name = (kind: string) => (kind === 'report' ? t('menu.reports') : t(`review.queue.${kind}`));
  const sorted = [...queues].sort((a, b) => b.pending - a.pending);
  return (
    <Card title={t('dashboard.queues')} size="small">
      <List
        size="small"
        dataSource={sorted}
        renderItem={(q) => (
          <List.Item
            data-testid={`queue-${q.kind}`}
            extra={<Badge count={q.pending} showZero color={q.pending > 0 ? '#fa8c16' : '#d9d9d9'} overflowCount={9999} />}
          >
            <List.Item.Meta
              title={<Link to={linkOf(q.kind)}>{name(q.kind)}</Link>}
              description={
                <Typography.Text type="secondary">
                  {q.oldest === null
                    ? t('dashboard.none_waiting')
                    : t('dashboard.waiting_since', { age: ageText(t, now - q.oldest) })}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
