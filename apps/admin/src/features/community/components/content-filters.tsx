/** The filters above the article and comment tables: state, words, and (articles) type. */
import { Input, Select, Space } from 'antd';
import type { ReactNode } from 'react';

export function ContentFilters({
  status,
  onStatus,
  onKeyword,
  children,
}: {
  status?: 'normal' | 'hidden';
  onStatus: (value?: 'normal' | 'hidden') => void;
  onKeyword: (value?: string) => void;
  children?: ReactNode;
}) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {children}
      <Select
        allowClear
        placeholder="Any state"
        style={{ width: 140 }}
        value={status}
        options={[
          { value: 'normal', label: 'Shown' },
          { value: 'hidden', label: 'Hidden' },
        ]}
        onChange={onStatus}
      />
      <Input.Search
        allowClear
        placeholder="Words in the text"
        style={{ width: 240 }}
        onSearch={(v) => onKeyword(v.trim() || undefined)}
      />
    </Space>
  );
}
