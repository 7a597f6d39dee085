/**
 * A JSON setting as fields (docs/api.md "Admin": /config/set takes the whole value): a map per coin or chain
 * reads as one labelled field per key — a switch, a number, a text, or a list of words — nested one level for
 * maps of maps, and a list of records (the servers page) as rows of their fields. Shapes beyond that (the chain
 * networks) stay JSON text; any JSON setting may be edited as text to add a key the fields do not offer.
 */
import { Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import i18n from 'i18next';

type Scalar = string | number | boolean;
type Json = Scalar | Scalar[] | { [key: string]: Json } | Json[];

const isScalar = (v: unknown): v is Scalar => ['string', 'number', 'boolean'].includes(typeof v);
const isScalarList = (v: unknown): v is Scalar[] => Array.isArray(v) && v.every(isScalar);
const isRecord = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isLeaf = (v: unknown) => isScalar(v) || isScalarList(v);
const isFlatRecord = (v: unknown) => isRecord(v) && Object.values(v).every(isLeaf);

/** Whether the value has a shape these fields can show; otherwise it stays JSON text. */
export function hasFields(value: unknown): boolean {
  if (isScalarList(value)) return true;
  if (Array.isArray(value)) return value.length > 0 && value.every(isFlatRecord);
  return isRecord(value) && Object.keys(value).length > 0 && Object.values(value).every((v) => isLeaf(v) || isFlatRecord(v));
}

function Leaf({ label, value, onChange }: { label: string; value: Json; onChange: (next: Json) => void }) {
  if (typeof value === 'boolean')
    return (
      <Switch
        aria-label={label}
        checked={value}
        onChange={onChange}
        checkedChildren={i18n.t('config.on')}
        unCheckedChildren={i18n.t('config.off')}
      />
    );
  if (typeof value === 'number')
    return <InputNumber aria-label={label} value={value} onChange={(n) => onChange(n ?? 0)} style={{ width: 200 }} />;
  if (isScalarList(value))
    return (
      <Select
        aria-label={label}
        mode="tags"
        value={value.map(String)}
        onChange={(next: string[]) => onChange(value.every((v) => typeof v === 'number') ? next.map(Number) : next)}
        style={{ minWidth: 240 }}
        open={false}
        tokenSeparators={[',', ' ']}
      />
    );
  return <Input aria-label={label} value={String(value)} onChange={(e) => onChange(e.target.value)} />;
}

function Rows({ value, onChange, prefix }: { value: Record<string, Json>; onChange: (next: Json) => void; prefix: string }) {
  return (
    <div style={{ display: 'grid', gap: 8, width: '100%' }}>
      {Object.entries(value).map(([key, inner]) => {
        const set = (next: Json) => onChange({ ...value, [key]: next });
        const label = prefix ? `${prefix} · ${key}` : key;
        return (
          <div key={key} style={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 8, alignItems: 'center' }}>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {key}
            </Typography.Text>
            {isRecord(inner) ? (
              <Rows value={inner} onChange={set} prefix={label} />
            ) : (
              <Leaf label={label} value={inner} onChange={set} />
            )}
          </div>
        );
      })}
    </div>
  );
}

export function JsonFields({ value, onChange }: { value: unknown; onChange: (next: unknown) => void }) {
  if (isScalarList(value)) return <Leaf label="" value={value} onChange={onChange} />;
  if (Array.isArray(value))
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {(value as Record<string, Json>[]).map((row, index) => (
          <Rows
            key={index}
            prefix={`#${index + 1}`}
            value={row}
            onChange={(next) => onChange(value.map((r, i) => (i === index ? next : r)))}
          />
        ))}
      </Space>
    );
  return <Rows value={value as Record<string, Json>} onChange={onChange} prefix="" />;
}
