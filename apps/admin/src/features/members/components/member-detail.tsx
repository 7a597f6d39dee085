/**
 * Member detail (docs/api.md "Admin"), opened from a Members row: profile and verification, balances per
 * coin, manual adjustment for roles that may move money, and the ledger history.
 */
import type { AdminUserRow } from '@app/contract';
import { Divider, Drawer, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/me.ts';
import { AdjustForm } from './adjust-form.tsx';
import { MemberBalances } from './member-balances.tsx';
import { MemberLedger } from './member-ledger.tsx';
import { MemberProfile } from './member-profile.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Divider titlePlacement="start">
        <Typography.Text strong>{title}</Typography.Text>
      </Divider>
      {children}
    </>
  );
}

export function MemberDetail({ member, onClose }: { member: AdminUserRow | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const canAdjust = useCan('members.adjust');
  return (
    <Drawer
      open={member !== undefined}
      onClose={onClose}
      size={960}
      title={member && `${member.username} (#${member.id})`}
      destroyOnHidden
    >
      {member && (
        <>
          <MemberProfile member={member} />
          <Section title={t('members.balances')}>
            <MemberBalances userId={member.id} />
          </Section>
          {canAdjust && (
            <Section title={t('members.adjustment')}>
              <AdjustForm member={member} />
            </Section>
          )}
          <Section title={t('members.ledger')}>
            <MemberLedger userId={member.id} />
          </Section>
        </>
      )}
    </Drawer>
  );
}
