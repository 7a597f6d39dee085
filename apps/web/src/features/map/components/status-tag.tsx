/** A label's state in my lists: under review, on the map, rejected, hidden by an operator. */
import type { LabelStatus } from '@app/contract';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const COLORS: Record<LabelStatus, string> = { pending: 'warning', passed: 'success', rejected: 'danger', hidden: 'default' };

export function StatusTag({ status, testId }: { status: LabelStatus; testId: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} fill="outline" className="my-label-status" data-testid={testId} data-status={status}>
      {t(`map.status_${status}`)}
    </Tag>
  );
}
