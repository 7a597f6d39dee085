/** The countdown button wired to /api/ems/send; the email is checked first with the contract's rule. */
import { emailField, type EmailEvent } from '@app/contract';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from '@/components/send-code-button';
import { zodMessage } from '@/lib/zod-rule';
import { useSendEmailCode } from '../api/send-email-code';

interface EmailCodeButtonProps {
  getEmail: () => string;
  event: EmailEvent;
  testId?: string;
}

export function EmailCodeButton({ getEmail, event, testId }: EmailCodeButtonProps) {
  const { t } = useTranslation();
  const send = useSendEmailCode();
  const onSend = async () => {
    const email = getEmail();
    const problem = zodMessage(emailField, email, 'email', t);
    if (problem) {
      Toast.show({ content: problem });
      throw new Error(problem);
    }
    await send.mutateAsync({ email: email.trim(), event });
    Toast.show({ icon: 'success', content: t('auth.code_sent') });
  };
  return <SendCodeButton send={onSend} testId={testId} />;
}
