/**
 * user/login (docs/product.md §2, §5): account is an email or a username, password at least 6 characters, and the
 * user agreement and privacy policy must be accepted before anything is sent.
 */
import { loginBody } from '@app/contract';
import { Button, Form, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { AgreementChecks } from '../components/agreement-checks';
import { FieldInput } from '@/components/field-input';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { LanguageSwitch } from '@/components/language-switch';
import { zodRule } from '@/lib/zod-rule';
import { useLogin } from '../api/login';
import { useAfterLogin } from '../components/use-after-login';
import { ContinueWithPi } from '../components/continue-with-pi';

interface LoginValues {
  account: string;
  password: string;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const login = useLogin();
  const afterLogin = useAfterLogin();

  const onFinish = (values: LoginValues) => {
    if (!agreed || !privacy) {
      Toast.show({ content: t('auth.must_agree') });
      return;
    }
    login.mutate({ account: values.account.trim(), password: values.password }, { onSuccess: afterLogin });
  };

  return (
    <Page title={t('title.login')} right={<LanguageSwitch />}>
      <div className="auth-hero">
        <h1>{t('app.name')}</h1>
        <p>{t('auth.login_welcome')}</p>
      </div>
      <Form
        className="form-card"
        layout="vertical"
        onFinish={onFinish}
        footer={
          <>
            <AgreementChecks
              agreed={agreed}
              onAgreedChange={setAgreed}
              privacy={privacy}
              onPrivacyChange={setPrivacy}
              testIdPrefix="login"
            />
            <div className="form-actions">
              <Button block type="submit" color="primary" size="large" loading={login.isPending} data-testid="login-submit">
                {t('auth.login')}
              </Button>
            </div>
          </>
        }
      >
        <Form.Item name="account" label={t('field.account')} rules={[zodRule(loginBody.shape.account, 'account', t)]}>
          <FieldInput testId="login-account" placeholder={t('auth.account_placeholder')} autoComplete="username" clearable />
        </Form.Item>
        <Form.Item name="password" label={t('field.password')} rules={[zodRule(loginBody.shape.password, 'password', t)]}>
          <FieldInput
            testId="login-password"
            type="password"
            placeholder={t('auth.password_placeholder')}
            autoComplete="current-password"
            clearable
          />
        </Form.Item>
      </Form>
      <ContinueWithPi mustAgree={() => agreed && privacy} />
      <div className="form-links">
        <Link to={paths.register} data-testid="login-to-register">
          {t('auth.no_account')}
        </Link>
        <Link to={paths.forgotPassword} data-testid="login-to-forgot">
          {t('auth.forgot')}
        </Link>
      </div>
    </Page>
  );
}
