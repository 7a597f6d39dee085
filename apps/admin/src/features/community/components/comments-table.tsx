/** Every comment, newest first, with the article it belongs to, its state and the hide/unhide action. */
import type { AdminCommentRow, ContentStatus } from '@app/contract';
import { InputNumber, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useCan } from '@/features/auth/api/me.ts';
import { formatTime } from '@/lib/format.ts';
import { useAdminComments } from '../api/community-api.ts';
import { StatusTag } from './articles-table.tsx';
import { ContentFilters } from './content-filters.tsx';
import { HideButtons } from './hide-buttons.tsx';
import { pageControls } from '@/components/page-controls.ts';

const PAGE_SIZE = 20;

export function CommentsTable() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ContentStatus>();
  const [keyword, setKeyword] = useState<string>();
  const [articleId, setArticleId] = useState<number>();
  const canModerate = useCan('content.moderate');
  const list = useAdminComments({ page, limit: PAGE_SIZE, status, keyword, article_id: articleId });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const columns: TableColumnsType<AdminCommentRow> = [
    { title: '#', dataIndex: 'id', width: 70 },
    {
      title: 'Article',
      width: 220,
      render: (_, row) => (
        <Typography.Text>
          #{row.article_id} {row.article_title}
        </Typography.Text>
      ),
    },
    { title: 'Member', dataIndex: 'username', width: 130 },
    {
      title: 'Comment',
      render: (_, row) => (
        <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ margin: 0 }}>
          {row.reply_id ? <Typography.Text type="secondary">(reply to #{row.reply_id}) </Typography.Text> : null}
          {row.content}
        </Typography.Paragraph>
      ),
    },
    { title: 'State', width: 160, render: (_, row) => <StatusTag status={row.status} reason={row.hide_reason} /> },
    { title: 'Time', dataIndex: 'createtime', width: 170, render: formatTime },
    ...(canModerate
      ? [
          {
            title: '',
            width: 90,
            render: (_: unknown, row: AdminCommentRow) => <HideButtons kind="comment" id={row.id} status={row.status} />,
          },
        ]
      : []),
  ];

  return (
    <>
      <ContentFilters status={status} onStatus={reset(setStatus)} onKeyword={reset(setKeyword)}>
        <InputNumber
          min={1}
          placeholder="Article #"
          style={{ width: 140 }}
          value={articleId}
          onChange={(v) => reset(setArticleId)(v ?? undefined)}
        />
      </ContentFilters>
      <Table<AdminCommentRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data}
        loading={list.isFetching}
        locale={{ emptyText: 'No comments' }}
        pagination={pageControls(page, PAGE_SIZE, list.data?.total, setPage)}
      />
    </>
  );
}
