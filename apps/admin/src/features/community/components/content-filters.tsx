/** The filters above the article and comment tables: state, words, and (articles) type. */
import type { ContentStatus } from '@app/contract';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect, SearchBox } from '@/components/list-filters.tsx';

export function ContentFilters({
  status,
  onStatus,
  onKeyword,
  children,
}: {
  status?: ContentStatus;
  onStatus: (value?: ContentStatus) => void;
  onKeyword: (value?: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {children}
      <FilterSelect<ContentStatus>
        placeholder={t('common.any_state')}
        width={140}
        value={status}
        options={[
          { value: 'normal', label: t('community.state.normal') },
          { value: 'hidden', label: t('community.state.hidden') },
        ]}
        onChange={onStatus}
      />
      <SearchBox placeholder={t('community.words')} width={240} onSearch={onKeyword} />
    </Space>
  );
}
