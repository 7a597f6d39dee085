/** The filter controls above console lists: a clearable choice and a word search (blank means no filter). */
import { Input, Select } from 'antd';

export function FilterSelect<V extends string>({
  placeholder,
  width,
  value,
  options,
  onChange,
}: {
  placeholder: string;
  width: number;
  value: V | undefined;
  options: { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
}) {
  return (
    <Select<V>
      allowClear
      placeholder={placeholder}
      style={{ width }}
      value={value}
      options={options}
      onChange={(v) => onChange(v ?? undefined)}
    />
  );
}

export function SearchBox({
  placeholder,
  width,
  onSearch,
}: {
  placeholder: string;
  width: number;
  onSearch: (words?: string) => void;
}) {
  return (
    <Input.Search allowClear placeholder={placeholder} style={{ width }} onSearch={(v) => onSearch(v.trim() || undefined)} />
  );
}
