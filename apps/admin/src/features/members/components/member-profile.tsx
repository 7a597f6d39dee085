/** The member's profile fields and verification level, as the member list row carries them. */
import type { AdminUserRow } from '@app/contract';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format.ts';

/** A member's state as operators read it (the row's `status` word is `frozen` or anything else). */
export function MemberStatus({ status }: { status: AdminUserRow['status'] }) {
  const { t } = useTranslation();
  const frozen = status === 'frozen';
  return <Tag color={frozen ? 'red' : 'green'}>{t(frozen ? 'members.frozen_state' : 'members.active')}</Tag>;
}

/** The verification level (basic, advanced); a level this console does not know yet is shown as sent. */
export function VerifyTag({ level }: { level: string }) {
  const { t } = useTranslation();
  return <Tag color="blue">{t(`members.verify.${level}`, { defaultValue: level })}</Tag>;
}

export function MemberProfile({ member }: { member: AdminUserRow }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      items={[
        { key: 'id', label: 'ID', children: member.id },
        { key: 'username', label: t('login.username'), children: member.username },
        { key: 'nickname', label: t('members.nickname'), children: member.nickname || '—' },
        { key: 'email', label: t('members.email'), children: member.email || '—' },
        { key: 'mobile', label: t('members.mobile'), children: member.mobile || '—' },
        {
          key: 'verify',
          label: t('members.verification'),
          children: member.verify === 'none' ? t('members.not_verified') : <VerifyTag level={member.verify} />,
        },
        {
          key: 'merchant',
          label: t('members.merchant'),
          children: member.is_merchant ? <Tag color="purple">{t('members.merchant_tag')}</Tag> : t('common.no'),
        },
        {
          key: 'status',
          label: t('common.status'),
          children: <MemberStatus status={member.status} />,
        },
        { key: 'joined', label: t('members.joined'), children: formatTime(member.createtime) },
      ]}
    />
  );
}
