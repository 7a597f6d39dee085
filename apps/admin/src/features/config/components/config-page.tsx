/** Configuration (API.md "Admin": /config/get and /config/set): every registered setting with its editor. */
import { Alert, Empty, Form, Skeleton } from 'antd';
import { PageCard } from '@/components/page-card.tsx';
import { useCan } from '@/features/auth/api/me.ts';
import { useConfig } from '../api/get-config.ts';
import { SettingRow } from './setting-row.tsx';

export function ConfigPage() {
  const config = useConfig();
  const canSet = useCan('config.set');

  return (
    <PageCard title="Configuration">
      {!canSet && (
        <Alert type="info" showIcon title="Your role can view settings but not change them." style={{ marginBottom: 16 }} />
      )}
      {config.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !config.data?.length ? (
        <Empty description="No settings" />
      ) : (
        <Form layout="horizontal" labelCol={{ span: 8 }} wrapperCol={{ span: 16 }} labelWrap disabled={!canSet}>
          {config.data.map((item) => (
            <SettingRow key={`${item.key}:${JSON.stringify(item.value)}`} item={item} />
          ))}
        </Form>
      )}
    </PageCard>
  );
}
