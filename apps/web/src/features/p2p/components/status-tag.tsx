/** An order's or ad's status in the reader's language, coloured by what it means for them (tag-colors.ts). */
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TAG_COLOR } from './tag-colors';

const COLORS: Record<string, string> = {
  pending: TAG_COLOR.waiting,
  paid: TAG_COLOR.moving,
  appeal: TAG_COLOR.stopped,
  open: TAG_COLOR.moving,
  completed: TAG_COLOR.done,
  filled: TAG_COLOR.done,
  expired: TAG_COLOR.neutral,
  cancelled: TAG_COLOR.stopped,
  hidden: TAG_COLOR.neutral,
};

export function StatusTag({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status] ?? TAG_COLOR.neutral} fill="outline" data-testid={testId} data-status={status}>
      {t(`p2p.status_${status}`, { defaultValue: status })}
    </Tag>
  );
}
