/** The volumes part: four daily series of the last 30 days. */
import { coinScale, fromUnits, toUnits, type Coin, type DashboardDay } from '@app/contract';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format.ts';
import { VolumeChart } from './volume-chart.tsx';

/** Exact totals of a decimal series (the labels); bar heights only need Number(). */
const total = (days: DashboardDay[], pick: (d: DashboardDay) => string, coin: Coin) =>
  fromUnits(
    days.reduce((sum, d) => sum + toUnits(pick(d), coinScale(coin)), 0n),
    coinScale(coin),
  );
const sum = (days: DashboardDay[], pick: (d: DashboardDay) => number) => days.reduce((s, d) => s + pick(d), 0);

export function VolumeCharts({ days }: { days: DashboardDay[] }) {
  const { t } = useTranslation();
  const count = (n: number) => n.toLocaleString();
  const traded = formatMoney(
    total(days, (d) => d.p2p_traded, 'PI'),
    'PI',
  );
  const sales = formatMoney(
    total(days, (d) => d.shop_value, 'USDT'),
    'USDT',
  );
  const series = [
    {
      title: t('dashboard.p2p_orders'),
      total: count(sum(days, (d) => d.p2p_orders)),
      points: days.map((d) => ({ day: d.day, value: d.p2p_orders, label: count(d.p2p_orders) })),
    },
    {
      title: t('dashboard.p2p_traded'),
      total: traded,
      points: days.map((d) => ({ day: d.day, value: Number(d.p2p_traded), label: formatMoney(d.p2p_traded, 'PI') })),
    },
    {
      title: t('dashboard.shop_orders'),
      total: count(sum(days, (d) => d.shop_orders)),
      points: days.map((d) => ({ day: d.day, value: d.shop_orders, label: count(d.shop_orders) })),
    },
    {
      title: t('dashboard.shop_value'),
      total: sales,
      points: days.map((d) => ({ day: d.day, value: Number(d.shop_value), label: formatMoney(d.shop_value, 'USDT') })),
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {series.map((s) => (
        <Col key={s.title} xs={24} lg={12}>
          <VolumeChart title={s.title} total={s.total} points={s.points} />
        </Col>
      ))}
    </Row>
  );
}
