/** Every comment, newest first, with the article it belongs to, its state and the hide/unhide action. */
import type { AdminCommentRow, ContentStatus } from '@app/contract';
import { InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable, useListState } from '@/components/list-table.tsx';
import { useCan } from '@/lib/me.ts';
import { useAdminComments } from '../api/community-api.ts';
import { ContentFilters } from './content-filters.tsx';
import { moderationColumns } from './moderation-columns.tsx';
import type { Columns } from '@/components/table-columns.ts';

const PAGE_SIZE = 20;

export function CommentsTable() {
  const { t } = useTranslation();
  const { paging, filters, filter, query } = useListState<{ status?: ContentStatus; keyword?: string; article_id?: number }>(
    PAGE_SIZE,
  );
  const canModerate = useCan('content.moderate');
  const list = useAdminComments(query);

  const columns: Columns<AdminCommentRow> = [
    { title: '#', dataIndex: 'id', width: 70 },
    {
      title: t('community.article'),
      width: 220,
      render: (_, row) => (
        <Typography.Text>
          #{row.article_id} {row.article_title}
        </Typography.Text>
      ),
    },
    { title: t('common.member'), dataIndex: 'username', width: 130 },
    {
      title: t('community.comment'),
      render: (_, row) => (
        <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ margin: 0 }}>
          {row.reply_id ? (
            <Typography.Text type="secondary">{t('community.reply_to', { id: row.reply_id })} </Typography.Text>
          ) : null}
          {row.content}
        </Typography.Paragraph>
      ),
    },
    ...moderationColumns<AdminCommentRow>('comment', t, canModerate),
  ];

  return (
    <>
      <ContentFilters status={filters.status} onStatus={filter('status')} onKeyword={filter('keyword')}>
        <InputNumber
          min={1}
          placeholder={t('community.article_no')}
          style={{ width: 140 }}
          value={filters.article_id}
          onChange={(v) => filter('article_id')(v ?? undefined)}
        />
      </ContentFilters>
      <ListTable<AdminCommentRow> list={list} paging={paging} columns={columns} emptyText={t('community.no_comments')} />
    </>
  );
}
