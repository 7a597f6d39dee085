/** Who a transfer goes to, shown before sending so a mistyped id or username is caught by eye. */
import type { PublicUser } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';

export function RecipientCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  return (
    <div className="points-recipient" data-testid="transfer-recipient">
      <Avatar src={user.avatar} size={48} />
      <div>
        <div className="points-recipient-name">{user.nickname || user.username}</div>
        <div className="points-muted">
          @{user.username} · {t('points.member_id', { id: user.id })}
        </div>
      </div>
    </div>
  );
}
