/**
 * The email-code button of register, forgotten password and payment password: after a successful send it
 * counts down the server's 60 s cooldown (docs/api.md /api/ems/send) before it can be pressed again.
 */
import { LIMITS } from '@app/contract';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SendCodeButtonProps {
  /** Resolves when the code was sent; a rejection (already toasted) leaves the button ready. */
  send: () => Promise<unknown>;
  testId?: string;
}

export function SendCodeButton({ send, testId }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const onClick = async () => {
    setSending(true);
    try {
      await send();
      setSeconds(LIMITS.emailCodeCooldownSeconds);
    } catch {
      // The request layer has shown why; the button stays available.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      className="send-code-button"
      size="small"
      color="primary"
      fill="none"
      data-testid={testId}
      disabled={seconds > 0}
      loading={sending}
      onClick={onClick}
    >
      {seconds > 0 ? t('auth.resend_in', { seconds }) : t('auth.send_code')}
    </Button>
  );
}
