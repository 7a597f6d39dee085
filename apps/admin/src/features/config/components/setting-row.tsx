/** One setting: its key and description, the editor, Save/Reset, and the server's refusal beside it. */
import type { ConfigItem } from '@app/contract';
import { Button, Flex, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetConfig } from '../api/set-config.ts';
import { fromDraft, SettingEditor, toDraft, type Draft } from './setting-editor.tsx';

export function SettingRow({ item }: { item: ConfigItem }) {
  const { t } = useTranslation();
  const save = useSetConfig();
  const [draft, setDraft] = useState<Draft>(() => toDraft(item));
  const [localError, setLocalError] = useState<string>();
  const changed = JSON.stringify(draft) !== JSON.stringify(toDraft(item));
  const error = localError ?? save.error?.message;

  const edit = (next: Draft) => {
    setDraft(next);
    setLocalError(undefined);
    save.reset();
  };
  const submit = () => {
    const parsed = fromDraft(item, draft);
    if ('error' in parsed) return setLocalError(parsed.error);
    save.mutate(
      { key: item.key, value: parsed.value },
      { onSuccess: (saved) => setDraft(toDraft({ ...item, value: saved.value })) },
    );
  };

  return (
    <Form.Item
      label={
        <Space orientation="vertical" size={0}>
          <Typography.Text code>{item.key}</Typography.Text>
          <Typography.Text type="secondary">
            {/* The console's own words in the operator's language; the server's English for a setting it does not know yet. */}
            {t(`config.setting.${item.key}`, { defaultValue: item.description })}
          </Typography.Text>
        </Space>
      }
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={
        // A per-language document is too long to print as a default.
        item.type === 'localized' ? t('config.default_builtin') : t('config.default', { value: JSON.stringify(item.default) })
      }
    >
      <Flex gap={8} align="start">
        <div style={{ flex: 1, maxWidth: 520 }}>
          <SettingEditor item={item} draft={draft} onChange={edit} />
        </div>
        <Button type="primary" disabled={!changed} loading={save.isPending} onClick={submit}>
          {t('common.save')}
        </Button>
        <Button disabled={!changed} onClick={() => edit(toDraft(item))}>
          {t('common.reset')}
        </Button>
      </Flex>
    </Form.Item>
  );
}
