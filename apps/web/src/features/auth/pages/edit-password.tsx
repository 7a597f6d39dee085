/**
 * user/editpassword: old password and a new one (docs/api.md /api/user/resetpwd {oldpassword, newpassword});
 * the server ends other sessions and the member signs in again with the new password.
 */
import { loginPasswordField, strongPasswordField } from '@app/contract';
import { Button, Form, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { FieldInput } from '@/components/field-input';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { zodRule } from '@/lib/zod-rule';
import { useResetPassword } from '../api/reset-password';
import { confirmRule } from '../components/confirm-rule';

interface EditValues {
  oldpassword: string;
  newpassword: string;
  confirm: string;
}

export default function EditPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();

  const onFinish = async ({ oldpassword, newpassword }: EditValues) => {
    try {
      await reset.mutateAsync({ oldpassword, newpassword });
    } catch {
      return; // the request layer has shown why
    }
    Toast.show({ icon: 'success', content: t('auth.reset_done') });
    navigate(paths.login, { replace: true });
  };

  return (
    <Page title={t('title.edit_password')}>
      <Form
        className="form-card"
        layout="vertical"
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large" loading={reset.isPending} data-testid="editpwd-submit">
            {t('common.submit')}
          </Button>
        }
      >
        <Form.Item name="oldpassword" label={t('field.oldpassword')} rules={[zodRule(loginPasswordField, 'oldpassword', t)]}>
          <FieldInput
            testId="editpwd-old"
            type="password"
            autoComplete="current-password"
            placeholder={t('auth.old_password_placeholder')}
          />
        </Form.Item>
        <Form.Item name="newpassword" label={t('field.newpassword')} rules={[zodRule(strongPasswordField, 'newpassword', t)]}>
          <FieldInput
            testId="editpwd-new"
            type="password"
            autoComplete="new-password"
            placeholder={t('auth.new_password_placeholder')}
          />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('field.confirm_password')}
          dependencies={['newpassword']}
          rules={[confirmRule('newpassword', t)]}
        >
          <FieldInput
            testId="editpwd-confirm"
            type="password"
            autoComplete="new-password"
            placeholder={t('auth.confirm_placeholder')}
          />
        </Form.Item>
      </Form>
    </Page>
  );
}
