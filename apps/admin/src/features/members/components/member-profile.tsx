/** The member's profile fields and verification level, as the member list row carries them. */
import type { AdminUserRow } from '@app/contract';
import { Descriptions, Tag } from 'antd';
import { formatTime } from '@/lib/format.ts';

export function MemberProfile({ member }: { member: AdminUserRow }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      items={[
        { key: 'id', label: 'ID', children: member.id },
        { key: 'username', label: 'Username', children: member.username },
        { key: 'nickname', label: 'Nickname', children: member.nickname || '—' },
        { key: 'email', label: 'Email', children: member.email || '—' },
        { key: 'mobile', label: 'Mobile', children: member.mobile || '—' },
        {
          key: 'verify',
          label: 'Verification',
          children: member.verify === 'none' ? 'Not verified' : <Tag color="blue">{member.verify}</Tag>,
        },
        { key: 'merchant', label: 'Merchant', children: member.is_merchant ? <Tag color="purple">merchant</Tag> : 'No' },
        {
          key: 'status',
          label: 'Status',
          children: (
            <Tag color={member.status === 'frozen' ? 'red' : 'green'}>{member.status === 'frozen' ? 'Frozen' : 'Active'}</Tag>
          ),
        },
        { key: 'joined', label: 'Joined', children: formatTime(member.createtime) },
      ]}
    />
  );
}
