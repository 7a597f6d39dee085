/** Every article (member posts, news, notices), newest first, with its state and the hide/unhide action. */
import type { AdminArticleRow, ArticleType, ContentStatus } from '@app/contract';
import { Image, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/list-filters.tsx';
import { ListTable, useListState } from '@/components/list-table.tsx';
import { useCan } from '@/lib/me.ts';
import { useAdminArticles } from '../api/community-api.ts';
import { ContentFilters } from './content-filters.tsx';
import { moderationColumns } from './moderation-columns.tsx';
import type { Columns } from '@/components/table-columns.ts';

const PAGE_SIZE = 20;
const TYPE_COLOR: Record<ArticleType, string> = { post: 'default', news: 'blue', notice: 'gold' };

function ArticleContent({ row }: { row: AdminArticleRow }) {
  return (
    <Space orientation="vertical" size={4}>
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
  );
}

export function ArticlesTable() {
  const { t } = useTranslation();
  const { paging, filters, filter, query } = useListState<{ type?: ArticleType; status?: ContentStatus; keyword?: string }>(
    PAGE_SIZE,
  );
  const canModerate = useCan('content.moderate');
  const list = useAdminArticles(query);

  const columns: Columns<AdminArticleRow> = [
    { title: '#', dataIndex: 'id', width: 70 },
    {
      title: t('common.type'),
      dataIndex: 'type',
      width: 90,
      render: (type: ArticleType) => <Tag color={TYPE_COLOR[type]}>{t(`community.type.${type}`)}</Tag>,
    },
    {
      title: t('community.author'),
      dataIndex: 'username',
      width: 130,
      render: (name: string) => name || <Typography.Text type="secondary">{t('community.operators')}</Typography.Text>,
    },
    { title: t('community.content'), render: (_, row) => <ArticleContent row={row} /> },
    { title: t('community.likes'), dataIndex: 'likes', width: 70 },
    { title: t('community.comments'), dataIndex: 'comments', width: 90 },
    ...moderationColumns<AdminArticleRow>('article', t, canModerate),
  ];

  return (
    <>
      <ContentFilters status={filters.status} onStatus={filter('status')} onKeyword={filter('keyword')}>
        <FilterSelect<ArticleType>
          placeholder={t('common.any_type')}
          width={140}
          value={filters.type}
          options={[
            { value: 'post', label: t('community.types.post') },
            { value: 'news', label: t('community.types.news') },
            { value: 'notice', label: t('community.types.notice') },
          ]}
          onChange={filter('type')}
        />
      </ContentFilters>
      <ListTable<AdminArticleRow> list={list} paging={paging} columns={columns} emptyText={t('community.no_articles')} />
    </>
  );
}
