/**
 * Notification settings (Me → Settings → Notifications; docs/api.md "Notifications"): a main switch for push on
 * this device, with why it cannot be turned on when the browser refuses or lacks push, and a switch per notice
 * group for what the member wants pushed to all their devices. Notices are listed in the notice centre either way.
 */
import { NOTICE_GROUP_NAMES, type NoticeGroup } from '@app/contract';
import { List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { Page } from '@/components/page';
import { usePushKey, usePushPrefs, useSetPushPrefs } from '../api/push';
import { useDevicePush } from '../components/use-device-push';
import './notification-settings.css';

function DeviceSwitch({ publicKey, keyFailed }: { publicKey: string | undefined; keyFailed: boolean }) {
  const { t } = useTranslation();
  const { state, busy, refusal, toggle } = useDevicePush(publicKey);
  const blocked = state === 'unsupported' || state === 'denied';
  const note = blocked
    ? t(`push_settings.${state}`)
    : refusal === 'dismissed' || refusal === 'failed'
      ? t(`push_settings.${refusal}`)
      : t('push_settings.device_hint');
  return (
    <List header={t('push_settings.device')} className="push-settings-list">
      <List.Item
        description={<span data-testid="push-device-note">{note}</span>}
        extra={
          <Switch
            checked={state === 'on'}
            loading={busy || (state === undefined && !keyFailed)}
            disabled={blocked || !publicKey}
            onChange={(on) => void toggle(on)}
            aria-label={t('push_settings.this_device')}
            data-testid="push-device-switch"
          />
        }
      >
        {t('push_settings.this_device')}
      </List.Item>
    </List>
  );
}

function GroupSwitches() {
  const { t } = useTranslation();
  const prefs = usePushPrefs();
  const setPrefs = useSetPushPrefs();
  if (!prefs.data) return <LoadState error={prefs.isError} onRetry={() => void prefs.refetch()} testId="push-groups" />;
  const off = prefs.data.groups_off;
  const change = (group: NoticeGroup, on: boolean) => setPrefs.mutate(on ? off.filter((g) => g !== group) : [...off, group]);
  return (
    <List header={t('push_settings.groups')} className="push-settings-list">
      {NOTICE_GROUP_NAMES.map((group) => (
        <List.Item
          key={group}
          description={t(`push_settings.group_hint.${group}`)}
          extra={
            <Switch
              checked={!off.includes(group)}
              disabled={setPrefs.isPending}
              onChange={(on) => change(group, on)}
              aria-label={t(`push_settings.group.${group}`)}
              data-testid={`push-group-${group}`}
            />
          }
        >
          {t(`push_settings.group.${group}`)}
        </List.Item>
      ))}
    </List>
  );
}

export default function NotificationSettingsPage() {
  const { t } = useTranslation();
  const key = usePushKey();
  return (
    <Page title={t('push_settings.title')}>
      <DeviceSwitch publicKey={key.data} keyFailed={key.isError} />
      <GroupSwitches />
      <p className="push-settings-footnote">{t('push_settings.footnote')}</p>
    </Page>
  );
}
