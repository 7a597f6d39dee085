/** An order's or ad's status in the reader's language, coloured by what it means for them. */
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  pending: 'warning',
  paid: 'primary',
  appeal: 'danger',
  open: 'primary',
  completed: 'success',
  filled: 'success',
  expired: 'default',
  cancelled: 'danger',
  hidden: 'default',
};

export function StatusTag({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status] ?? 'default'} fill="outline" data-testid={testId} data-status={status}>
      {t(`p2p.status_${status}`, { defaultValue: status })}
    </Tag>
  );
}
