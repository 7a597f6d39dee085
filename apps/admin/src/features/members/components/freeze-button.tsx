/** Freeze or unfreeze one member, behind a confirmation that says what it does. */
import type { AdminUserRow } from '@app/contract';
import { Button, Popconfirm } from 'antd';
import { useFreezeMember } from '../api/freeze-member.ts';

export function FreezeButton({ member }: { member: AdminUserRow }) {
  const freeze = useFreezeMember();
  const frozen = member.status === 'frozen';
  return (
    <Popconfirm
      title={frozen ? `Unfreeze ${member.username}?` : `Freeze ${member.username}?`}
      description={
        frozen ? 'They can sign in and use the app again.' : 'Their sessions stop working and they cannot sign in until unfrozen.'
      }
      okText={frozen ? 'Unfreeze' : 'Freeze'}
      okButtonProps={{ danger: !frozen, loading: freeze.isPending }}
      onConfirm={() => freeze.mutateAsync({ user_id: member.id, frozen: !frozen })}
    >
      <Button size="small" danger={!frozen}>
        {frozen ? 'Unfreeze' : 'Freeze'}
      </Button>
    </Popconfirm>
  );
}
