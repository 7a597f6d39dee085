/**
 * user/servers: the API servers from /api/common/init plus the one in use; the choice is stored and every
 * later request goes there. A session belongs to one server, so switching signs this device out.
 */
import { CheckList, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { useInit } from '@/lib/app-init';
import { clearProfile } from '@/lib/session';
import { getServerBase, setServerBase } from '@/lib/storage';

export default function ServersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const init = useInit();
  const [selected, setSelected] = useState(getServerBase());

  const servers = [{ name: t('servers.this_site'), url: '' }, ...(init.data?.servers ?? [])];
  if (selected && !servers.some((s) => s.url === selected)) servers.push({ name: selected, url: selected });

  const choose = (url: string) => {
    if (url === selected) return;
    setServerBase(url);
    setSelected(url);
    clearProfile();
    queryClient.clear();
    Toast.show({ icon: 'success', content: t('servers.switched') });
  };

  return (
    <Page title={t('title.servers')}>
      <p className="hint">{t('servers.hint')}</p>
      <CheckList className="form-card" value={[selected]} onChange={(value) => choose(String(value[0] ?? selected))}>
        {servers.map((server) => (
          <CheckList.Item
            key={server.url || 'self'}
            value={server.url}
            data-testid={`server-${server.url || 'self'}`}
            description={server.url || window.location.origin}
          >
            {server.name}
          </CheckList.Item>
        ))}
      </CheckList>
    </Page>
  );
}
