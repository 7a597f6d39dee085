/**
 * One editor per setting type (the setting's own declaration says which): a switch, a number, text, a choice, JSON
 * for lists and pairs, or a text per language. Works on a draft: JSON stays text until saved, so a half-typed value is allowed.
 */
import type { ConfigItem } from '@app/contract';
import { Input, InputNumber, Select, Switch } from 'antd';
import i18n from 'i18next';
import { LocalizedInput, type LocalizedValue } from '@/components/localized-input.tsx';

export type Draft = unknown;

/** The editable form of a stored value. */
export function toDraft(item: ConfigItem): Draft {
  return item.type === 'json' ? JSON.stringify(item.value, null, 2) : item.value;
}

/** The value to send, or an error to show before sending (JSON can be malformed, a per-language text lack English). */
export function fromDraft(item: ConfigItem, draft: Draft): { value: unknown } | { error: string } {
  if (item.type === 'localized') {
    const map = (draft ?? {}) as LocalizedValue;
    return map.en?.trim() ? { value: map } : { error: i18n.t('localized.english_required') };
  }
  if (item.type !== 'json') return { value: draft };
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
      return (
        <Input.TextArea
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
