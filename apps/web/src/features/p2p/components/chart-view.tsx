/**
 * The drawing half of the price chart, in its own chunk: lightweight-charts is loaded only when the
 * ecosystem tab shows a chart. It fills the fixed-size box its parent reserves, so nothing moves.
 */
import dayjs from 'dayjs';
import { AreaSeries, ColorType, createChart, TickMarkType, type Time, type UTCTimestamp } from 'lightweight-charts';
import { formatAmount, type Locale } from '@app/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartPoint {
  time: number;
  price: string;
}

/** The chart library labels UTC; members read their own clock, like every other time in the app. */
const local = (time: Time, format: string) => dayjs((time as number) * 1000).format(format);
const tickLabel = (time: Time, type: TickMarkType) =>
  local(time, type === TickMarkType.Time || type === TickMarkType.TimeWithSeconds ? 'HH:mm' : 'MM-DD');

export default function ChartView({ points, height }: { points: ChartPoint[]; height: number }) {
  const box = useRef<HTMLDivElement>(null);
  const locale = useTranslation().i18n.language as Locale;
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = createChart(element, {
      height,
      autoSize: true,
      // The library's logo sat over the latest part of the line on a phone-width chart; the attribution its
      // licence asks for is a line under the chart instead (price-chart.tsx).
      layout: { background: { type: ColorType.Solid, color: '#ffffff' }, textColor: '#666', attributionLogo: false },
      grid: { vertLines: { visible: false }, horzLines: { color: '#f0f0f0' } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false, tickMarkFormatter: tickLabel },
      localization: {
        timeFormatter: (time: Time) => local(time, 'MM-DD HH:mm'),
        // Prices as every other amount reads (contract format.ts): no trailing zeros, the language's decimal point.
        priceFormatter: (price: number) => formatAmount(price.toFixed(4), 'USDT', locale),
      },
      handleScroll: false,
      handleScale: false,
    });
    const series = chart.addSeries(AreaSeries, {
      lineColor: '#0f62e6',
      topColor: 'rgba(22, 119, 255, 0.3)',
      bottomColor: 'rgba(22, 119, 255, 0.02)',
      lineWidth: 2,
      priceFormat: { type: 'price', precision: 4, minMove: 0.0001 },
    });
    series.setData(points.map((p) => ({ time: p.time as UTCTimestamp, value: Number(p.price) })));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, height, locale]);
  return <div ref={box} className="p2p-chart-canvas" style={{ height }} />;
}
