/** Freeze or unfreeze one member, behind a confirmation that says what it does. */
import type { AdminUserRow } from '@app/contract';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFreezeMember } from '../api/freeze-member.ts';

export function FreezeButton({ member }: { member: AdminUserRow }) {
  const { t } = useTranslation();
  const freeze = useFreezeMember();
  const frozen = member.status === 'frozen';
  return (
    <Popconfirm
      title={t(frozen ? 'members.unfreeze_confirm' : 'members.freeze_confirm', { name: member.username })}
      description={t(frozen ? 'members.unfreeze_effect' : 'members.freeze_effect')}
      okText={t(frozen ? 'members.unfreeze' : 'members.freeze')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: !frozen, loading: freeze.isPending }}
      onConfirm={() => freeze.mutateAsync({ user_id: member.id, frozen: !frozen })}
    >
      <Button size="small" danger={!frozen}>
        {t(frozen ? 'members.unfreeze' : 'members.freeze')}
      </Button>
    </Popconfirm>
  );
}
