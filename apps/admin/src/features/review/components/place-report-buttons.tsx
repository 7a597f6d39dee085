/**
 * Deciding a place report (docs/api.md "Reports of closed or moved places"): confirm closed (the shop leaves the
 * map and its owner is told), dismiss (the "reported closed" mark is cleared), or, for a "moved" report, move the
 * pin to the member's. Each asks first, naming the shop; only the decisions in the item's `actions` are offered.
 */
import type { PlaceReportDecision, PlaceReportDetail, ReviewItem } from '@app/contract';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDecideReview } from '../api/decide-review.ts';

const LABELS: Record<PlaceReportDecision, string> = {
  confirm_closed: 'place_report.confirm_closed',
  dismiss: 'place_report.dismiss',
  move: 'place_report.move',
};
const CONFIRMS: Record<PlaceReportDecision, string> = {
  confirm_closed: 'place_report.confirm_closed_confirm',
  dismiss: 'place_report.dismiss_confirm',
  move: 'place_report.move_confirm',
};

export function PlaceReportButtons({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const decide = useDecideReview();
  const detail = item.detail as unknown as PlaceReportDetail;
  return (
    <Space direction="vertical">
      {detail.actions.map((action) => (
        <Popconfirm
          key={action}
          title={t(CONFIRMS[action], { shop: detail.shop_name })}
          okText={t(LABELS[action])}
          okButtonProps={{ danger: action === 'confirm_closed', loading: decide.isPending }}
          cancelText={t('common.cancel')}
          onConfirm={() => decide.mutateAsync({ kind: 'place_report', id: item.id, action })}
        >
          <Button size="small" danger={action === 'confirm_closed'} data-testid={`place-report-${action}`}>
            {t(LABELS[action])}
          </Button>
        </Popconfirm>
      ))}
    </Space>
  );
}
