/**
 * "Continue with Pi" on the login and register pages (docs/api.md "Pi app (Pi mode)" → "Member app"): shown only
 * inside the Pi Browser in Pi mode. Pi.authenticate, then /api/user/pilogin with the access token (the server
 * asks the Platform API who it belongs to); the register page passes its invitation code. A payment the SDK
 * reported as incomplete goes to /api/pi/incomplete once signed in.
 */
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authenticatePi, settleIncomplete, usePiSdk } from '@/lib/pi-sdk';
import { usePiLogin } from '../api/pi-login';
import { useAfterLogin } from './use-after-login';
import './continue-with-pi.css';

export function ContinueWithPi({ inviteCode, mustAgree }: { inviteCode?: () => string | undefined; mustAgree?: () => boolean }) {
  const { t } = useTranslation();
  const pi = usePiSdk();
  const login = usePiLogin();
  const afterLogin = useAfterLogin();
  const [authenticating, setAuthenticating] = useState(false);
  if (!pi.offered) return null;

  const start = async () => {
    if (mustAgree && !mustAgree()) {
      Toast.show({ content: t('auth.must_agree') });
      return;
    }
    if (!pi.sdk) return;
    setAuthenticating(true);
    let auth: Awaited<ReturnType<typeof authenticatePi>>;
    try {
      auth = await authenticatePi(pi.sdk);
    } catch {
      Toast.show({ content: t('pi.auth_failed') });
      return;
    } finally {
      setAuthenticating(false);
    }
    login.mutate(
      { accessToken: auth.accessToken, invite_code: inviteCode?.()?.trim() || undefined },
      {
        onSuccess: async ({ created }) => {
          await settleIncomplete(auth.incomplete);
          if (created) Toast.show({ icon: 'success', content: t('auth.registered') });
          afterLogin();
        },
      },
    );
  };

  return (
    <div className="pi-continue" data-testid="pi-continue-block">
      <div className="pi-continue-or" aria-hidden="true">
        {t('pi.or')}
      </div>
      {pi.failed ? (
        <div className="pi-continue-failed" role="alert" data-testid="pi-sdk-failed">
          {t('pi.sdk_failed')}{' '}
          <Button size="mini" fill="none" color="primary" onClick={pi.retry} data-testid="pi-sdk-retry">
            {t('pi.retry')}
          </Button>
        </div>
      ) : (
        <Button
          block
          size="large"
          className="pi-continue-button"
          loading={!pi.sdk || authenticating || login.isPending}
          disabled={!pi.sdk}
          onClick={() => void start()}
          data-testid="pi-continue"
        >
          {t('pi.continue')}
        </Button>
      )}
    </div>
  );
}
