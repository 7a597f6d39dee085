/**
 * user/paypassword (docs/product.md §5 "old payment password is empty by default"; docs/api.md /api/user/paypassword):
 * the old one when one is set, or a code mailed to the member (event paypwd); the new 6 digits twice.
 */
import { emailCodeField, payPasswordField } from '@app/contract';
import { Button, Form, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { FieldInput } from '@/components/field-input';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/session';
import { zodRule } from '@/lib/zod-rule';
import { useChangePayPassword } from '../api/pay-password';
import { confirmRule } from '../components/confirm-rule';
import { EmailCodeButton } from '../components/email-code-button';

interface PayValues {
  oldpaypassword?: string;
  code?: string;
  newpaypassword: string;
  confirm: string;
}

const digits = { type: 'password', inputMode: 'numeric', maxLength: 6 } as const;

export default function PayPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  const hasOld = Boolean(profile?.has_paypassword);
  const [byCode, setByCode] = useState(false);
  const change = useChangePayPassword();

  const onFinish = (values: PayValues) => {
    const body = byCode
      ? { oldpaypassword: '', newpaypassword: values.newpaypassword, code: values.code?.trim() }
      : { oldpaypassword: hasOld ? (values.oldpaypassword ?? '') : '', newpaypassword: values.newpaypassword };
    change.mutate(body, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('paypwd.saved') });
        navigate(paths.settings, { replace: true });
      },
    });
  };

  return (
    <Page title={t('title.pay_password')}>
      {!hasOld && <p className="hint">{t('paypwd.none_yet')}</p>}
      <Form
        className="form-card"
        layout="vertical"
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large" loading={change.isPending} data-testid="paypwd-submit">
            {t('common.save')}
          </Button>
        }
      >
        {hasOld && !byCode && (
          <Form.Item
            name="oldpaypassword"
            label={t('field.oldpaypassword')}
            rules={[zodRule(payPasswordField, 'oldpaypassword', t)]}
          >
            <FieldInput testId="paypwd-old" {...digits} placeholder={t('paypwd.six_digits')} />
          </Form.Item>
        )}
        {byCode && (
          <Form.Item
            name="code"
            label={t('field.code')}
            rules={[zodRule(emailCodeField, 'code', t)]}
            description={t('paypwd.code_to', { email: profile?.email ?? '' })}
            extra={<EmailCodeButton event="paypwd" getEmail={() => profile?.email ?? ''} testId="paypwd-send-code" />}
          >
            <FieldInput testId="paypwd-code" inputMode="numeric" maxLength={6} placeholder={t('auth.code_placeholder')} />
          </Form.Item>
        )}
        <Form.Item
          name="newpaypassword"
          label={t('field.newpaypassword')}
          rules={[zodRule(payPasswordField, 'newpaypassword', t)]}
        >
          <FieldInput testId="paypwd-new" {...digits} placeholder={t('paypwd.six_digits')} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('field.confirm_paypassword')}
          dependencies={['newpaypassword']}
          rules={[confirmRule('newpaypassword', t, 'field.confirm_paypassword')]}
        >
          <FieldInput testId="paypwd-confirm" {...digits} placeholder={t('paypwd.six_digits')} />
        </Form.Item>
      </Form>
      {hasOld && (
        <div className="form-links">
          <a data-testid="paypwd-toggle-mode" onClick={() => setByCode((v) => !v)}>
            {t(byCode ? 'paypwd.use_old' : 'paypwd.forgot')}
          </a>
        </div>
      )}
    </Page>
  );
}
