/**
 * Configuration (docs/api.md "Admin": /config/get and /config/set): every registered setting with its editor,
 * one tab per area (config-groups.ts).
 */
import { Alert, Empty, Form, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageCard } from '@/components/page-card.tsx';
import { useCan } from '@/lib/me.ts';
import { useConfig } from '../api/get-config.ts';
import { groupSettings } from './config-groups.ts';
import { PiModeLine } from './pi-mode-line.tsx';
import { SettingRow } from './setting-row.tsx';

export function ConfigPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const canSet = useCan('config.set');

  return (
    <PageCard title={t('menu.config')}>
      <PiModeLine />
      {!canSet && <Alert type="info" showIcon title={t('config.read_only')} style={{ marginBottom: 16 }} />}
      {config.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !config.data?.length ? (
        <Empty description={t('config.none')} />
      ) : (
        <Tabs
          tabPlacement="start"
          items={groupSettings(config.data).map(({ group, items }) => ({
            key: group.id,
            label: `${t(`config.group.${group.id}`)} (${items.length})`,
            children: (
              // Labels above their fields: a key with its description beside a field overlapped the next row.
              <Form layout="vertical" disabled={!canSet}>
                {items.map((item) => (
                  <SettingRow key={`${item.key}:${JSON.stringify(item.value)}`} item={item} />
                ))}
              </Form>
            ),
          }))}
        />
      )}
    </PageCard>
  );
}
