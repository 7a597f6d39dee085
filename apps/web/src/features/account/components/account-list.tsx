/** The account part of the Me tab: verification (with its state), inviting friends, the app download. */
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/lib/session';
import { ACCOUNT_ENTRIES } from './lower-entries';
import { useGuardedGo } from './use-guarded-go';
import { ActionItem } from '@/components/action-item';

export function AccountList() {
  const { t } = useTranslation();
  const go = useGuardedGo();
  const profile = useProfile();
  const signedIn = Boolean(profile?.token);
  return (
    <List className="me-card me-list" mode="card" data-testid="me-account">
      {ACCOUNT_ENTRIES.map((entry) => (
        <ActionItem
          key={entry.key}
          prefix={
            <span className="me-list-icon" aria-hidden>
              {entry.icon}
            </span>
          }
          extra={entry.key === 'verify' && signedIn ? t(`me.verify_${profile!.level.verify}`) : undefined}
          data-testid={`me-entry-${entry.key}`}
          onClick={() => go(entry.path)}
        >
          {t(entry.title)}
        </ActionItem>
      ))}
    </List>
  );
}
