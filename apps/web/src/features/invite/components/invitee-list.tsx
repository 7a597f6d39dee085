/** The members I invited (docs/product.md §2 page/shareplacard), loaded a page at a time as the list scrolls. */
import { InfiniteScroll, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { dateOnly } from '@/lib/relative-time';
import { Avatar } from '@/components/avatar';
import { useInvitees } from '../api/get-invitees';

export function InviteeList() {
  const { t } = useTranslation();
  const invitees = useInvitees();
  const rows = invitees.data?.pages.flatMap((page) => page.data) ?? [];
  const count = invitees.data?.pages[0]?.invite_count ?? 0;
  return (
    <List header={t('invite.invitees', { count })} className="invite-list" data-testid="invitee-list">
      {rows.map((member) => (
        <List.Item
          key={member.id}
          prefix={<Avatar src={member.avatar} size={36} />}
          description={t('invite.joined', { date: dateOnly(member.createtime) })}
        >
          {member.nickname || member.username}
        </List.Item>
      ))}
      {invitees.isSuccess && rows.length === 0 && <List.Item className="invite-empty">{t('invite.no_invitees')}</List.Item>}
      {invitees.hasNextPage && (
        <InfiniteScroll
          hasMore
          loadMore={async () => {
            await invitees.fetchNextPage();
          }}
        />
      )}
    </List>
  );
}
