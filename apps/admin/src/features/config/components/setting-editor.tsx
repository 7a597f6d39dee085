/**
 * One editor per setting type (the setting's own declaration says which): a switch, a number, text, a choice, fields
 * for a JSON value of a shape json-fields.tsx shows (JSON text otherwise, or on request), or a text per language.
 * Works on a draft: JSON text stays text until saved, so a half-typed value is allowed.
 */
import type { ConfigItem } from '@app/contract';
import { Button, Input, InputNumber, Select, Space, Switch } from 'antd';
import i18n from 'i18next';
import { LocalizedInput, type LocalizedValue } from '@/components/localized-input.tsx';
import { hasFields, JsonFields } from './json-fields.tsx';

export type Draft = unknown;

/** The editable form of a stored value. */
export function toDraft(item: ConfigItem): Draft {
  if (item.type !== 'json') return item.value;
  return hasFields(item.value) ? structuredClone(item.value) : JSON.stringify(item.value, null, 2);
}

/** The value to send, or an error to show before sending (JSON can be malformed, a per-language text lack English). */
export function fromDraft(item: ConfigItem, draft: Draft): { value: unknown } | { error: string } {
  if (item.type === 'localized') {
    const map = (draft ?? {}) as LocalizedValue;
    return map.en?.trim() ? { value: map } : { error: i18n.t('localized.english_required') };
  }
  if (item.type !== 'json' || typeof draft !== 'string') return { value: draft };
  try {
    return { value: JSON.parse(String(draft)) };
  } catch (err) {
    return { error: i18n.t('config.bad_json', { error: (err as Error).message }) };
  }
}

export function SettingEditor({ item, draft, onChange }: { item: ConfigItem; draft: Draft; onChange: (draft: Draft) => void }) {
  switch (item.type) {
    case 'boolean':
      return (
        <Switch
          checked={Boolean(draft)}
          onChange={onChange}
          checkedChildren={i18n.t('config.on')}
          unCheckedChildren={i18n.t('config.off')}
        />
      );
    case 'number':
      return <InputNumber value={draft as number | null} onChange={onChange} style={{ width: 200 }} />;
    case 'enum':
      return (
        <Select
          value={draft as string}
          onChange={onChange}
          style={{ width: 200 }}
          options={item.options?.map((o) => ({ value: o, label: o }))}
        />
      );
    case 'localized':
      return <LocalizedInput value={draft as LocalizedValue} onChange={onChange} multiline testId={`setting-${item.key}`} />;
    case 'json':
      if (typeof draft !== 'string')
        return (
          <Space direction="vertical" style={{ width: '100%' }} data-testid={`setting-${item.key}-fields`}>
            <JsonFields value={draft} onChange={onChange} />
            <Button size="small" type="link" style={{ padding: 0 }} onClick={() => onChange(JSON.stringify(draft, null, 2))}>
              {i18n.t('config.edit_json')}
            </Button>
          </Space>
        );
      return (
        <Input.TextArea
          aria-label={item.key}
          value={String(draft)}
          onChange={(e) => onChange(e.target.value)}
          autoSize={{ minRows: 2, maxRows: 10 }}
          style={{ fontFamily: 'monospace' }}
        />
      );
    default:
      return <Input value={String(draft ?? '')} onChange={(e) => onChange(e.target.value)} />;
  }
}
