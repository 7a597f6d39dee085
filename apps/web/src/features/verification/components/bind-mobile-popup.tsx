/** Binds the mobile number advanced verification needs, without leaving the authentication page. */
import { changeMobileBody, emailCodeField, mobileField } from '@app/contract';
import { Button, Form, Popup, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import { SendCodeButton } from '@/components/send-code-button';
import { useProfile } from '@/lib/session';
import { zodRule } from '@/lib/zod-rule';
import { sendMobileCode, useChangeMobile } from '../api/change-mobile';

export function BindMobilePopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const email = useProfile()?.email ?? '';
  const bind = useChangeMobile();
  const onFinish = (values: { mobile: string; code: string }) => {
    const body = changeMobileBody.parse(values);
    bind.mutate(body, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('verification.mobile_bound') });
        onClose();
      },
    });
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="verify-popup" destroyOnClose>
      <h3>{t('verification.bind_mobile')}</h3>
      <Form
        layout="vertical"
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" loading={bind.isPending} data-testid="verify-mobile-submit">
            {t('common.submit')}
          </Button>
        }
      >
        <Form.Item name="mobile" label={t('field.mobile')} rules={[zodRule(mobileField, 'mobile', t)]}>
          <FieldInput testId="verify-mobile" inputMode="tel" placeholder="+8613800000000" />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('field.code')}
          description={t('verification.code_to', { email })}
          rules={[zodRule(emailCodeField, 'code', t)]}
          extra={<SendCodeButton send={() => sendMobileCode(email)} testId="verify-mobile-send-code" />}
        >
          <FieldInput testId="verify-mobile-code" inputMode="numeric" maxLength={6} />
        </Form.Item>
      </Form>
    </Popup>
  );
}
