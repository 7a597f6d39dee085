/** Hide (a reason is required and recorded) or show again one article or comment. */
import type { ContentStatus } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { HideToggle } from '@/components/hide-toggle.tsx';
import { useModerate } from '../api/community-api.ts';

export function HideButtons({ kind, id, status }: { kind: 'article' | 'comment'; id: number; status: ContentStatus }) {
  const { t } = useTranslation();
  const moderate = useModerate();
  const target = { kind: t(`community.kind.${kind}`), id };
  return (
    <HideToggle
      hidden={status === 'hidden'}
      testId={`hide-${kind}-${id}`}
      hideTitle={t('community.hide_title', target)}
      reasonLabel={t('community.hide_reason')}
      onHide={(reason) => moderate.mutateAsync({ kind, id, hidden: true, reason })}
      showTitle={t('community.show_confirm', target)}
      onShow={() => moderate.mutateAsync({ kind, id, hidden: false })}
      pending={moderate.isPending}
    />
  );
}
