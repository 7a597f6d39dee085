/**
 * user/setting: profile (avatar, nickname, bio), links to language, payment password, password, servers
 * and the download page, and logging out after a confirmation.
 */
import { APP_VERSION, LOCALE_NAMES, type Locale } from '@app/contract';
import { Button, List, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/session';
import { useLogout } from '../api/logout';
import { AvatarUploader } from '../components/avatar-uploader';
import { ProfileForm } from '../components/profile-form';
import { PiLinkItem } from '../components/pi-link-item';
import './settings.css';
import { confirmDialog } from '@/lib/confirm-dialog';
import { ActionItem } from '@/components/action-item';

export default function SettingsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  const logout = useLogout();

  const confirmLogout = async () => {
    const confirmed = await confirmDialog({
      content: t('settings.logout_confirm'),
      confirmText: <span data-testid="settings-logout-confirm">{t('settings.logout')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    // Leave this protected page first, or it would send the now-guest to login instead of the Me tab.
    navigate(paths.me, { replace: true });
    await logout.mutateAsync().catch(() => undefined);
    Toast.show({ content: t('settings.logged_out') });
  };

  if (!profile) return null;
  const links = [
    { key: 'language', path: paths.language, title: 'title.language', extra: LOCALE_NAMES[i18n.language as Locale] },
    { key: 'notifications', path: paths.notificationSettings, title: 'push_settings.title', extra: '' },
    { key: 'addresses', path: paths.addresses, title: 'addresses.title', extra: '' },
    {
      key: 'paypassword',
      path: paths.payPassword,
      title: 'title.pay_password',
      extra: profile.has_paypassword ? '' : t('settings.not_set'),
    },
    { key: 'editpassword', path: paths.editPassword, title: 'title.edit_password', extra: '' },
    { key: 'servers', path: paths.servers, title: 'title.servers', extra: '' },
    { key: 'download', path: paths.download, title: 'title.download', extra: '' },
  ];

  return (
    <Page title={t('title.settings')}>
      <List header={t('settings.profile')} className="settings-list">
        <List.Item>
          <AvatarUploader avatar={profile.avatar} />
        </List.Item>
        <List.Item>
          <ProfileForm user={profile} />
        </List.Item>
      </List>
      <PiLinkItem />
      <List header={t('settings.general')} className="settings-list">
        {links.map((link) => (
          <ActionItem key={link.key} extra={link.extra} onClick={() => navigate(link.path)} data-testid={`settings-${link.key}`}>
            {t(link.title)}
          </ActionItem>
        ))}
        <List.Item extra={APP_VERSION}>{t('settings.version')}</List.Item>
      </List>
      <div className="form-actions">
        <Button block color="danger" fill="outline" size="large" data-testid="settings-logout" onClick={confirmLogout}>
          {t('settings.logout')}
        </Button>
      </div>
    </Page>
  );
}
