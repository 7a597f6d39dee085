/**
 * Settings → Pi account (docs/api.md "Pi app (Pi mode)" → "Link / unlink", "Member app"): inside the Pi Browser in
 * Pi mode, a member links the Pi user the SDK signs in as, or unlinks after a confirmation while they can still
 * sign in with email and password. Elsewhere the row is not shown.
 */
import { Button, List, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '@/lib/confirm-dialog';
import { authenticatePi, settleIncomplete, usePiSdk } from '@/lib/pi-sdk';
import { usePiLink, usePiStatus, usePiUnlink } from '../api/pi-link';

export function PiLinkItem() {
  const { t } = useTranslation();
  const pi = usePiSdk();
  const status = usePiStatus(pi.offered);
  const link = usePiLink();
  const unlink = usePiUnlink();
  if (!pi.offered) return null;

  const doLink = async () => {
    if (!pi.sdk) return;
    let auth: Awaited<ReturnType<typeof authenticatePi>>;
    try {
      auth = await authenticatePi(pi.sdk);
    } catch {
      Toast.show({ content: t('pi.auth_failed') });
      return;
    }
    await settleIncomplete(auth.incomplete);
    link.mutate(auth.accessToken, {
      onSuccess: ({ pi_username }) => Toast.show({ icon: 'success', content: t('pi.linked', { name: pi_username }) }),
    });
  };

  const doUnlink = async () => {
    const confirmed = await confirmDialog({
      content: t('pi.unlink_confirm'),
      confirmText: <span data-testid="pi-unlink-confirm">{t('pi.unlink')}</span>,
      cancelText: t('common.cancel'),
    });
    if (confirmed) unlink.mutate(undefined, { onSuccess: () => Toast.show({ content: t('pi.unlinked') }) });
  };

  const linked = status.data?.pi_username;
  const action = !status.data ? (
    <Button size="small" loading={!status.isError} disabled aria-label={t('app.loading')} data-testid="pi-link-loading" />
  ) : linked !== null ? (
    status.data.can_unlink && (
      <Button
        size="small"
        color="danger"
        fill="outline"
        loading={unlink.isPending}
        onClick={() => void doUnlink()}
        data-testid="pi-unlink"
      >
        {t('pi.unlink')}
      </Button>
    )
  ) : (
    <Button
      size="small"
      color="primary"
      fill="outline"
      loading={!pi.sdk || link.isPending}
      disabled={!pi.sdk}
      onClick={() => void doLink()}
      data-testid="pi-link"
    >
      {t('pi.link')}
    </Button>
  );

  return (
    <List header={t('pi.account')} className="settings-list">
      <List.Item
        extra={action}
        description={linked ? t('pi.linked_as', { name: linked }) : status.data ? t('pi.not_linked') : undefined}
        data-testid="pi-link-item"
      >
        {t('pi.title')}
      </List.Item>
    </List>
  );
}
