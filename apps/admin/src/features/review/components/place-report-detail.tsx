/**
 * A member's report of a closed or moved place at the review desk (docs/api.md "Reports of closed or moved places"):
 * the shop, what was reported with the member's note, the shop's pin and, for "moved", the new pin (each opening
 * OpenStreetMap), how many members reported it closed in 30 days, whether it is greyed on the map, and the decision.
 */
import type { PlaceReportDecision, PlaceReportDetail as Detail, PlaceReportKind, ReviewItem } from '@app/contract';
import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export const REPORT_KIND_TEXTS: Record<PlaceReportKind, string> = {
  closed: 'place_report.kind.closed',
  moved: 'place_report.kind.moved',
  wrong_details: 'place_report.kind.wrong_details',
  no_pi: 'place_report.kind.no_pi',
};
export const DECISION_TEXTS: Record<PlaceReportDecision, string> = {
  confirm_closed: 'place_report.decision.confirm_closed',
  dismiss: 'place_report.decision.dismiss',
  move: 'place_report.decision.move',
};

function Pin({ lat, lng, testId }: { lat: number; lng: number; testId: string }) {
  return (
    <Typography.Link
      href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
    >
      {`${lat.toFixed(5)}, ${lng.toFixed(5)}`}
    </Typography.Link>
  );
}

export function PlaceReportDetail({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const detail = item.detail as unknown as Detail;
  const rows = [
    { key: 'shop', label: t('place_report.shop'), children: `${detail.shop_name} (#${detail.shop_id})` },
    {
      key: 'kind',
      label: t('place_report.kind_label'),
      children: <Tag color={detail.kind === 'closed' ? 'red' : 'blue'}>{t(REPORT_KIND_TEXTS[detail.kind])}</Tag>,
    },
    {
      key: 'note',
      label: t('place_report.note'),
      children: detail.note || <Typography.Text type="secondary">{t('place_report.no_note')}</Typography.Text>,
    },
    {
      key: 'pin',
      label: t('place_report.shop_pin'),
      children: <Pin lat={detail.shop_lat} lng={detail.shop_lng} testId="place-report-pin" />,
    },
  ];
  if (detail.lat !== null && detail.lng !== null) {
    rows.push({
      key: 'new_pin',
      label: t('place_report.new_pin'),
      children: <Pin lat={detail.lat} lng={detail.lng} testId="place-report-new-pin" />,
    });
  }
  rows.push({
    key: 'closed',
    label: t('place_report.closed_reports'),
    children: (
      <>
        {detail.closed_reports} {detail.closed_reported && <Tag color="default">{t('place_report.greyed')}</Tag>}
      </>
    ),
  });
  if (detail.decision)
    rows.push({ key: 'decided', label: t('place_report.decided'), children: t(DECISION_TEXTS[detail.decision]) });
  return <Descriptions size="small" column={1} data-testid="place-report-detail" items={rows} />;
}
