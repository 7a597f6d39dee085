/**
 * Every person label and shop, newest first, filtered by type, state and words; operators with
 * content.moderate hide one (a reason is required; it leaves the map at once) or show it again. Pending
 * shop applications are decided in the review queue.
 */
import { LABEL_STATUSES, type AdminLabelRow, type LabelStatus, type LabelType } from '@app/contract';
import { Image, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FilterSelect, SearchBox } from '@/components/list-filters.tsx';
import { ListTable, useListState } from '@/components/list-table.tsx';
import { ReasonTag } from '@/components/reason-tag.tsx';
import { useCan } from '@/lib/me.ts';
import { formatTime } from '@/lib/format.ts';
import { useAdminLabels } from '../api/labels-api.ts';
import { LabelHideButtons } from './label-hide-buttons.tsx';
import type { Columns } from '@/components/table-columns.ts';

const PAGE_SIZE = 20;
const STATUS_COLOR: Record<LabelStatus, string> = { passed: 'green', pending: 'gold', rejected: 'default', hidden: 'red' };

function LabelCell({ row }: { row: AdminLabelRow }) {
  return (
    <Space>
      {row.image && <Image src={row.image} width={40} height={40} style={{ objectFit: 'cover' }} />}
      <Space orientation="vertical" size={0}>
        <Typography.Text strong>{row.title}</Typography.Text>
        <Typography.Text type="secondary">{[row.category_name, row.address].filter(Boolean).join(' · ')}</Typography.Text>
      </Space>
    </Space>
  );
}

const labelColumns = (t: TFunction): Columns<AdminLabelRow> => [
  { title: '#', dataIndex: 'id', width: 70 },
  {
    title: t('common.type'),
    dataIndex: 'type',
    width: 80,
    render: (type: LabelType) => <Tag color={type === 'shop' ? 'blue' : 'purple'}>{t(`labels.type.${type}`)}</Tag>,
  },
  { title: t('labels.label'), render: (_, row) => <LabelCell row={row} /> },
  {
    title: t('labels.location'),
    width: 170,
    render: (_, row) => <Typography.Text code>{`${row.lat.toFixed(5)}, ${row.lng.toFixed(5)}`}</Typography.Text>,
  },
  { title: t('common.member'), dataIndex: 'username', width: 130 },
  {
    title: t('common.state'),
    width: 200,
    render: (_, row) => (
      <ReasonTag color={STATUS_COLOR[row.status]} text={t(`labels.status.${row.status}`)} reason={row.reason} />
    ),
  },
  { title: t('common.created'), dataIndex: 'createtime', width: 170, render: formatTime },
];

export function LabelsTable() {
  const { t } = useTranslation();
  const { paging, filters, filter, query } = useListState<{ type?: LabelType; status?: LabelStatus; keyword?: string }>(
    PAGE_SIZE,
  );
  const canModerate = useCan('content.moderate');
  const list = useAdminLabels(query);
  const columns: Columns<AdminLabelRow> = [
    ...labelColumns(t),
    ...(canModerate
      ? [{ title: '', width: 90, render: (_: unknown, row: AdminLabelRow) => <LabelHideButtons row={row} /> }]
      : []),
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <FilterSelect<LabelType>
          placeholder={t('common.any_type')}
          width={130}
          value={filters.type}
          options={[
            { value: 'shop', label: t('labels.types.shop') },
            { value: 'person', label: t('labels.types.person') },
          ]}
          onChange={filter('type')}
        />
        <FilterSelect<LabelStatus>
          placeholder={t('common.any_state')}
          width={160}
          value={filters.status}
          options={LABEL_STATUSES.map((s) => ({ value: s, label: t(`labels.status.${s}`) }))}
          onChange={filter('status')}
        />
        <SearchBox placeholder={t('labels.search')} width={240} onSearch={filter('keyword')} />
      </Space>
      <ListTable<AdminLabelRow> list={list} paging={paging} columns={columns} emptyText={t('labels.empty')} />
    </>
  );
}
