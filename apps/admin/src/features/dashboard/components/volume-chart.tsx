/**
 * One daily series of the last 30 days as bars (plain SVG: the console draws no other chart, and 30 bars need no
 * library). The figure is one image to assistive technology, named by its summary; each bar's title names its day.
 */
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface VolumePoint {
  day: string;
  value: number;
  label: string;
}

const HEIGHT = 80;
const BAR = 8;
const GAP = 2;

export function VolumeChart({ title, points, total }: { title: string; points: VolumePoint[]; total: string }) {
  const { t } = useTranslation();
  const max = Math.max(0, ...points.map((p) => p.value));
  const peak = points.find((p) => p.value === max && max > 0);
  const summary = peak
    ? t('dashboard.chart_summary', { series: title, total, max: peak.label, day: peak.day })
    : t('dashboard.chart_empty', { series: title });
  const width = points.length * (BAR + GAP);
  return (
    <Card size="small" title={title} extra={<Typography.Text strong>{total}</Typography.Text>}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={summary}
        preserveAspectRatio="none"
      >
        <line x1={0} y1={HEIGHT - 0.5} x2={width} y2={HEIGHT - 0.5} stroke="#d9d9d9" />
        {points.map((p, i) => {
          const h = max > 0 ? Math.max(p.value > 0 ? 2 : 0, (p.value / max) * (HEIGHT - 4)) : 0;
          return (
            <rect key={p.day} x={i * (BAR + GAP)} y={HEIGHT - h} width={BAR} height={h} fill="#1677ff" rx={1}>
              <title>{`${p.day}: ${p.label}`}</title>
            </rect>
          );
        })}
      </svg>
      <Typography.Text type="secondary">{summary}</Typography.Text>
    </Card>
  );
}
