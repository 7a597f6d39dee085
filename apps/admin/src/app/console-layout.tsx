/**
 * Desktop layout: the side menu of menu.tsx, the language, the operator and sign-out in the header, the
 * section below.
 */
import { LogoutOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Layout, Menu, Space, Spin, Tag, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useMe } from '@/lib/me.ts';
import { useLogout } from '@/features/auth/api/logout.ts';
import { LanguageSwitcher } from '@/components/language-switcher.tsx';
import { SECTIONS } from './menu.tsx';

const ROLE_COLORS = { super: 'gold', reviewer: 'blue', support: 'green' } as const;

export function ConsoleLayout() {
  const { t } = useTranslation();
  const me = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const sections = SECTIONS.filter((s) => !s.permission || me.data?.permissions.includes(s.permission));
  const selected = location.pathname.split('/')[1] ?? '';

  const signOut = () => logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} breakpoint="lg" collapsedWidth={64}>
        <div className="console-brand">
          <SafetyCertificateOutlined /> {t('layout.brand')}
        </div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[selected]}
          items={sections.map((s) => ({ key: s.path, icon: s.icon, label: t(`menu.${s.path}`) }))}
          onClick={({ key }) => navigate(`/${key}`)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', padding: '0 24px', display: 'flex', justifyContent: 'flex-end' }}>
          <Space size="middle">
            <LanguageSwitcher />
            {me.data && (
              <Space size={6}>
                <UserOutlined />
                <Typography.Text strong>{me.data.admin.username}</Typography.Text>
                <Tag color={ROLE_COLORS[me.data.admin.role]}>{t(`layout.role.${me.data.admin.role}`)}</Tag>
              </Space>
            )}
            {me.data && (
              <Button icon={<LogoutOutlined />} onClick={signOut} loading={logout.isPending}>
                {t('layout.sign_out')}
              </Button>
            )}
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          {me.isPending ? (
            <Spin size="large" />
          ) : (
            <Suspense fallback={<Spin size="large" />}>
              <Outlet />
            </Suspense>
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
