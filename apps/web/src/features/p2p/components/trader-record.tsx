/**
 * A trader's record (docs/api.md /api/ctoc/trader), as P2P markets show it beside an ad and on an order:
 * completed orders, completion rate, average release time, member since and verification. The figures are
 * the server's, computed from orders.
 */
import type { P2pAdvertiser, TraderRecord } from '@app/contract';
import { Tag } from 'antd-mobile';
import { CheckShieldFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { dateOnly, type Translate } from '@/lib/relative-time';
import { TAG_COLOR } from './tag-colors';

export const percent = (rate: number) => `${(Math.round(rate * 1000) / 10).toString()}%`;

/** 42 → "42 s", 150 → "2.5 min", 5400 → "1.5 h"; null → "—" (no release yet). */
export function releaseTime(seconds: number | null, t: Translate): string {
  if (seconds === null) return '—';
  if (seconds < 60) return t('p2p.tr_seconds', { n: seconds });
  if (seconds < 3600) return t('p2p.tr_minutes', { n: Math.round(seconds / 6) / 10 });
  return t('p2p.tr_hours', { n: Math.round(seconds / 360) / 10 });
}

/**
 * One line under an advertiser's name on the ad lists: orders · completion rate · release time. The figures come
 * with the ad (docs/api.md /api/ctoc/getlist `user`): a read per advertiser was one more answer and re-render per
 * ad on a phone's first load of the market (bench/results/lighthouse-2026-12-02.md "trading").
 */
export function TraderLine({ record, testId }: { record: P2pAdvertiser; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="p2p-muted p2p-trader-line" data-testid={testId}>
      {[
        t('p2p.orders_completed', { count: record.orders_completed }),
        t('p2p.tr_rate_short', { rate: percent(record.completion_rate) }),
        record.avg_release_seconds !== null && t('p2p.tr_release_short', { time: releaseTime(record.avg_release_seconds, t) }),
      ]
        .filter(Boolean)
        .join(' · ')}
    </div>
  );
}

function Facts({ record, testId }: { record: TraderRecord; testId: string }) {
  const { t } = useTranslation();
  const rows: Array<[string, string, string]> = [
    ['completed', t('p2p.tr_completed'), String(record.orders_completed)],
    ['rate', t('p2p.tr_rate'), percent(record.completion_rate)],
    ['release', t('p2p.tr_release'), releaseTime(record.avg_release_seconds, t)],
    ['since', t('p2p.tr_since'), dateOnly(record.registered)],
  ];
  return (
    <dl className="p2p-trader-facts">
      {rows.map(([key, label, value]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd data-testid={`${testId}-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The whole record, with the trader's name and picture, on an order's page (the order carries it). */
export function TraderCard({ record, title, testId }: { record: TraderRecord; title: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="p2p-card p2p-trader" data-testid={testId}>
      <div className="p2p-card-title">{title}</div>
      <div className="p2p-trader-who">
        <Avatar src={record.avatar} size={36} />
        <span className="p2p-ad-name" data-testid={`${testId}-name`}>
          {record.nickname}
        </span>
        {record.verified && (
          <Tag color={TAG_COLOR.done} fill="outline" data-testid={`${testId}-verified`}>
            <CheckShieldFill aria-hidden /> {t('p2p.tr_verified')}
          </Tag>
        )}
      </div>
      <Facts record={record} testId={testId} />
    </div>
  );
}
