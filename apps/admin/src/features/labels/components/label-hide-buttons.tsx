/** Hide one label from the map (a reason is required, shown to its owner and audited) or show it again. */
import type { AdminLabelRow } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { HideToggle } from '@/components/hide-toggle.tsx';
import { useHideLabel } from '../api/labels-api.ts';

export function LabelHideButtons({ row }: { row: AdminLabelRow }) {
  const { t } = useTranslation();
  const hide = useHideLabel();
  return (
    <HideToggle
      hidden={row.status === 'hidden'}
      testId={`hide-label-${row.id}`}
      hideTitle={t('labels.hide_title', { title: row.title })}
      maxLength={200}
      onHide={(reason) => hide.mutateAsync({ id: row.id, hidden: true, reason })}
      showTitle={t('labels.show_confirm', { title: row.title })}
      onShow={() => hide.mutateAsync({ id: row.id, hidden: false })}
      pending={hide.isPending}
    />
  );
}
