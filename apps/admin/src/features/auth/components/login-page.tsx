/** Operator sign-in (docs/api.md "Admin": /api/admin/login); a refusal shows above the form in the server's words. */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher.tsx';
import { useLogin, type LoginInput } from '../api/login.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const login = useLogin();
  const navigate = useNavigate();

  const submit = (values: LoginInput) => login.mutate(values, { onSuccess: () => navigate('/', { replace: true }) });

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Card style={{ width: 380 }}>
        <Flex justify="space-between" align="baseline" gap={8}>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {t('login.title')}
          </Typography.Title>
          <LanguageSwitcher />
        </Flex>
        <Typography.Paragraph type="secondary">{t('login.intro')}</Typography.Paragraph>
        {login.error && <Alert type="error" showIcon title={login.error.message} style={{ marginBottom: 16 }} />}
        <Form<LoginInput> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="username"
            label={t('login.username')}
            rules={[{ required: true, message: t('login.username_required') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.password_required') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
