/** Every article (member posts, news, notices), newest first, with its state and the hide/unhide action. */
import type { AdminArticleRow, ArticleType, ContentStatus } from '@app/contract';
import { Image, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useCan } from '@/features/auth/api/me.ts';
import { formatTime } from '@/lib/format.ts';
import { useAdminArticles } from '../api/community-api.ts';
import { ContentFilters } from './content-filters.tsx';
import { HideButtons } from './hide-buttons.tsx';
import { pageControls } from '@/components/page-controls.ts';

const PAGE_SIZE = 20;
const TYPE_COLOR: Record<ArticleType, string> = { post: 'default', news: 'blue', notice: 'gold' };

export function StatusTag({ status, reason }: { status: ContentStatus; reason: string }) {
  return status === 'hidden' ? <Tag color="red">Hidden{reason ? `: ${reason}` : ''}</Tag> : <Tag color="green">Shown</Tag>;
}

export function ArticlesTable() {
  const [page, setPage] = useState(1);
  const [type, setType] = useState<ArticleType>();
  const [status, setStatus] = useState<ContentStatus>();
  const [keyword, setKeyword] = useState<string>();
  const canModerate = useCan('content.moderate');
  const list = useAdminArticles({ page, limit: PAGE_SIZE, type, status, keyword });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const columns: TableColumnsType<AdminArticleRow> = [
    { title: '#', dataIndex: 'id', width: 70 },
    { title: 'Type', dataIndex: 'type', width: 90, render: (t: ArticleType) => <Tag color={TYPE_COLOR[t]}>{t}</Tag> },
    {
      title: 'Author',
      dataIndex: 'username',
      width: 130,
      render: (name: string) => name || <Typography.Text type="secondary">operators</Typography.Text>,
    },
    {
      title: 'Content',
      render: (_, row) => (
        <Space direction="vertical" size={4}>
          {row.title && <Typography.Text strong>{row.title}</Typography.Text>}
          <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ margin: 0 }}>
            {row.content}
          </Typography.Paragraph>
          {row.images.length > 0 && (
            <Image.PreviewGroup>
              <Space size={4}>
                {row.images.map((src) => (
                  <Image key={src} src={src} width={48} height={48} style={{ objectFit: 'cover' }} />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
        </Space>
      ),
    },
    { title: 'Likes', dataIndex: 'likes', width: 70 },
    { title: 'Comments', dataIndex: 'comments', width: 90 },
    { title: 'State', width: 160, render: (_, row) => <StatusTag status={row.status} reason={row.hide_reason} /> },
    { title: 'Time', dataIndex: 'createtime', width: 170, render: formatTime },
    ...(canModerate
      ? [
          {
            title: '',
            width: 90,
            render: (_: unknown, row: AdminArticleRow) => <HideButtons kind="article" id={row.id} status={row.status} />,
          },
        ]
      : []),
  ];

  return (
    <>
      <ContentFilters status={status} onStatus={reset(setStatus)} onKeyword={reset(setKeyword)}>
        <Select
          allowClear
          placeholder="Any type"
          style={{ width: 140 }}
          value={type}
          options={[
            { value: 'post', label: 'Member posts' },
            { value: 'news', label: 'News' },
            { value: 'notice', label: 'Notices' },
          ]}
          onChange={reset(setType)}
        />
      </ContentFilters>
      <Table<AdminArticleRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data}
        loading={list.isFetching}
        locale={{ emptyText: 'No articles' }}
        pagination={pageControls(page, PAGE_SIZE, list.data?.total, setPage)}
      />
    </>
  );
}
