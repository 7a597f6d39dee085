/**
 * user/register (docs/product.md §5, docs/api.md /api/user/register): username, email with a mailed code, a password of
 * 8+ with upper, lower and digit, the invitation code (prefilled from a shared link) and the agreements.
 * Client-side messages come from the contract's own schemas.
 */
import { inviteCodeField, registerBody, type RegisterBody } from '@app/contract';
import { Button, Form, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { AgreementChecks } from '../components/agreement-checks';
import { FieldInput } from '@/components/field-input';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { LanguageSwitch } from '@/components/language-switch';
import { useInit } from '@/lib/app-init';
import { zodRule } from '@/lib/zod-rule';
import { useRegister } from '../api/register';
import { EmailCodeButton } from '../components/email-code-button';
import { useInviteFromUrl } from '../components/invite-from-url';
import { useAfterLogin } from '../components/use-after-login';
import { ContinueWithPi } from '../components/continue-with-pi';

type RegisterValues = Required<RegisterBody>;
const fields = registerBody.shape;

export default function RegisterPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const [agreed, setAgreed] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const invite = useInviteFromUrl();
  const inviteRequired = useInit().data?.invite_required ?? true;
  const register = useRegister();
  const afterLogin = useAfterLogin();

  const onFinish = (values: RegisterValues) => {
    if (!agreed || !privacy) {
      Toast.show({ content: t('auth.must_agree') });
      return;
    }
    const body = registerBody.parse(values);
    register.mutate(body, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('auth.registered') });
        afterLogin();
      },
    });
  };

  const inviteRules = inviteRequired ? [zodRule(inviteCodeField, 'invite_code', t)] : [];

  return (
    <Page title={t('title.register')} right={<LanguageSwitch />}>
      <Form
        form={form}
        className="form-card"
        layout="vertical"
        initialValues={{ invite_code: invite } as RegisterValues}
        onFinish={onFinish}
        footer={
          <>
            <AgreementChecks
              agreed={agreed}
              onAgreedChange={setAgreed}
              privacy={privacy}
              onPrivacyChange={setPrivacy}
              testIdPrefix="register"
            />
            <div className="form-actions">
              <Button block type="submit" color="primary" size="large" loading={register.isPending} data-testid="register-submit">
                {t('auth.register')}
              </Button>
            </div>
          </>
        }
      >
        <Form.Item name="username" label={t('field.username')} rules={[zodRule(fields.username, 'username', t)]}>
          <FieldInput testId="register-username" placeholder={t('auth.username_placeholder')} autoComplete="username" clearable />
        </Form.Item>
        <Form.Item name="email" label={t('field.email')} rules={[zodRule(fields.email, 'email', t)]}>
          <FieldInput
            testId="register-email"
            type="email"
            placeholder={t('auth.email_placeholder')}
            autoComplete="email"
            clearable
          />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('field.code')}
          rules={[zodRule(fields.code, 'code', t)]}
          extra={
            <EmailCodeButton event="register" getEmail={() => form.getFieldValue('email') ?? ''} testId="register-send-code" />
          }
        >
          <FieldInput
            testId="register-code"
            inputMode="numeric"
            maxLength={6}
            placeholder={t('auth.code_placeholder')}
            autoComplete="one-time-code"
          />
        </Form.Item>
        <Form.Item name="password" label={t('field.password')} rules={[zodRule(fields.password, 'password', t)]}>
          <FieldInput
            testId="register-password"
            type="password"
            placeholder={t('auth.new_password_placeholder')}
            autoComplete="new-password"
            clearable
          />
        </Form.Item>
        <Form.Item name="invite_code" label={t('field.invite_code')} rules={inviteRules}>
          <FieldInput
            testId="register-invite"
            placeholder={t(inviteRequired ? 'auth.invite_placeholder' : 'auth.invite_optional')}
            clearable
          />
        </Form.Item>
      </Form>
      <ContinueWithPi
        mustAgree={() => agreed && privacy}
        inviteCode={() => (form.getFieldValue('invite_code') as string | undefined) ?? invite}
      />
      <div className="form-links">
        <Link to={paths.login} replace data-testid="register-to-login">
          {t('auth.have_account')}
        </Link>
      </div>
    </Page>
  );
}
