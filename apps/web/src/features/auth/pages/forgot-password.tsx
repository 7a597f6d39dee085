/** Forgotten password (docs/api.md /api/user/resetpwd by email code): email, mailed code, new password. */
import { emailCodeField, emailField, strongPasswordField } from '@app/contract';
import { Button, Form, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { FieldInput } from '@/components/field-input';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { zodRule } from '@/lib/zod-rule';
import { useResetPassword } from '../api/reset-password';
import { EmailCodeButton } from '../components/email-code-button';
import { confirmRule } from '../components/confirm-rule';

interface ForgotValues {
  email: string;
  code: string;
  newpassword: string;
  confirm: string;
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ForgotValues>();
  const reset = useResetPassword();

  const onFinish = ({ email, code, newpassword }: ForgotValues) => {
    reset.mutate(
      { email: email.trim(), code: code.trim(), newpassword },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: t('auth.reset_done') });
          navigate(paths.login, { replace: true });
        },
      },
    );
  };

  return (
    <Page title={t('title.forgot_password')}>
      <Form
        form={form}
        className="form-card"
        layout="vertical"
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large" loading={reset.isPending} data-testid="forgot-submit">
            {t('auth.reset')}
          </Button>
        }
      >
        <Form.Item name="email" label={t('field.email')} rules={[zodRule(emailField, 'email', t)]}>
          <FieldInput
            testId="forgot-email"
            type="email"
            placeholder={t('auth.email_placeholder')}
            autoComplete="email"
            clearable
          />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('field.code')}
          rules={[zodRule(emailCodeField, 'code', t)]}
          extra={
            <EmailCodeButton event="resetpwd" getEmail={() => form.getFieldValue('email') ?? ''} testId="forgot-send-code" />
          }
        >
          <FieldInput
            testId="forgot-code"
            inputMode="numeric"
            maxLength={6}
            placeholder={t('auth.code_placeholder')}
            autoComplete="one-time-code"
          />
        </Form.Item>
        <Form.Item name="newpassword" label={t('field.newpassword')} rules={[zodRule(strongPasswordField, 'newpassword', t)]}>
          <FieldInput
            testId="forgot-password"
            type="password"
            placeholder={t('auth.new_password_placeholder')}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('field.confirm_password')}
          dependencies={['newpassword']}
          rules={[confirmRule('newpassword', t)]}
        >
          <FieldInput
            testId="forgot-confirm"
            type="password"
            placeholder={t('auth.confirm_placeholder')}
            autoComplete="new-password"
          />
        </Form.Item>
      </Form>
    </Page>
  );
}
