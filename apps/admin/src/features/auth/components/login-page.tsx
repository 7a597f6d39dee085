/** Operator sign-in (API.md "Admin": /api/admin/login); a refusal shows above the form in the server's words. */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useLogin, type LoginInput } from '../api/login.ts';

export function LoginPage() {
  const login = useLogin();
  const navigate = useNavigate();

  const submit = (values: LoginInput) => login.mutate(values, { onSuccess: () => navigate('/', { replace: true }) });

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Operator console
        </Typography.Title>
        <Typography.Paragraph type="secondary">Sign in with your operator account.</Typography.Paragraph>
        {login.error && <Alert type="error" showIcon title={login.error.message} style={{ marginBottom: 16 }} />}
        <Form<LoginInput> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="username" label="Username" rules={[{ required: true, message: 'Enter your username' }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Enter your password' }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            Sign in
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
