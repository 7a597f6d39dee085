/**
 * The columns both community tables end with: the state (with the hide reason members were given), the
 * time, and, for operators with content.moderate, hide or show again.
 */
import type { ContentStatus } from '@app/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ReasonTag } from '@/components/reason-tag.tsx';
import { formatTime } from '@/lib/format.ts';
import { HideButtons } from './hide-buttons.tsx';
import type { Columns } from '@/components/table-columns.ts';

interface Moderated {
  id: number;
  status: ContentStatus;
  hide_reason: string;
  createtime: number;
}

function StatusTag({ status, reason }: { status: ContentStatus; reason: string }) {
  const { t } = useTranslation();
  return (
    <ReasonTag
      color={status === 'hidden' ? 'red' : 'green'}
      text={t(`community.state.${status}`)}
      reason={status === 'hidden' ? reason : undefined}
    />
  );
}

export function moderationColumns<T extends Moderated>(
  kind: 'article' | 'comment',
  t: TFunction,
  canModerate: boolean,
): Columns<T> {
  return [
    { title: t('common.state'), width: 160, render: (_, row) => <StatusTag status={row.status} reason={row.hide_reason} /> },
    { title: t('common.time'), dataIndex: 'createtime', width: 170, render: formatTime },
    ...(canModerate
      ? [{ title: '', width: 90, render: (_: unknown, row: T) => <HideButtons kind={kind} id={row.id} status={row.status} /> }]
      : []),
  ];
}
